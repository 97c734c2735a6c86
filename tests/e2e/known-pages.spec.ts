import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  SAMPLE_CATEGORIES,
  productsInCategory,
  PAGINATION,
} from '../../src/shared/catalogue/categories.ts';
import { FREE_DELIVERY_LABEL } from '../../src/shared/config/shop.ts';
import { NOT_FOUND_SHELL_PATH, knownPaths } from '../../src/shared/routes/known-pages.ts';
import { NOT_FOUND_PATH } from '../../src/shared/routes/special-paths.ts';
import { escapeRegExp, priceText, products } from './support/shop.ts';

// What a crawler, a link preview or a phone on a slow network gets before any JavaScript runs.

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `statut HTTP de ${path}`).toBe(200);
  expect(response.headers()['content-type'] ?? '', `type de ${path}`).toContain('text/html');
  return decodeEntities(await response.text());
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** Visible text of the HTML (tags stripped), where CSS may uppercase: compare case-insensitively. */
function textOf(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

function h1Text(page: string): string {
  return textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? '').trim();
}

function metaContent(page: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*${attr}="${escapeRegExp(key)}"[^>]*>`).exec(page)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function canonical(page: string): string | undefined {
  const tag = /<link[^>]*rel="canonical"[^>]*>/.exec(page)?.[0];
  return tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
}

test.describe('HTML rendu par le serveur (sans JavaScript)', () => {
  test('accueil : bandeau, NOUVEAUTÉS et liens du pied de page', async ({ request }) => {
    const page = await html(request, '/');
    expect(page).toContain(FREE_DELIVERY_LABEL);
    expect(textOf(page).toUpperCase()).toContain('NOUVEAUTÉS');
    for (const path of ['/shipping', '/returns', '/terms', '/privacy', '/contact']) {
      expect(page, `lien ${path}`).toContain(`href="${path}"`);
    }
    expect(page).toContain('href="/new"');
  });

  test('catégories : titre et les 8 noms', async ({ request }) => {
    const page = await html(request, '/categories');
    const text = textOf(page);
    expect(h1Text(page).toUpperCase()).toBe('CATÉGORIES');
    for (const category of SAMPLE_CATEGORIES) {
      expect(text, `catégorie ${category.name}`).toContain(category.name);
    }
  });

  test('page T-Shirts : titre et premiers produits', async ({ request }) => {
    const page = await html(request, '/collections/t-shirt');
    expect(h1Text(page).toUpperCase()).toBe('T-SHIRTS');
    const first = productsInCategory(products, 't-shirt').slice(0, PAGINATION['t-shirt'].initial);
    expect(first.length, 'le catalogue contient des t-shirts').toBeGreaterThan(0);
    for (const product of first) {
      expect(textOf(page), `nom de ${product.id}`).toContain(product.name);
      expect(page, `lien vers ${product.id}`).toContain(`href="/product/${product.id}"`);
    }
  });

  test('page produit : nom, prix, Open Graph, canonique et JSON-LD', async ({ request }) => {
    const product = products.find((p) => p.inStock) ?? products[0];
    expect(product, 'le catalogue contient des produits').toBeDefined();
    if (!product) return;
    const page = await html(request, `/product/${product.id}`);
    const text = textOf(page);
    expect(text).toContain(product.name);
    expect(text).toMatch(priceText(product.price));
    expect(metaContent(page, 'property', 'og:title') ?? '').toContain(product.name);
    const ogImage = metaContent(page, 'property', 'og:image') ?? '';
    expect(ogImage).toMatch(/\.jpg$/);
    // The preview image really exists (canonical URLs point at the public host; fetch the path here).
    const jpeg = await request.get(new URL(ogImage, 'http://127.0.0.1').pathname);
    expect(jpeg.status(), `image Open Graph ${ogImage}`).toBe(200);
    expect(jpeg.headers()['content-type']).toContain('image/jpeg');
    for (const side of [product.images.front, product.images.back]) {
      expect((await request.get(side)).status(), `illustration ${side}`).toBe(200);
    }
    expect(canonical(page) ?? '').toMatch(new RegExp(`/product/${escapeRegExp(product.id)}$`));
    const jsonLd = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
      page,
    )?.[1];
    expect(jsonLd, 'bloc application/ld+json').toBeDefined();
    expect(jsonLd).toContain('"priceCurrency":"XOF"');
    // The product and its sizes (ADR 0114): a ProductGroup whose variants carry the offers.
    const data = JSON.parse(jsonLd ?? '{}') as {
      '@graph'?: {
        '@type'?: string;
        hasVariant?: { offers?: { price?: number | string; availability?: string } }[];
      }[];
    };
    const group = data['@graph']?.find((node) => node['@type'] === 'ProductGroup');
    const offers = group?.hasVariant?.map((variant) => variant.offers) ?? [];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(Number(offer?.price)).toBe(product.price);
    expect(offers.map((offer) => offer?.availability)).toContain('https://schema.org/InStock');
  });

  test('chaque page de la boutique a titre, description, Open Graph, et sa propre adresse pour canonique', async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const path of knownPaths(
      products.map((p) => p.id),
      SAMPLE_CATEGORIES.map((c) => c.id),
    ).filter((p) => p !== NOT_FOUND_SHELL_PATH)) {
      const response = await request.get(path);
      // The not-found page is a page like the others, answered with its status (404).
      const status = path === NOT_FOUND_PATH ? 404 : 200;
      const page = decodeEntities(await response.text());
      const missing: string[] = [];
      if (response.status() !== status) missing.push(`statut ${response.status()}`);
      if (!/<title>[^<]+<\/title>/.test(page)) missing.push('title');
      if (!metaContent(page, 'name', 'description')) missing.push('description');
      const url = canonical(page);
      // The not-found page answers 404 for itself: no canonical address, never indexed.
      if (path === NOT_FOUND_PATH) {
        if (url) missing.push(`canonique ${url} sur la page 404`);
        if (metaContent(page, 'name', 'robots') !== 'noindex') missing.push('noindex');
      } else if (!url) missing.push('canonical');
      else if (new URL(url).pathname !== path) missing.push(`canonique ${url}`);
      for (const og of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        if (!metaContent(page, 'property', og)) missing.push(og);
      }
      if (url && metaContent(page, 'property', 'og:url') !== url)
        missing.push('og:url ≠ canonique');
      if (path.startsWith('/product/') && !page.includes('"priceCurrency":"XOF"'))
        missing.push('JSON-LD Product');
      if (missing.length > 0) problems.push(`${path}: ${missing.join(', ')}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('sitemap.xml et robots.txt', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('/collections/t-shirt');
    const product = products[0];
    if (product) expect(xml).toContain(`/product/${product.id}`);
    // Every listed address is a page the server really serves.
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc ?? '/').pathname;
      expect((await request.get(path)).status(), `${path} (sitemap)`).toBe(200);
    }
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text.toLowerCase()).toContain('sitemap:');
    expect(text).toContain('Disallow: /admin/dashboard');
    expect(text).toContain('Disallow: /auth');
  });

  test('HTML compressé et ressources hachées mises en cache immuable', async ({ request }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.status()).toBe(200);
    expect(home.headers()['content-encoding']).toBe('gzip');
    // React, React DOM and React Router, named by a modulepreload tag (large enough to compress).
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(script, 'un script /assets/*.js dans la page').toBeDefined();
    const asset = await request.get(script ?? '/assets/missing.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control'] ?? '').toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });
});
