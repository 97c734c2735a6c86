import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "HELP", description: "HELP — LAGUNE", path: "/help" });

export default function Route() {
  return <PlaceholderPage title="HELP" />;
}
