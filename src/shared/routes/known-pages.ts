import { AUTH_LINKS } from './special-paths.ts';
import {
  hasParam,
  isCatchAll,
  NOT_FOUND_SHELL_PATH,
  PAGE_ROUTES,
  type PageRoute,
  type ParamPagePath,
} from './route-table.ts';

export { NOT_FOUND_SHELL_PATH };

/**
 * The values each route with a parameter is listed for. A record over every such route of the
 * table: a new `:param` route does not typecheck until it says which pages it has.
 */
const PARAM_VALUES: Record<
  ParamPagePath,
  (productIds: readonly string[], categoryIds: readonly string[]) => readonly string[]
> = {
  '/product/:id': (productIds) => productIds,
  '/collections/:categoryId': (_productIds, categoryIds) => categoryIds,
  '/auth/:link': () => AUTH_LINKS,
};

/** `/product/:id` + `abc` → `/product/abc`. */
export function fillPath(path: string, value: string): string {
  return path.replace(/:[^/]+/, encodeURIComponent(value));
}

export interface KnownPage {
  /** The page's URL path. */
  path: string;
  route: PageRoute;
}

/**
 * Every page of the shop known in advance, with the route that renders it: the pages the server's
 * page cache keeps and warms (src/server/pages/pages.ts) and the sitemap lists, for the products
 * published in the database (`productIds`) and the categories shown (`categoryIds`,
 * docs/decisions/0222; no default, so that no caller lists the sample shop's by forgetting hers).
 * The pages are rendered by the server per request, not at build time.
 * A path matched by a route of its own (`/collections/spring-summer`) is listed once, for that route.
 */
export function knownPages(
  productIds: readonly string[],
  categoryIds: readonly string[],
): KnownPage[] {
  const pages = new Map<string, KnownPage>();
  const routes = PAGE_ROUTES.filter((r) => r.known);
  for (const route of routes) {
    if (isCatchAll(route.path))
      pages.set(NOT_FOUND_SHELL_PATH, { path: NOT_FOUND_SHELL_PATH, route });
    else if (!hasParam(route.path)) pages.set(route.path, { path: route.path, route });
  }
  for (const route of routes) {
    if (!hasParam(route.path)) continue;
    for (const value of PARAM_VALUES[route.path as ParamPagePath](productIds, categoryIds)) {
      const path = fillPath(route.path, value);
      if (!pages.has(path)) pages.set(path, { path, route });
    }
  }
  return [...pages.values()];
}

export function knownPaths(
  productIds: readonly string[],
  categoryIds: readonly string[],
): string[] {
  return knownPages(productIds, categoryIds).map((page) => page.path);
}
