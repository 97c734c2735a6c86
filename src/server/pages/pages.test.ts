// Pages rendered by the server through React Router's handler and its page cache (ADR 0096):
// real pages of the real build, on both drivers; a change of the shop settings in the database
// reaches every cached page of every instance.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/config/shop-settings.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { catalogueProducts } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { announcePagesChanged } from './page-events.ts';
import { pageTarget } from './pages.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const shopBuildDir = inject('shopBuildDir');
const PRODUCT = '/product/t-shirt-mariniere-plateau';
/** The shop's sizes, as a catalogue snapshot lists them. */
const SIZES: ReadonlySet<string> = new Set(['S', 'M', 'L', 'XL']);

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Polls `check` every 50 ms until it holds or `ms` passed; how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`pas fait en ${ms} ms`);
}

describe('which answer a URL gets', () => {
  const known = new Set(['/', '/_.data', '/collections/t-shirt', '/collections/t-shirt.data']);
  it('keys a page by its path: filters, tracking parameters and ?ajouter change nothing', () => {
    expect(pageTarget('/collections/t-shirt?taille=M&fbclid=x', known, SIZES)).toEqual({
      key: '/collections/t-shirt',
      url: '/collections/t-shirt',
      area: 'pages',
      search: false,
    });
  });
  it('keeps a product page’s size link (one of the sizes), as Google’s variant URLs are', () => {
    const product = new Set([...known, PRODUCT]);
    expect(pageTarget(`${PRODUCT}?taille=M&utm_source=wa`, product, SIZES)).toEqual({
      key: `${PRODUCT}?taille=M`,
      url: `${PRODUCT}?taille=M`,
      area: 'pages',
      search: false,
    });
    expect(pageTarget(`${PRODUCT}?taille=ZZZ`, product, SIZES).key).toBe(PRODUCT);
  });
  it('keeps a size link for the sizes of the snapshot it is given, and those only', () => {
    const product = new Set([...known, PRODUCT]);
    const hers = new Set(['Taille unique', '38']);
    const kept = pageTarget(`${PRODUCT}?taille=Taille+unique`, product, hers);
    expect(kept).toMatchObject({ key: `${PRODUCT}?taille=Taille+unique`, area: 'pages' });
    expect(pageTarget(`${PRODUCT}?taille=38`, product, hers).key).toBe(`${PRODUCT}?taille=38`);
    // M is not one of hers here: one kept page, whatever other text a link carries.
    expect(pageTarget(`${PRODUCT}?taille=M`, product, hers).key).toBe(PRODUCT);
  });
  it('keeps a search query (trimmed, cut) and a .data request’s routes, in the bounded part', () => {
    expect(pageTarget(`/recherche?q=${'  pull '}&tri=prix`, known, SIZES)).toMatchObject({
      key: '/recherche?q=pull',
      area: 'bounded',
      search: true,
    });
    expect(
      pageTarget('/collections/t-shirt.data?_routes=routes%2Fcategory', known, SIZES),
    ).toMatchObject({
      key: '/collections/t-shirt.data?_routes=routes%2Fcategory',
      area: 'bounded',
    });
    expect(pageTarget('/recherche?q=x', known, SIZES).area).toBe('bounded');
    expect(pageTarget('/__manifest?paths=%2Fcart&version=abc', known, SIZES)).toMatchObject({
      key: '/__manifest?paths=%2Fcart&version=abc',
      area: 'bounded',
    });
  });
  it('sends every address only the catch-all matches to one not-found page', () => {
    const withShell = new Set([...known, '/__404', '/__404.data']);
    for (const url of ['/nimporte-quoi', '/a/b/c?x=1', '/%2e%2e/etc', '/__404'])
      expect(pageTarget(url, withShell, SIZES)).toEqual({
        key: '/__404',
        url: '/__404',
        area: 'pages',
        search: false,
      });
    expect(pageTarget('/x/y.data', withShell, SIZES).key).toBe('/__404.data');
  });
  it('sends every unknown id of a route with a parameter, in any spelling, to that route’s one 404', () => {
    const product = new Set([...known, PRODUCT]);
    for (const url of ['/product/inconnu', '/PRODUCT/inconnu/?taille=M', '/product/%69nconnu'])
      expect(pageTarget(url, product, SIZES)).toEqual({
        key: '/product/:id',
        url: '/product/:id',
        area: 'pages',
        search: false,
        unknownRow: true,
      });
    expect(pageTarget('/collections/inconnue', product, SIZES).key).toBe(
      '/collections/:categoryId',
    );
    expect(pageTarget('/product/x.data?_routes=routes%2Fproduct', product, SIZES)).toMatchObject({
      key: '/product/:id.data?_routes=routes%2Fproduct',
      area: 'bounded',
    });
    // What the catalogue names (a product created or archived since the build) has its own answer.
    const names = (route: string, value: string) => route === '/product/:id' && value === 'neuf';
    expect(pageTarget('/product/neuf', product, SIZES, names).key).toBe('/product/neuf');
    expect(pageTarget(PRODUCT, product, SIZES).key).toBe(PRODUCT);
  });
  it('matches a malformed %-escape without the router’s console warning (one per request otherwise)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(pageTarget('/product/%E0%A4%A', known, SIZES).key).toBe('/product/:id');
      expect(pageTarget('/collections/%ZZ', known, SIZES).key).toBe('/collections/:categoryId');
      expect(pageTarget('/%ZZ/x', new Set([...known, '/__404']), SIZES).key).toBe('/__404');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
  it('redirects another spelling of a shop page (escapes, case, trailing slash) to the page', () => {
    const product = new Set([...known, PRODUCT]);
    for (const url of [
      '/product/t%2Dshirt-mariniere-plateau',
      '/PRODUCT/t-shirt-mariniere-plateau/',
      '//collections//t-shirt//',
    ])
      expect(pageTarget(`${url}?taille=M`, product, SIZES).redirect).toMatch(
        /^\/(product|collections)\//,
      );
    expect(
      pageTarget('/product/t%2Dshirt-mariniere-plateau?taille=M', product, SIZES).redirect,
    ).toBe(`${PRODUCT}?taille=M`);
    expect(pageTarget(PRODUCT, product, SIZES).redirect).toBeUndefined();
  });
  it('renders the e-mail links, sign-in, account pages and tracking per request, with their query, never kept', () => {
    for (const url of [
      '/auth/confirm?token=abc',
      '/auth?x=1',
      '/suivi?ref=LG-ABCDEF',
      '/orders.data',
    ])
      expect(pageTarget(url, known, SIZES)).toMatchObject({ url, area: 'none' });
  });
});

describe.each(DRIVERS)('pages (%s)', (driver) => {
  let shop: TestApp;
  let app: App;

  beforeAll(async () => {
    shop = await createTestApp(driver, { env: { BUILD_DIR: shopBuildDir } });
    app = shop.app;
  });
  afterAll(async () => shop?.close());

  it('says in the FAQ how long an unpaid order waits, from the running shop’s payment window', async () => {
    const text = (html: string) => html.replaceAll('<!-- -->', '');
    const windowed = await shop.sibling({ BUILD_DIR: shopBuildDir, ORDER_PAYMENT_WINDOW: '48h' });
    expect(text((await windowed.inject({ url: '/faqs' })).body)).toContain(
      'Sans paiement sous 48 h, la commande est annulée',
    );
    // A shop that keeps unpaid orders (ORDER_PAYMENT_WINDOW=0, the tests' default) says nothing.
    expect(text((await app.inject({ url: '/faqs' })).body)).not.toContain('Sans paiement sous');
  });

  it('opens a size link with that size chosen in the HTML (Google’s variant URL)', async () => {
    const checked = (html: string) =>
      [...html.matchAll(/<input[^>]*name="taille"[^>]*>/g)]
        .filter((m) => /\schecked=""/.test(m[0]))
        .map((m) => /value="([^"]+)"/.exec(m[0])![1]);
    const plain = (await app.inject({ url: PRODUCT })).body;
    const [first] = checked(plain);
    const others = [...plain.matchAll(/<input[^>]*name="taille"[^>]*>/g)]
      .filter((m) => !m[0].includes('disabled') && !m[0].includes(`value="${first}"`))
      .map((m) => /value="([^"]+)"/.exec(m[0])![1]!);
    expect(others.length).toBeGreaterThan(1);
    for (const size of others)
      expect(checked((await app.inject({ url: `${PRODUCT}?taille=${size}` })).body)).toEqual([
        size,
      ]);
    expect(checked((await app.inject({ url: PRODUCT })).body)).toEqual([first]);
  });

  it.each([
    ['/', 'NOUVEAUTÉS'],
    ['/collections/t-shirt', 'T-SHIRTS'],
    [PRODUCT, 'T-shirt Marinière Plateau'],
    ['/contact', 'Contact'],
  ])('GET %s: 200, its title, its text and its canonical URL in the HTML', async (url, text) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<title>[^<]+\| LAGUNE<\/title>|<title>LAGUNE[^<]*<\/title>/);
    expect(res.body).toContain(text);
    expect(res.body).toContain(
      `<link rel="canonical" href="http://localhost:3000${url === '/' ? '/' : url}"`,
    );
  });

  it('answers 304 to a page that did not change, and HEAD without a body', async () => {
    const first = await app.inject({ url: '/contact' });
    const etag = first.headers.etag as string;
    const again = await app.inject({ url: '/contact', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/contact' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends the page compressed (brotli, gzip) and lets it run exactly its inline scripts', async () => {
    const br = await app.inject({ url: PRODUCT, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: PRODUCT });
    const inline = [...plain.body.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((body) => body !== '' && !body.startsWith('{'));
    const scriptSrc = String(plain.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    for (const body of inline) expect(scriptSrc).toContain(sha256(body));
  });

  it.each([
    '/nimporte-quoi',
    '/a/b/c',
    '/product/inconnu',
    '/collections/inconnue',
    '/not-found',
    '/%2e%2e/%2e%2e/etc/passwd',
  ])('GET %s is a real 404 with the French not-found page', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Page introuvable');
    expect(res.body).toContain('Retour à l&#x27;accueil');
    expect(res.body).not.toContain('root:');
  });

  it('renders search results on the server: they are in the HTML, without JavaScript', async () => {
    // React marks text boundaries with empty comments: the text a reader gets is without them.
    const text = (body: string) => body.replaceAll('<!-- -->', '');
    const res = await app.inject({ url: '/recherche?q=marinere' });
    expect(res.statusCode).toBe(200);
    expect(text(res.body)).toContain(frenchSpacing('Résultats pour « marinere »'));
    expect(res.body).toContain('T-shirt Marinière Plateau');
    const none = await app.inject({ url: '/recherche?q=zzzzqqq' });
    expect(text(none.body)).toContain(frenchSpacing('Aucun produit pour « zzzzqqq »'));
  });

  it('keeps the shop’s pages cached; a search goes to the bounded part', async () => {
    await app.inject({ url: '/collections/t-shirt' });
    expect(app.pages!.cache.has('/collections/t-shirt')).toBe(true);
    const size = app.pages!.cache.size;
    await app.inject({ url: '/recherche?q=partie-bornee' });
    expect(app.pages!.cache.size).toBe(size + 1);
  });

  it('answers 200 made-up product ids and categories from one kept 404 each, rendered once', async () => {
    const first = await app.inject({ url: '/product/jamais-vu-0' });
    const renders = app.pages!.renders;
    for (let i = 1; i <= 200; i += 1) {
      const res = await app.inject({
        url: i % 2 ? `/product/jamais-vu-${i}` : `/Product/%6Aamais-vu-${i}/`,
        remoteAddress: `198.51.100.${i}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(first.body);
    }
    expect(first.statusCode).toBe(404);
    expect(first.body).toContain('Page introuvable');
    expect(first.body).toContain('<title>Produit introuvable | LAGUNE</title>');
    const category = await app.inject({ url: '/collections/inconnue-0' });
    for (let i = 1; i <= 20; i += 1)
      expect((await app.inject({ url: `/collections/inconnue-${i}` })).body).toBe(category.body);
    expect(category.statusCode).toBe(404);
    expect(app.pages!.renders - renders).toBeLessThanOrEqual(1);
  });

  it('answers made-up addresses from one kept not-found page, not a render each', async () => {
    await app.inject({ url: '/invente-0' });
    const size = app.pages!.cache.size;
    for (const url of ['/invente-1', '/autre/chose/2', '/%7Einvente']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe('br');
    }
    const plain = await app.inject({ url: '/invente-3' });
    expect(plain.body).toContain('Page introuvable');
    expect(plain.body).toContain('<meta name="robots" content="noindex"/>');
    expect(app.pages!.cache.size).toBe(size);
  });

  it('sends a %-escaped or differently cased product address to the product page, rendered once', async () => {
    await app.inject({ url: PRODUCT });
    const size = app.pages!.cache.size;
    const escaped = await app.inject({ url: '/product/t%2Dshirt-mariniere%2Dplateau?taille=M' });
    expect(escaped.statusCode).toBe(301);
    expect(escaped.headers.location).toBe(`${PRODUCT}?taille=M`);
    const cased = await app.inject({ url: '/Product/T-Shirt-Mariniere-Plateau/' });
    expect(cased.headers.location).toBe(PRODUCT);
    const page = await app.inject({ url: cased.headers.location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-cache']).toBe('hit');
    expect(app.pages!.cache.size).toBe(size);
  });

  it('limits pages rendered for a client network with a French 429; kept pages still answer', async () => {
    const limited = await shop.sibling({ BUILD_DIR: shopBuildDir, PAGE_RENDER_LIMIT: '20' });
    await limited.inject({ url: '/contact' });
    let refused;
    for (let i = 0; i < 30 && !refused; i += 1) {
      const res = await limited.inject({
        url: `/contact.data?_routes=limite-${i}`,
        remoteAddress: `2001:db8:9:1::${(i + 1).toString(16)}`,
      });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.body).toContain('Trop de pages demandées');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const kept = await limited.inject({ url: '/contact', remoteAddress: '2001:db8:9:1::99' });
    expect(kept.statusCode).toBe(200);
    // Another network is another visitor.
    const other = await limited.inject({
      url: '/contact.data?_routes=autre',
      remoteAddress: '2001:db8:a::1',
    });
    expect(other.statusCode).not.toBe(429);
    await shop.clearRateLimits();
  });

  it('renders made-up addresses one at a time: beyond the few waiting, a French 503 at once', async () => {
    // The gate held as a flood would hold it: one render running, the queue full.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holders = Array.from({ length: 9 }, () => app.pages!.gate.run(() => held));
    const busy = await app.inject({
      url: '/contact.data?_routes=foule',
      remoteAddress: '198.51.100.7',
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.body).toContain('Boutique très demandée');
    expect(busy.headers['retry-after']).toBe('1');
    // Kept pages and made-up addresses (one kept not-found page) are not behind the gate.
    expect((await app.inject({ url: '/contact' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/invente-foule' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/product/inconnu-foule' })).statusCode).toBe(404);
    release();
    await Promise.all(holders);
    const after = await app.inject({
      url: '/contact.data?_routes=foule',
      remoteAddress: '198.51.100.7',
    });
    expect(after.statusCode).not.toBe(503);
  });

  it('limits search renders per visitor with a French 429; cached queries still answer', async () => {
    await shop.clearRateLimits();
    const ip = '203.0.113.9';
    let refused;
    for (let i = 0; i < 70 && !refused; i += 1) {
      const res = await app.inject({ url: `/recherche?q=mot${i}`, remoteAddress: ip });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.body).toContain('Trop de recherches');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const cached = await app.inject({ url: '/recherche?q=mot0', remoteAddress: ip });
    expect(cached.statusCode).toBe(200);
    await shop.clearRateLimits();
  });

  it('counts search renders per IPv6 /64: a client changing its address within it is still limited', async () => {
    await shop.clearRateLimits();
    let refused;
    for (let i = 0; i < 70 && !refused; i += 1) {
      const res = await app.inject({
        url: `/recherche?q=v6mot${i}`,
        remoteAddress: `2001:db8:4:7::${(i + 1).toString(16)}`,
      });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.body).toContain('Trop de recherches');
    // Another /64 is another subscriber.
    const other = await app.inject({ url: '/recherche?q=v6autre', remoteAddress: '2001:db8:5::1' });
    expect(other.statusCode).toBe(200);
    await shop.clearRateLimits();
  });

  it('a change of the shop settings saved in the database shows on every cached page', async () => {
    await app.inject({ url: '/faqs' });
    await app.inject({ url: '/terms' });
    expect(app.pages!.cache.has('/terms')).toBe(true);
    const settings = {
      ...DEFAULT_SHOP_SETTINGS,
      name: 'LAGUNE',
      waveNumber: '+225 05 11 22 33 44',
      email: 'bonjour@lagune.test',
    };
    await app.shopSettings.save(settings);
    await within(2000, async () => {
      const [faqs, terms, api] = await Promise.all([
        app.inject({ url: '/faqs' }),
        app.inject({ url: '/terms' }),
        app.inject({ url: '/api/shop' }),
      ]);
      return (
        faqs.body.includes('+225 05 11 22 33 44') &&
        terms.body.includes('bonjour@lagune.test') &&
        api.json().waveNumber === '+225 05 11 22 33 44'
      );
    });
    await app.shopSettings.save(DEFAULT_SHOP_SETTINGS);
  });

  it('a fee, threshold or announcement saved in the admin shows on the pages that show it', async () => {
    const pages = ['/', '/shipping', PRODUCT, '/cart'];
    for (const url of pages) await app.inject({ url });
    const announcement = frenchSpacing('Nouvelle collection : livraison à 2 750 FCFA à Abidjan');
    await app.shopSettings.save({
      ...DEFAULT_SHOP_SETTINGS,
      announcement,
      deliveryFees: { ...DEFAULT_SHOP_SETTINGS.deliveryFees, abidjan: 2_750, world: 31_000 },
      freeDeliveryThreshold: 65_000,
    });
    const fee = frenchSpacing('2 750 FCFA');
    await within(2000, async () => {
      const [home, shipping, product] = (await Promise.all(
        ['/', '/shipping', PRODUCT].map((url) => app.inject({ url }).then((r) => r.body)),
      )) as [string, string, string];
      return (
        home.includes(announcement) &&
        shipping.includes(fee) &&
        shipping.includes(frenchSpacing('31 000 FCFA')) &&
        /Offerts dès (<!-- -->)?65\s000\sFCFA/.test(shipping) &&
        // React writes the apostrophe as &#x27; in the HTML.
        product.includes(
          frenchSpacing(
            'Livraison à Abidjan : 2 750 FCFA (1-2 jours ouvrables), offerte en Côte d&#x27;Ivoire dès 65 000 FCFA',
          ),
        )
      );
    });
    const home = (await app.inject({ url: '/' })).body;
    expect(home).not.toContain('Livraison gratuite en Côte');
    // The cart page hands the checkout the saved fees in its data, not a table in its JavaScript.
    const cart = (await app.inject({ url: '/cart' })).body;
    expect(cart).toMatch(/abidjan\W{1,4}2750\b/);
    expect(cart).toMatch(/freeFrom\W{1,4}65000\b/);
    await app.shopSettings.save(DEFAULT_SHOP_SETTINGS);
  });

  // Last: the change it makes renders the shop's pages again in the background.
  it('shows the page of a product published a second ago, whose id was a 404 just before', async () => {
    const id = 'robe-publiee-a-l-instant';
    expect((await app.inject({ url: `/product/${id}` })).statusCode).toBe(404);
    const db = shop.t.database.db;
    const [row] = await db
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, PRODUCT.slice('/product/'.length)));
    await db.transaction(async (tx) => {
      await tx.insert(catalogueProducts).values({ ...row!, id, name: 'Robe Publiée À L’Instant' });
      await announcePagesChanged(tx, 'catalogue');
    });
    await within(
      2000,
      async () => (await app.inject({ url: `/product/${id}` })).statusCode === 200,
    );
    expect((await app.inject({ url: `/product/${id}` })).body).toContain(
      'Robe Publiée À L’Instant',
    );
    expect((await app.inject({ url: '/product/toujours-inconnu' })).statusCode).toBe(404);
    // Archived since: its own page says it is gone for good (410), not the shared 404.
    await db.transaction(async (tx) => {
      await tx
        .update(catalogueProducts)
        .set({ status: 'archived' })
        .where(eq(catalogueProducts.id, id));
      await announcePagesChanged(tx, 'catalogue');
    });
    await within(
      2000,
      async () => (await app.inject({ url: `/product/${id}` })).statusCode === 410,
    );
  });
});

describe('two instances on one PostgreSQL', () => {
  let shop: TestApp;
  let second: { app: App; database: Database };

  beforeAll(async () => {
    shop = await createTestApp('postgres', { env: { BUILD_DIR: shopBuildDir } });
    // A second instance as in production: its own connections and its own LISTEN.
    const database = await createDatabase(shop.t.location);
    const config = loadConfig({
      DATA_DIR: shop.t.location.dataDir,
      DATABASE_URL: shop.t.location.databaseUrl!,
      BUILD_DIR: shopBuildDir,
    });
    second = { app: await buildApp({ config, database, logger: false }), database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await shop?.close();
  });

  it(
    'a setting changed on one instance re-renders the cached pages of both within 2 s, never half-updated',
    { timeout: 60_000 },
    async () => {
      const pages = ['/', '/contact', '/faqs', '/terms', '/shipping', PRODUCT];
      const apps = [shop.app, second.app];
      for (const a of apps) for (const url of pages) await a.inject({ url });
      for (const a of apps) for (const url of pages) expect(a.pages!.cache.has(url)).toBe(true);

      // The shop's e-mail is on every page (the footer, the legal pages).
      const before = DEFAULT_SHOP_SETTINGS.email;
      const after = 'bonjour@lagune.test';
      // Readers on both instances all along: each page shows the old number or the new one, never
      // both, and never the old one again once it showed the new one.
      let reading = true;
      const seen: string[] = [];
      const readers = apps.flatMap((a, n) =>
        ['/faqs', '/terms', '/shipping'].map(async (url) => {
          let sawNew = false;
          while (reading) {
            const body = (await a.inject({ url })).body;
            const hasOld = body.includes(before);
            const hasNew = body.includes(after);
            if (hasOld && hasNew) seen.push(`${n}${url}: ancien et nouveau numéro ensemble`);
            if (sawNew && hasOld) seen.push(`${n}${url}: l’ancien numéro revenu`);
            sawNew ||= hasNew;
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
      await shop.app.shopSettings.save({ ...DEFAULT_SHOP_SETTINGS, email: after });
      const took = await within(2000, async () => {
        const bodies = await Promise.all(
          apps.map((a) => a.inject({ url: '/faqs' }).then((r) => r.body)),
        );
        return bodies.every((b) => b.includes(after) && !b.includes(before));
      });
      reading = false;
      await Promise.all(readers);
      expect(seen).toEqual([]);
      expect(took).toBeLessThan(2000);
      await shop.app.shopSettings.save(DEFAULT_SHOP_SETTINGS);
    },
  );
});
