import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "SUSTAINABILITY", description: "SUSTAINABILITY — LAGUNE", path: "/sustainability" });

export default function Route() {
  return <PlaceholderPage title="SUSTAINABILITY" />;
}
