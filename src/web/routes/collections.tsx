import { productSummary } from '@shared/catalogue/types.ts';
import { EMPTY_CONTENT } from '@shared/content/shop-content.ts';
import { plural } from '@shared/format/plural.ts';
import { COLLECTION_PHOTO_SIZES } from '@shared/media/photo-sizes.ts';
import { Link } from 'react-router';
import { BackButton } from '~/components/ui/back-button';
import { collectionTiles } from '~/features/products/collection-tiles';
import { ProductListing } from '~/features/products/product-listing';
import { LookPictureBox } from '~/features/products/look-card';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { pageServices } from '~/lib/page-services';
import { seo } from '~/lib/seo';
import type { Route } from './+types/collections';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Nos collections',
      description:
        'Les collections LAGUNE : été, hiver, édition limitée et essentiels, pensées pour Abidjan.',
      breadcrumbs: [{ name: 'Nos collections', path: '/collections' }],
    },
  );

/** Runs on the server: every published product, in the page's HTML rather than its JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  const catalogue = storefrontCatalogue(context);
  const { looks } = pageServices(context).content ?? EMPTY_CONTENT;
  return {
    collections: collectionTiles(catalogue, looks),
    products: catalogue.products.map(productSummary),
  };
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <BackButton />
      <h1 className="display-title mt-4 mb-8 text-center text-3xl sm:text-4xl">Nos Collections</h1>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-5">
        {loaderData.collections.map((c) => (
          <li key={c.to}>
            <Link to={c.to} className="group relative block overflow-hidden rounded-md bg-sand">
              <LookPictureBox picture={c.picture} alt="" sizes={COLLECTION_PHOTO_SIZES} />
              <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/80 to-transparent p-4 pt-12 text-white">
                <span className="text-sm font-bold tracking-[0.15em] uppercase sm:text-base">
                  {c.name}
                </span>
                <span className="text-sm">
                  {c.count} {plural(c.count, c.unit, `${c.unit}s`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="tous-produits" className="mt-16">
        <h2 id="tous-produits" className="display-title mb-6 text-lg sm:text-xl">
          Tous nos produits
        </h2>
        <ProductListing products={loaderData.products} initial={12} step={12} />
      </section>
    </div>
  );
}
