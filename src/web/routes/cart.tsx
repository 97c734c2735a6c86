import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "CART", description: "CART — LAGUNE", path: "/cart" });

export default function Route() {
  return <PlaceholderPage title="CART" />;
}
