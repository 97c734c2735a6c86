import { CATEGORIES } from '@shared/catalogue/categories.ts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Button } from '~/components/ui/button';
import { SearchIcon } from '~/components/layout/header-search';
import {
  SEARCH_QUERY_MAX,
  SearchResultsRegion,
  searchQueryOf,
  type SearchResults,
} from './search-results-region';
import { readServerSearch } from '~/features/search/server-results';
import { seo } from '~/lib/seo';
import type { Route } from './+types/search';

/** Runs at build time only (the page is prerendered): the category list is in the HTML. */
export function loader() {
  return { categories: CATEGORIES };
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...seo(location, {
    title: 'Recherche',
    description:
      'Cherchez parmi les vêtements LAGUNE : t-shirts, pulls, complets, shorts et tops, par nom, couleur ou matière.',
  }),
  // Result pages depend on what each visitor types: nothing for search engines to index.
  { name: 'robots', content: 'noindex' },
];

/** A new query changes only the query string: the build-time data stays. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/**
 * /recherche?q=… (ADR 0075, 0094). The prerendered page is the form and the categories. For a
 * query, the server sends the page with the results already in it (and their data beside them),
 * which the first render here reproduces; without that (the dev server, a server-side failure),
 * the results come after hydration from the same lazily loaded search as the header's suggestions.
 */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const urlQuery = searchQueryOf(search);
  // What the server found for this URL's query, read once from the page.
  const [server] = useState(() => readServerSearch(urlQuery));
  // The first render matches the HTML received: the server's results, or else the prerendered
  // page, made without a query; then the URL's query counts.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = hydrated ? urlQuery : (server?.query ?? '');
  const [results, setResults] = useState<SearchResults | undefined>(server);

  useEffect(() => {
    if (!query) return;
    if (server?.query === query) {
      setResults(server);
      return;
    }
    let current = true;
    import('~/features/search/search-engine')
      .then((m) => m.productSearch())
      .then(
        (search) => current && setResults({ query, products: search.find(query) }),
        () => current && setResults({ query, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [query, server]);
  const shown = results?.query === query ? results : undefined;

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
              Que cherchez-vous ?
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
      <SearchResultsRegion query={query} shown={shown} categories={loaderData.categories} />
    </>
  );
}
