/**
 * The one table of page routes. Everything that names a page path derives from it:
 * the React Router config (`src/web/routes.ts`), the list of known pages (`known-pages.ts`), the
 * sitemap and robots.txt (served by src/server/catalogue/catalogue-routes.ts) and the server's 404 rules
 * (`src/server/static/site.ts`). Canonical and Open Graph URLs come from the path a page is rendered
 * at (`src/web/lib/seo.ts`), which is a path of this table. Adding a page = adding a row here.
 *
 * Pure data: the route config and the build read it; the browser never needs it.
 */
import { NOT_FOUND_PATH } from './special-paths.ts';

export { NOT_FOUND_PATH, NOT_FOUND_SHELL_PATH } from './special-paths.ts';

/** Which layout route wraps the page: the shop (header, footer, banner) or the admin wing. */
export type RouteLayout = 'shop' | 'admin';

/**
 * What search engines may do with the page:
 * - `sitemap`: listed in sitemap.xml;
 * - `unlisted`: neither listed nor forbidden (the not-found pages, pages behind a sign-in that
 *   still describe something public);
 * - `disallow`: forbidden in robots.txt (account, sign-in and admin pages).
 */
export type RouteCrawl = 'sitemap' | 'unlisted' | 'disallow';

export interface PageRoute {
  /** React Router path: `/`, `/product/:id`, `/*` for the catch-all. */
  readonly path: string;
  /** The route module, relative to `src/web`. */
  readonly file: string;
  readonly layout: RouteLayout;
  /**
   * Listed among the known pages (known-pages.ts). A route with a `:param` is listed once per
   * known value (see PARAM_VALUES there); the catch-all once, at NOT_FOUND_SHELL_PATH.
   */
  readonly known: boolean;
  readonly crawl: RouteCrawl;
}

/** The layout route modules, relative to `src/web`. */
export const LAYOUT_FILES: Record<RouteLayout, string> = {
  shop: 'components/layout/shop-layout.tsx',
  admin: 'components/layout/admin-layout.tsx',
};

const shop = <P extends string>(path: P, file: string, crawl: RouteCrawl = 'sitemap') =>
  ({ path, file: `routes/${file}.tsx`, layout: 'shop', known: true, crawl }) as const;

export const PAGE_ROUTES = [
  shop('/', 'home'),
  shop('/auth', 'auth', 'disallow'),
  // The links of the confirmation and reset e-mails: /auth/confirm and /auth/reset,
  // one route (one entry fewer in the manifest every page loads).
  shop('/auth/:link', 'auth-link', 'disallow'),
  shop('/mfa-verification', 'mfa-verification', 'disallow'),
  // The cart is each visitor's own: nothing for search engines (the page says noindex too).
  shop('/cart', 'cart', 'unlisted'),
  shop('/categories', 'categories'),
  shop('/collections', 'collections'),
  shop('/collections/spring-summer', 'spring-summer'),
  shop('/collections/:categoryId', 'category'),
  shop('/product/:id', 'product'),
  shop('/new', 'new'),
  shop('/stores', 'stores'),
  shop('/faqs', 'faqs'),
  shop('/about', 'about'),
  shop('/country', 'country'),
  shop('/contact', 'contact'),
  // Where the contact form lands when sent without JavaScript (a plain form post, then 303).
  shop('/contact/merci', 'contact-sent', 'unlisted'),
  shop('/vip', 'vip', 'unlisted'),
  shop('/profile', 'profile', 'disallow'),
  shop('/orders', 'orders', 'disallow'),
  shop('/favorites', 'favorites', 'disallow'),
  shop('/settings', 'settings', 'disallow'),
  shop('/help', 'help'),
  shop('/size-guide', 'size-guide'),
  shop('/bestsellers', 'bestsellers'),
  shop('/sales', 'sales'),
  shop('/sustainability', 'sustainability'),
  shop('/careers', 'careers'),
  shop('/shipping', 'shipping'),
  // Guest order tracking: a tool for buyers, nothing for search engines to list.
  shop('/suivi', 'suivi', 'unlisted'),
  // Search results: what each visitor types, nothing to list (the page says noindex too).
  shop('/recherche', 'search', 'unlisted'),
  shop('/returns', 'returns'),
  shop('/terms', 'terms'),
  shop('/privacy', 'privacy'),
  shop(NOT_FOUND_PATH, 'not-found', 'unlisted'),
  shop('/*', 'catch-all', 'unlisted'),
  // The admin wing: its own layout, nothing of the shop's. Rendered as a shell.
  {
    path: '/admin/dashboard',
    file: 'routes/admin-dashboard.tsx',
    layout: 'admin',
    known: true,
    crawl: 'disallow',
  },
  // The owner's invitation link (ADR 0201): its token rides in the fragment.
  {
    path: '/admin/invitation',
    file: 'routes/admin-invitation.tsx',
    layout: 'admin',
    known: true,
    crawl: 'disallow',
  },
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

/** The routes whose path has a `:param`, e.g. `/product/:id`. */
export type ParamPagePath = Extract<PagePath, `${string}:${string}`>;

export function hasParam(path: string): boolean {
  return path.includes('/:');
}

export function isCatchAll(path: string): boolean {
  return path === '/*';
}

/** `/product/:id` → `product`: the first segment of each route with a parameter. */
export function paramRouteSegments(): string[] {
  return [
    ...new Set(PAGE_ROUTES.filter((r) => hasParam(r.path)).map((r) => r.path.split('/')[1] ?? '')),
  ];
}
