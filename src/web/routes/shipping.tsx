import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "SHIPPING", description: "SHIPPING — LAGUNE", path: "/shipping" });

export default function Route() {
  return <PlaceholderPage title="SHIPPING" />;
}
