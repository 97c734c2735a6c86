import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, { title: 'ORDERS', description: 'ORDERS — LAGUNE' });

export default function OrdersRoute() {
  return <PlaceholderPage title="ORDERS" />;
}
