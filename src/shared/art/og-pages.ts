/**
 * Share pictures (Open Graph, 1200×630 JPEG, ≤ 100 KB: ADR 0115): every product has its own, every
 * collection its own (three of its garments), and every info page its own (three garments picked
 * for that page), instead of one picture shared by every page. Plain data, read by the art
 * generator (scripts/generate-art.ts) and by `seo()`: a test checks that this list is the route
 * table's listed pages without a parameter (src/shared/art/og-pages.test.ts).
 */
import { artUrl } from './art-url.ts';

/** The shop's pages without a parameter, other than the home page, that get their own picture. */
export const OG_PAGES = [
  '/cart',
  '/categories',
  '/collections',
  '/collections/spring-summer',
  '/new',
  '/stores',
  '/faqs',
  '/about',
  '/country',
  '/contact',
  '/help',
  '/size-guide',
  '/bestsellers',
  '/sales',
  '/sustainability',
  '/careers',
  '/shipping',
  '/returns',
  '/terms',
  '/privacy',
] as const;

/** `/collections/spring-summer` → `collections-spring-summer`. */
function slug(path: string): string {
  return path.replace(/^\/+/, '').replaceAll('/', '-');
}

/** The share picture drawn for a page of OG_PAGES, or for a collection's page. */
export function pageOgImage(path: string): string | undefined {
  const page = path.replace(/\/+$/, '');
  if ((OG_PAGES as readonly string[]).includes(page)) return artUrl(`og/pages/${slug(page)}.jpg`);
  const collection = /^\/collections\/([a-z-]+)$/.exec(page)?.[1];
  return collection ? artUrl(`og/collections/${collection}.jpg`) : undefined;
}

/** The relative file of a page's picture (the art generator writes it). */
export function pageOgFile(path: string): string {
  return `og/pages/${slug(path)}.jpg`;
}
