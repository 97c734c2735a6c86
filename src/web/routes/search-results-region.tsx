import type { Category, ProductSummary } from '@shared/catalogue/types.ts';
import { CategoryGrid } from '~/features/products/category-grid';
import { ProductListing } from '~/features/products/product-listing';

export type SearchResults =
  { query: string; products: ProductSummary[] } | { query: string; failed: true };

/** The longest query read from `?q=`: longer ones are cut, by the browser and the server alike. */
export const SEARCH_QUERY_MAX = 80;

/** The query a search URL asks for (`?q=…`), trimmed and cut as the search form's field does. */
export function searchQueryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

/** The element the server fills with a query's results (ADR 0094). */
export const SEARCH_REGION_ID = 'resultats';

/**
 * Under the search form: the categories without a query, then the results, the empty state or the
 * failure. The server renders it with the results of its loader, so the page a shopper receives
 * already shows them.
 */
export function SearchResultsRegion({
  query,
  shown,
  categories: allCategories,
}: {
  query: string;
  /** What was found for `query`; undefined while searching. */
  shown: SearchResults | undefined;
  categories: readonly Pick<Category, 'id' | 'name'>[];
}) {
  const categories = <CategoryGrid categories={allCategories} className="mt-6" />;
  return (
    <div id={SEARCH_REGION_ID} className="mx-auto max-w-7xl px-4 py-8">
      {!query ? (
        <section aria-labelledby="recherche-categories">
          <h2 id="recherche-categories" className="display-title text-lg sm:text-xl">
            Parcourir nos catégories
          </h2>
          <p className="mt-2 text-neutral-700">
            Tapez un nom, une couleur ou une matière : « pull », « marinière », « bleu »…
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
            Vérifiez votre connexion et réessayez, ou parcourez nos catégories :
          </p>
          {categories}
        </section>
      ) : shown.products.length === 0 ? (
        <section aria-labelledby="recherche-vide" className="py-4">
          <h2 id="recherche-vide" className="text-xl font-bold">
            Aucun produit pour « {query} »
          </h2>
          <p className="mt-2 text-neutral-700">
            Vérifiez l'orthographe ou essayez un mot plus simple, ou parcourez nos catégories :
          </p>
          {categories}
        </section>
      ) : (
        <section aria-labelledby="recherche-resultats">
          <h2 id="recherche-resultats" className="mb-4 text-xl font-bold">
            Résultats pour « {query} »
          </h2>
          <ProductListing key={query} products={shown.products} initial={12} step={12} />
        </section>
      )}
    </div>
  );
}
