// Writes public/sitemap.xml and public/robots.txt (both git-ignored: they carry the public URL) from the prerendered path list, so it is copied into the
// build and served at /sitemap.xml. Private pages and the 404 shells are left out.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHOP } from '../src/shared/config/shop.ts';
import { NOT_FOUND_SHELL_PATH, prerenderPaths } from '../src/shared/routes/prerender-paths.ts';

const PRIVATE = new Set([
  NOT_FOUND_SHELL_PATH,
  '/not-found',
  '/auth',
  '/mfa-verification',
  '/profile',
  '/orders',
  '/favorites',
  '/settings',
  '/vip',
  '/admin/dashboard',
]);

export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  const urls = paths
    .filter((p) => !PRIVATE.has(p) && !p.startsWith('/admin'))
    .map((p) => `  <url><loc>${base}${p === '/' ? '/' : p}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Shop pages are public; account, checkout and admin pages are not for search engines. */
export function robotsTxt(baseUrl: string): string {
  const disallow = [
    '/api/',
    '/admin/',
    '/auth',
    '/mfa-verification',
    '/profile',
    '/orders',
    '/favorites',
    '/settings',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${baseUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

const publicUrl = process.env.PUBLIC_URL ?? SHOP.publicUrl;
const xml = sitemapXml(publicUrl, prerenderPaths());
writeFileSync(fileURLToPath(new URL('../public/sitemap.xml', import.meta.url)), xml);
writeFileSync(
  fileURLToPath(new URL('../public/robots.txt', import.meta.url)),
  robotsTxt(publicUrl),
);
console.log(`sitemap.xml : ${xml.split('<url>').length - 1} adresses (${publicUrl})`);
