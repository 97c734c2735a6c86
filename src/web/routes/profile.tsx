import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';

export const meta = () =>
  seo({ title: 'PROFILE', description: 'PROFILE — LAGUNE', path: '/profile' });

export default function Route() {
  return <PlaceholderPage title="PROFILE" />;
}
