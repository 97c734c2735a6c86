import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "CONTACT", description: "CONTACT — LAGUNE", path: "/contact" });

export default function Route() {
  return <PlaceholderPage title="CONTACT" />;
}
