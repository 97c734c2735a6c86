import { popularProducts } from '@shared/catalogue/categories.ts';
import { products } from '@shared/catalogue/products.ts';
import { ListingPage } from '~/features/products/listing-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/bestsellers';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Meilleures ventes',
      description: 'Les meilleures ventes LAGUNE : les pièces préférées de nos clients à Abidjan.',
      breadcrumbs: [{ name: 'Meilleures ventes', path: '/bestsellers' }],
    },
  );

const SHOWN = 12;

export default function Bestsellers() {
  const popular = popularProducts(products);
  // The popular picks first, then more in-stock products to fill the page.
  const more = products.filter((p) => p.inStock && !popular.includes(p));
  return (
    <ListingPage
      kicker="Les préférés"
      title="MEILLEURES VENTES"
      intro="Les pièces que nos clients s'arrachent, une par catégorie puis toutes les autres."
      products={[...popular, ...more].slice(0, SHOWN)}
    />
  );
}
