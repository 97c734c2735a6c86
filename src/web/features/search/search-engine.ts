import type { Product } from '@shared/catalogue/types.ts';
import {
  findProducts,
  loadSearchIndex,
  type SearchIndexFile,
} from '@shared/search/search-index.ts';

/**
 * The browser's side of the search (ADR 0075): MiniSearch and the index file, loaded together the
 * first time a shopper uses a search field (this module is only ever imported dynamically).
 */
export interface ProductSearch {
  find: (query: string) => Product[];
}

let loading: Promise<ProductSearch> | undefined;

/**
 * The server's index of the catalogue as it is now (in `npm run dev` too): /api/search-index
 * redirects to the index named by its content, which the browser keeps (ADR 0135).
 */
const INDEX_URL = '/api/search-index';

async function load(): Promise<ProductSearch> {
  const response = await fetch(INDEX_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Index de recherche indisponible (${response.status})`);
  const file = (await response.json()) as SearchIndexFile;
  const search = loadSearchIndex(file);
  const byId = new Map(file.products.map((p) => [p.id, p]));
  return { find: (query) => findProducts(search, byId, query) };
}

/** One download per visit; a failed one (offline) is tried again at the next call. */
export function productSearch(): Promise<ProductSearch> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
