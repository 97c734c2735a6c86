import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "FAQS", description: "FAQS — LAGUNE", path: "/faqs" });

export default function Route() {
  return <PlaceholderPage title="FAQS" />;
}
