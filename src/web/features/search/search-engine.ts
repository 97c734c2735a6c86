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

let loading: { url: string; search: Promise<ProductSearch> } | undefined;

async function load(indexUrl: string): Promise<ProductSearch> {
  const response = await fetch(indexUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Index de recherche indisponible (${response.status})`);
  const file = (await response.json()) as SearchIndexFile;
  const search = loadSearchIndex(file);
  const byId = new Map(file.products.map((p) => [p.id, p]));
  return { find: (query) => findProducts(search, byId, query) };
}

/**
 * One download per visit and index (`indexUrl` is the root data's, named by the catalogue's
 * content); a failed one (offline) is tried again at the next call.
 */
export function productSearch(indexUrl: string): Promise<ProductSearch> {
  if (loading?.url !== indexUrl) {
    const search = load(indexUrl).catch((error: unknown) => {
      if (loading?.search === search) loading = undefined;
      throw error;
    });
    loading = { url: indexUrl, search };
  }
  return loading.search;
}
