import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';

export const meta = () => seo({ title: 'ORDERS', description: 'ORDERS — LAGUNE', path: '/orders' });

export default function Route() {
  return <PlaceholderPage title="ORDERS" />;
}
