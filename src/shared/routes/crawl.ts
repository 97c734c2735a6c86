import type { KnownPage } from './known-pages.ts';
import { PAGE_ROUTES } from './route-table.ts';

function origin(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** sitemap.xml: every known page whose route is marked `sitemap` in the route table. */
export function sitemapXml(
  baseUrl: string,
  pages: readonly KnownPage[],
  /** When a page last changed (a product saved in the admin), by path: its `<lastmod>`. */
  lastModified: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = pages
    .filter((page) => page.route.crawl === 'sitemap')
    .map((page) => {
      const lastmod = lastModified.get(page.path);
      return `  <url><loc>${origin(baseUrl)}${page.path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: shop pages are public; the API and the routes marked `disallow` are not. */
export function robotsTxt(baseUrl: string): string {
  const disallow = [
    '/api/',
    // A route's parameter is a path segment for robots.txt: `/auth/:link` forbids `/auth/` and
    // everything below it (the e-mail links), which is what it meant.
    ...PAGE_ROUTES.filter((r) => r.crawl === 'disallow').map((r) =>
      r.path.includes('/:') ? r.path.slice(0, r.path.indexOf(':')) : r.path,
    ),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin(baseUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
