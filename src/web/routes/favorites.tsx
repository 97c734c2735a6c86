import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/favorites';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'MES FAVORIS',
    description: 'Les pièces LAGUNE que vous avez mises de côté.',
  });

export default function FavoritesRoute() {
  return <PlaceholderPage title="MES FAVORIS" />;
}
