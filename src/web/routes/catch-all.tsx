import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "CATCH ALL", description: "CATCH ALL — LAGUNE", path: "/catch-all" });

export default function Route() {
  return <PlaceholderPage title="CATCH ALL" />;
}
