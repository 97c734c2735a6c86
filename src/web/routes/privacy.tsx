import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "PRIVACY", description: "PRIVACY — LAGUNE", path: "/privacy" });

export default function Route() {
  return <PlaceholderPage title="PRIVACY" />;
}
