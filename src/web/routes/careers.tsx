import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "CAREERS", description: "CAREERS — LAGUNE", path: "/careers" });

export default function Route() {
  return <PlaceholderPage title="CAREERS" />;
}
