import { createContext, type RouterContextProvider } from 'react-router';
import type { JsonLd } from './structured-data';

/**
 * A page's schema.org JSON-LD (ADR 0114) travels in its HTML only: its loader sets it here and the
 * server's render writes it at the end of <head> (entry.server.tsx). In the loader's data it went
 * into the page a second time, as JavaScript the browser parsed before hydration and never used
 * (ADR 0226). Pages reached by an in-app navigation carry none: search engines read each page as
 * the server sends it.
 */
const pageJsonLdContext = createContext<JsonLd | null>(null);

/** In a loader: the page's JSON-LD document. */
export function setPageJsonLd(context: Readonly<RouterContextProvider>, document: JsonLd): void {
  context.set(pageJsonLdContext, document);
}

// As React Router's <Meta> writes it: no '<' nor '&' that would end the script or read as markup.
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The `<script type="application/ld+json">` of the page being rendered, or '' when it has none. */
export function pageJsonLdScript(context: Readonly<RouterContextProvider>): string {
  const document = context.get(pageJsonLdContext);
  if (!document) return '';
  const json = JSON.stringify(document).replace(/[&<>\u2028\u2029]/g, (c) => ESCAPES[c]!);
  return `<script type="application/ld+json">${json}</script>`;
}
