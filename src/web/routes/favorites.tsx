import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/favorites';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, { title: 'FAVORITES', description: 'FAVORITES — LAGUNE' });

export default function FavoritesRoute() {
  return <PlaceholderPage title="FAVORITES" />;
}
