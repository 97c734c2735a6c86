import { newProducts } from '@shared/catalogue/categories.ts';
import { productSummary } from '@shared/catalogue/types.ts';
import { ListingPage } from '~/features/products/listing-page';
import { storefrontCatalogue } from '~/lib/catalogue.server';
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

/** Runs on the server: the listing travels in the page's HTML, from the catalogue as it is now. */
export function loader({ context }: Route.LoaderArgs) {
  const { products } = storefrontCatalogue(context);
  return { products: newProducts(products).map(productSummary) };
}

export default function New({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kicker="Tout juste arrivés"
      title="NOUVEAUTÉS"
      intro="Les dernières pièces de la saison, aux couleurs de la lagune."
      products={loaderData.products}
    />
  );
}
