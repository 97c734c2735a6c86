import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "CATEGORY", description: "CATEGORY — LAGUNE", path: "/category" });

export default function Route() {
  return <PlaceholderPage title="CATEGORY" />;
}
