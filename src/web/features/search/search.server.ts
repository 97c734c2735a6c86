// The product search the server runs for `/recherche?q=…` (the route's loader): the same index and
// rules as the header's suggestions in the browser (scripts/vite-search-index.ts), built once from
// the catalogue. A `.server` module: it never reaches the browser's bundles.
import { products } from '@shared/catalogue/products.ts';
import type { Product } from '@shared/catalogue/types.ts';
import { buildSearchIndex, findProducts, loadSearchIndex } from '@shared/search/search-index.ts';

const file = buildSearchIndex(products);
const index = loadSearchIndex(file);
const byId = new Map(file.products.map((p) => [p.id, p]));

/** The products matching `query`, best first. */
export function searchProducts(query: string): Product[] {
  return findProducts(index, byId, query);
}
