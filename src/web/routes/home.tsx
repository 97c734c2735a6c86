import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "HOME", description: "HOME — LAGUNE", path: "/" });

export default function Route() {
  return <PlaceholderPage title="HOME" />;
}
