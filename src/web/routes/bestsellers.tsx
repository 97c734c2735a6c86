import { popularProducts } from '@shared/catalogue/categories.ts';
import { productSummary } from '@shared/catalogue/types.ts';
import { ListingPage } from '~/features/products/listing-page';
import { storefrontCatalogue } from '~/lib/catalogue.server';
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

/** Runs on the server: the listing travels in the page's HTML, from the catalogue as it is now. */
export function loader({ context }: Route.LoaderArgs) {
  const { products, categories } = storefrontCatalogue(context);
  const popular = popularProducts(products, categories);
  // The popular picks first, then more in-stock products to fill the page.
  const more = products.filter((p) => p.inStock && !popular.includes(p));
  return { products: [...popular, ...more].slice(0, SHOWN).map(productSummary) };
}

export default function Bestsellers({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kicker="Les préférés"
      title="MEILLEURES VENTES"
      intro="Les pièces que nos clients s'arrachent, une par catégorie puis toutes les autres."
      products={loaderData.products}
    />
  );
}
