import type { Product } from '@shared/catalogue/types.ts';

/**
 * The results the server put in a `/recherche?q=…` page (ADR 0094), carried beside them as JSON
 * so that the browser's first render shows the same results and hydrates them as they are.
 */
export interface ServerSearch {
  query: string;
  products: Product[];
}

export const SERVER_SEARCH_ID = 'lagune-resultats';

/** The `<script type="application/json">` the server writes into the page. */
export function serverSearchScript(data: ServerSearch): string {
  // `<` escaped: a product text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_SEARCH_ID}">${json}</script>`;
}

/** In the browser, what the server found for `query`; undefined elsewhere or for another query. */
export function readServerSearch(query: string): ServerSearch | undefined {
  if (typeof document === 'undefined' || !query) return undefined;
  const text = document.getElementById(SERVER_SEARCH_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ServerSearch>;
    return data.query === query && Array.isArray(data.products)
      ? { query, products: data.products }
      : undefined;
  } catch {
    return undefined;
  }
}
