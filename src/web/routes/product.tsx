import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "PRODUCT", description: "PRODUCT — LAGUNE", path: "/product" });

export default function Route() {
  return <PlaceholderPage title="PRODUCT" />;
}
