import { CATEGORIES } from '@shared/catalogue/categories.ts';
import type { Product } from '@shared/catalogue/types.ts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Button } from '~/components/ui/button';
import { SearchIcon } from '~/components/layout/header-search';
import { CategoryGrid } from '~/features/products/category-grid';
import { ProductListing } from '~/features/products/product-listing';
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

type Results = { query: string; products: Product[] } | { query: string; failed: true };

/**
 * /recherche?q=… (ADR 0075). The prerendered page is the form and the categories; the results
 * come after hydration from the same lazily loaded search as the header's suggestions.
 */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The prerendered HTML was made without a query: the first render matches it, then reads the URL.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = hydrated ? (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 80) : '';
  const [results, setResults] = useState<Results>();

  useEffect(() => {
    if (!query) return;
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
  }, [query]);
  const shown = results?.query === query ? results : undefined;
  const categories = <CategoryGrid categories={loaderData.categories} className="mt-6" />;

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
              maxLength={80}
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
      <div className="mx-auto max-w-7xl px-4 py-8">
        {!query ? (
          <section aria-labelledby="recherche-categories">
            <h2 id="recherche-categories" className="display-title text-lg sm:text-xl">
              Parcourir nos catégories
            </h2>
            <p className="mt-2 text-neutral-700">
              Tapez un nom, une couleur ou une matière : « pull », « marinière », « bleu »…
            </p>
            {categories}
          </section>
        ) : !shown ? (
          <p role="status" className="py-10 text-center text-neutral-700">
            Recherche en cours…
          </p>
        ) : 'failed' in shown ? (
          <section aria-labelledby="recherche-vide" className="py-4">
            <h2 id="recherche-vide" className="text-xl font-bold">
              La recherche est indisponible pour le moment
            </h2>
            <p className="mt-2 text-neutral-700">
              Vérifiez votre connexion et réessayez, ou parcourez nos catégories :
            </p>
            {categories}
          </section>
        ) : shown.products.length === 0 ? (
          <section aria-labelledby="recherche-vide" className="py-4">
            <h2 id="recherche-vide" className="text-xl font-bold">
              Aucun produit pour « {query} »
            </h2>
            <p className="mt-2 text-neutral-700">
              Vérifiez l'orthographe ou essayez un mot plus simple, ou parcourez nos catégories :
            </p>
            {categories}
          </section>
        ) : (
          <section aria-labelledby="recherche-resultats">
            <h2 id="recherche-resultats" className="mb-4 text-xl font-bold">
              Résultats pour « {query} »
            </h2>
            <ProductListing key={query} products={shown.products} initial={12} step={12} />
          </section>
        )}
      </div>
    </>
  );
}
