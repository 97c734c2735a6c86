import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "NOT FOUND", description: "NOT FOUND — LAGUNE", path: "/not-found" });

export default function Route() {
  return <PlaceholderPage title="NOT FOUND" />;
}
