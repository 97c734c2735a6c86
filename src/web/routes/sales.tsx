import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "SALES", description: "SALES — LAGUNE", path: "/sales" });

export default function Route() {
  return <PlaceholderPage title="SALES" />;
}
