import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "ABOUT", description: "ABOUT — LAGUNE", path: "/about" });

export default function Route() {
  return <PlaceholderPage title="ABOUT" />;
}
