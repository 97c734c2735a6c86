import { productSummary } from '@shared/catalogue/types.ts';
import { ListingPage } from '~/features/products/listing-page';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/sales';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Soldes',
      description: 'Les soldes LAGUNE : t-shirts, tops et pulls à prix réduits, livrés à Abidjan.',
      breadcrumbs: [{ name: 'Soldes', path: '/sales' }],
    },
  );

/** Runs on the server: the listing travels in the page's HTML, from the catalogue as it is now. */
export function loader({ context }: Route.LoaderArgs) {
  const { products } = storefrontCatalogue(context);
  return {
    products: products
      .filter((p) => p.oldPrice !== undefined && p.oldPrice > p.price)
      .map(productSummary),
  };
}

export default function Sales({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kicker="Prix barrés"
      title="SOLDES"
      intro="Nos pièces à prix réduit, tant qu'il y en a."
      products={loaderData.products}
    />
  );
}
