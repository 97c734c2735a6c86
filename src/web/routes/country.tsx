import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "COUNTRY", description: "COUNTRY — LAGUNE", path: "/country" });

export default function Route() {
  return <PlaceholderPage title="COUNTRY" />;
}
