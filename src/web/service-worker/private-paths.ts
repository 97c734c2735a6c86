import { PREVIEW_PARAM } from '@shared/catalogue/preview.ts';
import { PAGE_ROUTES } from '@shared/routes/route-table.ts';

/**
 * Pages the service worker never keeps, nor what they load (ADR 0122): the account, sign-in and
 * admin pages (the route table's `disallow` rows), order tracking and the VIP page.
 */
const PRIVATE_PREFIXES = [
  ...PAGE_ROUTES.filter((r) => r.crawl === 'disallow').map((r) => r.path.split('/:')[0]!),
  '/admin',
  '/suivi',
  '/vip',
];

/**
 * Read as the server's routes match it: any case, percent-encoding decoded, and a page's data
 * (`/suivi.data`) like the page itself.
 */
export function isPrivatePath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  path = path.toLowerCase().replace(/\.data$/, '');
  return PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** A private page, or a product's preview (ADR 0146): the owner's alone, never kept offline. */
export function isPrivateUrl(url: URL): boolean {
  return isPrivatePath(url.pathname) || url.searchParams.has(PREVIEW_PARAM);
}
