import { productSummary } from '@shared/catalogue/types.ts';
import { shownCategories } from '@shared/catalogue/categories.ts';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { SearchIcon } from '~/components/layout/header-search';
import {
  SEARCH_QUERY_MAX,
  SearchResultsRegion,
  searchQueryOf,
  type SearchResults,
} from './search-results-region';
import { searchProducts } from '~/features/search/search.server';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/search';

/**
 * Runs on the server for every query (ADR 0096): the page arrives with its results in it, and a
 * new query typed in the app asks the server again. Result pages are rendered per query, never
 * kept in the shop's page cache (src/server/pages/).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = searchQueryOf(new URL(request.url).search);
  const catalogue = storefrontCatalogue(context);
  const results: SearchResults | undefined = query
    ? { query, products: searchProducts(catalogue, query).map(productSummary) }
    : undefined;
  return { categories: shownCategories(catalogue.categories), query, results };
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Recherche',
      description:
        'Cherchez parmi les vêtements LAGUNE : t-shirts, pulls, complets, shorts et tops, par nom, couleur ou matière.',
    },
  ),
  // Result pages depend on what each visitor types: nothing for search engines to index.
  { name: 'robots', content: 'noindex' },
];

/** /recherche?q=… (ADR 0075): the search form, then the server's results for the query. */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { query, results, categories } = loaderData;

  return (
    <>
      <header className="border-b border-ink/10 bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
          <h1 className="display-title text-3xl sm:text-4xl">Recherche</h1>
          <form
            action="/recherche"
            role="search"
            onSubmit={(event) => {
              // In-app navigation; before hydration the browser submits the GET form itself.
              event.preventDefault();
              const q = new FormData(event.currentTarget).get('q');
              void navigate(`/recherche?${new URLSearchParams({ q: String(q ?? '').trim() })}`);
            }}
            aria-label="Rechercher un produit"
            className="mt-5 flex max-w-xl gap-2"
          >
            <label htmlFor="recherche-page" className="sr-only">
              Que cherchez-vous ?
            </label>
            <input
              key={query}
              id="recherche-page"
              type="search"
              name="q"
              defaultValue={query}
              placeholder="Pull, marinière, bleu…"
              maxLength={SEARCH_QUERY_MAX}
              enterKeyHint="search"
              className="h-12 min-w-0 flex-1 rounded-full border border-black/20 bg-white px-5 text-base"
            />
            <Button type="submit" size="lg" className="rounded-full">
              <SearchIcon className="size-5" />
              <span className="max-sm:sr-only">Rechercher</span>
            </Button>
          </form>
        </div>
      </header>
      <SearchResultsRegion query={query} shown={results} categories={categories} />
    </>
  );
}
