import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "SIZE GUIDE", description: "SIZE GUIDE — LAGUNE", path: "/size-guide" });

export default function Route() {
  return <PlaceholderPage title="SIZE GUIDE" />;
}
