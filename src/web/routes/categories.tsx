import { shownCategories } from '@shared/catalogue/categories.ts';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { BackButton } from '~/components/ui/back-button';
import { CategoryGrid } from '~/features/products/category-grid';
import { seo } from '~/lib/seo';
import type { Route } from './+types/categories';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Catégories',
      description:
        'Toutes les catégories LAGUNE : t-shirts, pulls, complets, shorts, tops, t-shirts personnalisés, édition limitée et collection printemps/été.',
      breadcrumbs: [{ name: 'Catégories', path: '/categories' }],
    },
  );

/** Runs on the server: her shown categories, in her order (docs/decisions/0222). */
export function loader({ context }: Route.LoaderArgs) {
  return { categories: shownCategories(storefrontCatalogue(context).categories) };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <BackButton />
      <h1 className="display-title mt-4 mb-8 text-center text-3xl sm:text-4xl">CATÉGORIES</h1>
      <CategoryGrid categories={loaderData.categories} />
    </div>
  );
}
