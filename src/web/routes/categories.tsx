import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "CATEGORIES", description: "CATEGORIES — LAGUNE", path: "/categories" });

export default function Route() {
  return <PlaceholderPage title="CATEGORIES" />;
}
