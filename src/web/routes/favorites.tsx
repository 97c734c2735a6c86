import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';

export const meta = () =>
  seo({ title: 'FAVORITES', description: 'FAVORITES — LAGUNE', path: '/favorites' });

export default function Route() {
  return <PlaceholderPage title="FAVORITES" />;
}
