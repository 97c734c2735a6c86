import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "NEW", description: "NEW — LAGUNE", path: "/new" });

export default function Route() {
  return <PlaceholderPage title="NEW" />;
}
