import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';

export const meta = () => seo({ title: 'AUTH', description: 'AUTH — LAGUNE', path: '/auth' });

export default function Route() {
  return <PlaceholderPage title="AUTH" />;
}
