// The product search the server runs for `/recherche?q=…` (the route's loader): the same index and
// rules as the header's suggestions in the browser, built from the catalogue snapshot the page is
// rendered from (ADR 0135). A `.server` module: it never reaches the browser's bundles.
import type { StorefrontCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import type { Product } from '@shared/catalogue/types.ts';
import { buildSearchIndex, findProducts, loadSearchIndex } from '@shared/search/search-index.ts';

type Search = (query: string) => Product[];

/** One index per catalogue snapshot (a new snapshot after every catalogue change). */
const searches = new WeakMap<readonly Product[], Search>();

function searchOf({ products, categories }: StorefrontCatalogue): Search {
  let search = searches.get(products);
  if (!search) {
    const file = buildSearchIndex(products, categories);
    const index = loadSearchIndex(file);
    const byId = new Map(file.products.map((p) => [p.id, p]));
    search = (query) => findProducts(index, byId, query);
    searches.set(products, search);
  }
  return search;
}

/** The published products matching `query`, best first. */
export function searchProducts(catalogue: StorefrontCatalogue, query: string): Product[] {
  return searchOf(catalogue)(query);
}
