import { lazy } from 'react';
import { Protected } from '~/components/account/protected';
import { seo } from '~/lib/seo';
import type { Route } from './+types/favorites';

// A composition of the favourites list and the shop's product grid (see ./account/).
const FavoritesPage = lazy(() => import('./account/favorites-page'));

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Mes favoris',
      description: 'Les articles LAGUNE que vous avez mis de côté.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function FavoritesRoute() {
  return (
    <Protected>
      <FavoritesPage />
    </Protected>
  );
}
