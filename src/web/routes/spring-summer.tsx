import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "SPRING SUMMER", description: "SPRING SUMMER — LAGUNE", path: "/spring-summer" });

export default function Route() {
  return <PlaceholderPage title="SPRING SUMMER" />;
}
