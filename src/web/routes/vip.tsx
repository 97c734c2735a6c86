import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "VIP", description: "VIP — LAGUNE", path: "/vip" });

export default function Route() {
  return <PlaceholderPage title="VIP" />;
}
