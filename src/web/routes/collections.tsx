import { productSummary } from '@shared/catalogue/types.ts';
import { Link } from 'react-router';
import { BackButton } from '~/components/ui/back-button';
import { LOOK_HEIGHT, LOOK_WIDTH, lookImage } from '~/features/products/looks';
import { ProductListing } from '~/features/products/product-listing';
import { storefrontCatalogue } from '~/lib/catalogue.server';
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

/** The four collections with their stated product counts. */
const COLLECTIONS = [
  { id: 'summer', name: 'Collection Été', count: 8, look: 4, to: '/collections/spring-summer' },
  { id: 'winter', name: 'Collection Hiver', count: 6, look: 2, to: '/collections/pull' },
  { id: 'limited', name: 'Édition Limitée', count: 4, look: 6, to: '/collections/limited-edition' },
  { id: 'essentials', name: 'Essentiels', count: 10, look: 3, to: '/collections/t-shirt' },
] as const;

/** Runs on the server: every published product, in the page's HTML rather than its JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  return { products: storefrontCatalogue(context).products.map(productSummary) };
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <BackButton />
      <h1 className="display-title mt-4 mb-8 text-center text-3xl sm:text-4xl">Nos Collections</h1>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-5">
        {COLLECTIONS.map((c) => (
          <li key={c.id}>
            <Link to={c.to} className="group relative block overflow-hidden rounded-md bg-sand">
              <img
                src={lookImage(c.look)}
                alt=""
                width={LOOK_WIDTH}
                height={LOOK_HEIGHT}
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/80 to-transparent p-4 pt-12 text-white">
                <span className="text-sm font-bold tracking-[0.15em] uppercase sm:text-base">
                  {c.name}
                </span>
                <span className="text-sm">{c.count} produits</span>
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
