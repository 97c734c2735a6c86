// `/recherche?q=…` sent with its results in it (ADR 0094). The build writes, beside the client, a
// Node module that renders the results region with the browser's own component
// (src/web/search-ssr.tsx → <BUILD_DIR>/search/search-ssr.js); this puts what it renders into the
// prerendered search page. Without that module (an older build) or when it fails, the prerendered
// page is sent as it is and the browser searches by itself, as before.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../http/escape-html.ts';

/** What search-ssr.js renders for a URL (see src/web/search-ssr.tsx). */
export interface RenderedSearch {
  query: string;
  head: string;
  region: string;
  data: string;
}
export type RenderSearch = (url: string) => Promise<RenderedSearch | undefined>;

/** Loads the build's renderer once; undefined when the build has none. */
export function searchRenderer(file: string): () => Promise<RenderSearch | undefined> {
  let loaded: Promise<RenderSearch | undefined> | undefined;
  return () => {
    loaded ??= existsSync(file)
      ? import(pathToFileURL(file).href).then((m: { renderSearch: RenderSearch }) => m.renderSearch)
      : Promise.resolve(undefined);
    return loaded;
  };
}

const REGION_START = '<div id="resultats"';

/** Where the element opening at `start` ends (its closing `</div>` included). */
function endOfDiv(html: string, start: number): number {
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return -1;
}

/**
 * The prerendered search page with the results region replaced, the query in the search field,
 * the first pictures' preloads in <head> and the results' data before </body>. Undefined when the
 * page is not the one expected (then the prerendered page is sent instead).
 */
export function pageWithResults(template: string, rendered: RenderedSearch): string | undefined {
  const start = template.indexOf(REGION_START);
  const end = start < 0 ? -1 : endOfDiv(template, start);
  const field = template.indexOf('id="recherche-page"');
  if (end < 0 || field < 0 || !rendered.region.startsWith(REGION_START)) return undefined;
  const page = template.slice(0, start) + rendered.region + template.slice(end);
  const value = `id="recherche-page" value="${escapeHtml(rendered.query)}"`;
  const head = page.indexOf('</head>');
  const body = page.lastIndexOf('</body>');
  if (head < 0 || body < head) return undefined;
  return (
    page.slice(0, head) +
    rendered.head +
    page.slice(head, body).replace('id="recherche-page"', () => value) +
    rendered.data +
    page.slice(body)
  );
}
