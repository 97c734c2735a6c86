import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "SETTINGS", description: "SETTINGS — LAGUNE", path: "/settings" });

export default function Route() {
  return <PlaceholderPage title="SETTINGS" />;
}
