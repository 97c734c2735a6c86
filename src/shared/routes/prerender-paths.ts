import { products } from '../catalogue/products.ts';
import { CATEGORY_IDS } from '../catalogue/categories.ts';

/**
 * Every path that is prerendered to HTML at build time. The server answers 200 only for these
 * (plus /product/<known id>); anything else gets the 404 page with HTTP 404.
 */
export const STATIC_PATHS = [
  '/',
  '/auth',
  '/mfa-verification',
  '/cart',
  '/categories',
  '/collections',
  '/new',
  '/stores',
  '/faqs',
  '/about',
  '/country',
  '/contact',
  '/vip',
  '/profile',
  '/orders',
  '/favorites',
  '/settings',
  '/help',
  '/admin/dashboard',
  '/size-guide',
  '/bestsellers',
  '/sales',
  '/sustainability',
  '/careers',
  '/shipping',
  '/returns',
  '/terms',
  '/privacy',
  '/not-found',
] as const;

/** A path that only the catch-all route matches; its HTML is served for every unknown URL. */
export const NOT_FOUND_SHELL_PATH = '/__404';

export function categoryPaths(): string[] {
  return CATEGORY_IDS.map((id) => `/collections/${id}`);
}

export function productPaths(): string[] {
  return products.map((p) => `/product/${p.id}`);
}

export function prerenderPaths(): string[] {
  return [...STATIC_PATHS, ...categoryPaths(), ...productPaths(), NOT_FOUND_SHELL_PATH];
}
