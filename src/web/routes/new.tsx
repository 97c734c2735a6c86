import { newProducts } from '@shared/catalogue/categories.ts';
import { products } from '@shared/catalogue/products.ts';
import { ListingPage } from '~/features/products/listing-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/new';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Nouveautés',
      description:
        "Les nouveautés LAGUNE : les dernières pièces arrivées dans la boutique d'Abidjan.",
      breadcrumbs: [{ name: 'Nouveautés', path: '/new' }],
    },
  );

export default function New() {
  return (
    <ListingPage
      kicker="Tout juste arrivés"
      title="NOUVEAUTÉS"
      intro="Les dernières pièces de la saison, aux couleurs de la lagune."
      products={newProducts(products)}
    />
  );
}
