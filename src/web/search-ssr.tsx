// Runs on the server, built by vite.search.config.ts (ADR 0094): renders the results of
// `/recherche?q=…` with the very component the browser renders them with, so that the page a
// shopper receives already shows them (no wait for the app and the index, no layout shift) and
// the browser hydrates them as they are.
import { CATEGORIES } from '@shared/catalogue/categories.ts';
import { products } from '@shared/catalogue/products.ts';
import { buildSearchIndex, findProducts, loadSearchIndex } from '@shared/search/search-index.ts';
import { renderToReadableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import {
  SEARCH_REGION_ID,
  SearchResultsRegion,
  searchQueryOf,
} from '~/routes/search-results-region';
import { serverSearchScript } from '~/features/search/server-results';

// The same index the build writes for the browser (scripts/vite-search-index.ts), from the same catalogue.
const file = buildSearchIndex(products);
const index = loadSearchIndex(file);
const byId = new Map(file.products.map((p) => [p.id, p]));

export interface RenderedSearch {
  /** The query as read from the URL (trimmed, cut to 80 characters). */
  query: string;
  /** What React hoists for <head>: preloads of the first pictures. */
  head: string;
  /** The `<div id="resultats">…</div>` element, as the route renders it for these results. */
  region: string;
  /** The results' data, a `<script type="application/json">` for the browser's first render. */
  data: string;
}

/** `url` is the request's path and query string; undefined when it asks for no query. */
export async function renderSearch(url: string): Promise<RenderedSearch | undefined> {
  const query = searchQueryOf(new URL(url, 'http://localhost').search);
  if (!query) return undefined;
  const shown = { query, products: findProducts(index, byId, query) };
  const stream = await renderToReadableStream(
    <MemoryRouter initialEntries={[url]}>
      <SearchResultsRegion query={query} shown={shown} categories={CATEGORIES} />
    </MemoryRouter>,
    // Like entry.server.tsx: one piece, every lazily loaded part written in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const start = html.indexOf(`<div id="${SEARCH_REGION_ID}"`);
  return {
    query,
    head: html.slice(0, start),
    region: html.slice(start),
    data: serverSearchScript(shown),
  };
}
