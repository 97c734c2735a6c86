// Writes public/sitemap.xml and public/robots.txt (both git-ignored: they carry the public URL)
// from the route table, so they are copied into the build and served at the site's root.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHOP } from '../src/shared/config/shop.ts';
import { robotsTxt, sitemapXml } from '../src/shared/routes/crawl.ts';
import { prerenderPages } from '../src/shared/routes/prerender-paths.ts';

const publicUrl = process.env.PUBLIC_URL ?? SHOP.publicUrl;
const xml = sitemapXml(publicUrl, prerenderPages());
writeFileSync(fileURLToPath(new URL('../public/sitemap.xml', import.meta.url)), xml);
writeFileSync(
  fileURLToPath(new URL('../public/robots.txt', import.meta.url)),
  robotsTxt(publicUrl),
);
console.log(`sitemap.xml : ${xml.split('<url>').length - 1} adresses (${publicUrl})`);
