import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';

export const meta = () =>
  seo({
    title: 'ADMIN DASHBOARD',
    description: 'ADMIN DASHBOARD — LAGUNE',
    path: '/admin-dashboard',
  });

export default function Route() {
  return <PlaceholderPage title="ADMIN DASHBOARD" />;
}
