import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "TERMS", description: "TERMS — LAGUNE", path: "/terms" });

export default function Route() {
  return <PlaceholderPage title="TERMS" />;
}
