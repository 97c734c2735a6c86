import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "STORES", description: "STORES — LAGUNE", path: "/stores" });

export default function Route() {
  return <PlaceholderPage title="STORES" />;
}
