import { products } from '@shared/catalogue/products.ts';
import { ListingPage } from '~/features/products/listing-page';
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

export default function Sales() {
  return (
    <ListingPage
      kicker="Prix barrés"
      title="SOLDES"
      intro="Nos pièces à prix réduit, tant qu'il y en a."
      products={products.filter((p) => p.oldPrice !== undefined && p.oldPrice > p.price)}
    />
  );
}
