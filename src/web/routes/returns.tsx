import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "RETURNS", description: "RETURNS — LAGUNE", path: "/returns" });

export default function Route() {
  return <PlaceholderPage title="RETURNS" />;
}
