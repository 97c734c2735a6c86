import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "BESTSELLERS", description: "BESTSELLERS — LAGUNE", path: "/bestsellers" });

export default function Route() {
  return <PlaceholderPage title="BESTSELLERS" />;
}
