import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "COLLECTIONS", description: "COLLECTIONS — LAGUNE", path: "/collections" });

export default function Route() {
  return <PlaceholderPage title="COLLECTIONS" />;
}
