import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../catalogue/categories.ts';
import { products } from '../catalogue/products.ts';
import { robotsTxt, sitemapXml } from './crawl.ts';
import { knownPages, knownPaths } from './known-pages.ts';
import {
  LAYOUT_FILES,
  NOT_FOUND_PATH,
  NOT_FOUND_SHELL_PATH,
  PAGE_ROUTES,
  paramRouteSegments,
} from './route-table.ts';

const webFile = (file: string) => fileURLToPath(new URL(`../../web/${file}`, import.meta.url));

describe('route table', () => {
  it('names route and layout modules that exist, each path once', () => {
    for (const file of [...PAGE_ROUTES.map((r) => r.file), ...Object.values(LAYOUT_FILES)]) {
      expect(existsSync(webFile(file)), file).toBe(true);
    }
    const paths = PAGE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('/'))).toBe(true);
  });

  it('keeps the admin wing in its own layout, out of search engines', () => {
    const admin = PAGE_ROUTES.filter((r) => r.layout === 'admin');
    expect(admin.map((r) => r.path)).toContain('/admin/dashboard');
    for (const route of admin) {
      expect(route.path.startsWith('/admin/'), route.path).toBe(true);
      expect(route.crawl, route.path).toBe('disallow');
    }
    expect(
      PAGE_ROUTES.filter((r) => r.path.startsWith('/admin')).every((r) => r.layout === 'admin'),
    ).toBe(true);
  });

  it('lists every page once: static routes, each category, each product, the 404 shell', () => {
    const paths = knownPaths(
      products.map((p) => p.id),
      CATEGORY_IDS,
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of PAGE_ROUTES) {
      if (!route.path.includes(':') && route.path !== '/*') expect(paths).toContain(route.path);
    }
    for (const id of CATEGORY_IDS) expect(paths).toContain(`/collections/${id}`);
    for (const product of products) expect(paths).toContain(`/product/${product.id}`);
    expect(paths).toContain(NOT_FOUND_SHELL_PATH);
    expect(paths).toContain(NOT_FOUND_PATH);
    // A path with a route of its own is rendered by that route, not by the parameter route.
    const springSummer = knownPages([], CATEGORY_IDS).find(
      (p) => p.path === '/collections/spring-summer',
    );
    expect(springSummer?.route.file).toBe('routes/spring-summer.tsx');
    expect(
      knownPages([], CATEGORY_IDS).find((p) => p.path === NOT_FOUND_SHELL_PATH)?.route.path,
    ).toBe('/*');
  });

  it('tells the server which first segments carry a parameter', () => {
    expect(paramRouteSegments().sort()).toEqual(['auth', 'collections', 'product']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = sitemapXml(
    'https://lagune.ci/',
    knownPages(
      products.map((p) => p.id),
      CATEGORY_IDS,
    ),
  );
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('list the shop pages, categories and products at the public address', () => {
    expect(locs).toContain('https://lagune.ci/');
    expect(locs).toContain('https://lagune.ci/collections/t-shirt');
    expect(locs).toContain(`https://lagune.ci/product/${products[0]!.id}`);
    expect(locs).toHaveLength(new Set(locs).size);
  });

  it('leave out the 404 pages and every page that is not for search engines', () => {
    const hidden = PAGE_ROUTES.filter((r) => r.crawl !== 'sitemap' && r.path !== '/*');
    expect(hidden.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/auth', '/profile', '/admin/dashboard', '/vip', NOT_FOUND_PATH]),
    );
    for (const route of hidden) expect(locs).not.toContain(`https://lagune.ci${route.path}`);
    expect(locs).not.toContain(`https://lagune.ci${NOT_FOUND_SHELL_PATH}`);
  });

  it('forbid the API and the private pages, and point at the sitemap', () => {
    const robots = robotsTxt('https://lagune.ci/');
    for (const path of [
      '/api/',
      '/auth',
      '/mfa-verification',
      '/profile',
      '/orders',
      '/favorites',
      '/settings',
      '/admin/dashboard',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toContain('Disallow: /vip');
    expect(robots).toContain('Sitemap: https://lagune.ci/sitemap.xml');
  });
});
