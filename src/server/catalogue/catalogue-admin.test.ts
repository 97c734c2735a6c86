// The catalogue in the database (ADR 0135): the owner's changes reach
// every page that shows them, orders are priced from it while placed orders keep what they were
// placed at, stale saves are refused, and bad input changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductStats } from '../../shared/api/admin.ts';
import type { ProductPhotoUploaded } from '../../shared/api/admin-photos.ts';
import { photoUrl } from '../../shared/media/photo-sources.ts';
import {
  PREVIEW_PARAM,
  PREVIEW_TEXT,
  PRODUCT_TEXT,
  previewUrl,
  type AdminProduct,
} from '../../shared/api/admin-products.ts';
import { getProduct, products } from '../../shared/catalogue/products.ts';
import { formatPrice } from '../../shared/format/money.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import { adminChanges, catalogueProducts } from '../db/schema.ts';
import { setStockLevel } from '../stock/stock-admin.ts';
import { photoLikeJpeg } from './photos/test-photos.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const shopBuildDir = inject('shopBuildDir');
const PRODUCT = 't-shirt-signature-creme';
const seed = getProduct(PRODUCT)!;

/** Polls `read` until `done` holds (the pages follow a change within seconds), at most 5 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe.each(DRIVERS)('the catalogue managed from the admin on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let adminId: string;
  const db = () => s.t.database.db;
  const api = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const read = async (id: string) => {
    const res = await api('GET', `/api/admin/products/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminProduct;
  };
  const page = async (url: string, app = s.app) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, body: res.body };
  };

  beforeAll(async () => {
    s = await createTestApp(driver, {
      env: { BUILD_DIR: shopBuildDir, ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS },
    });
    adminId = (await createAdminUser(db())).id;
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('starts from the 72 products of the seed catalogue, all published', async () => {
    const rows = await db().select().from(catalogueProducts);
    expect(rows).toHaveLength(72);
    expect(rows.every((r) => r.status === 'published' && r.version === 1)).toBe(true);
    expect(await read(PRODUCT)).toMatchObject({
      id: PRODUCT,
      product: { name: seed.name, price: seed.price, category: 't-shirt', status: 'published' },
      version: 1,
      url: `/product/${PRODUCT}`,
    });
  });

  it('prices an order at the new price after a change; an earlier order keeps its name and total', async () => {
    const before = await placeTestOrder(s.app, {
      items: [{ productId: PRODUCT, size: 'M', quantity: 1 }],
    });
    const current = await read(PRODUCT);
    const res = await api('PUT', `/api/admin/products/${PRODUCT}`, {
      product: { ...current.product, name: 'T-shirt Signature Ivoire', price: 7_500 },
      version: current.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminProduct;
    expect(saved.version).toBe(current.version + 1);
    expect(saved.history[0]).toMatchObject({
      actorEmail: 'patronne@lagune.ci',
      changes: [
        { field: 'name', before: seed.name, after: 'T-shirt Signature Ivoire' },
        { field: 'price', before: String(seed.price), after: '7500' },
      ],
    });

    const after = await placeTestOrder(s.app, {
      items: [{ productId: PRODUCT, size: 'M', quantity: 1 }],
    });
    expect(after.order.totalAmount - before.order.totalAmount).toBe(7_500 - seed.price);
    const track = (reference: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { reference, phone: '+225 07 01 02 03 04' },
      });
    const old = (await track(before.order.reference)).json();
    expect(old.order.totalAmount).toBe(before.order.totalAmount);
    expect(old.order.items[0]).toMatchObject({ name: seed.name, price: seed.price });
    const fresh = (await track(after.order.reference)).json();
    expect(fresh.order.items[0]).toMatchObject({ name: 'T-shirt Signature Ivoire', price: 7_500 });

    // The product page, its category's listing and the cart's prices show the new values.
    const product = await eventually(
      () => page(`/product/${PRODUCT}`),
      (p) => p.body.includes('T-shirt Signature Ivoire'),
    );
    expect(product.body).toContain(formatPrice(7_500));
    expect(product.body).not.toContain(seed.name);
    expect((await page('/collections/t-shirt')).body).toContain('T-shirt Signature Ivoire');
    expect((await page('/cart')).body).toContain('T-shirt Signature Ivoire');
  });

  it('refuses a save over a newer version with 409 in French, and changes nothing', async () => {
    const current = await read(PRODUCT);
    const first = await api('PUT', `/api/admin/products/${PRODUCT}`, {
      product: { ...current.product, price: 7_000 },
      version: current.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await api('PUT', `/api/admin/products/${PRODUCT}`, {
      product: { ...current.product, price: 7_200 },
      version: current.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(PRODUCT_TEXT.stale);
    expect((await read(PRODUCT)).product.price).toBe(7_000);
  });

  it('refuses bad values with French messages and changes nothing', async () => {
    const current = await read(PRODUCT);
    const audits = await db().$count(adminChanges);
    for (const [change, field, message] of [
      [{ price: 12.5 }, 'product.price', PRODUCT_TEXT.price],
      [{ price: -3 }, 'product.price', PRODUCT_TEXT.price],
      [{ oldPrice: current.product.price }, 'product.oldPrice', PRODUCT_TEXT.oldPrice],
      [{ name: '   ' }, 'product.name', PRODUCT_TEXT.nameRequired],
      [{ sizes: [] }, 'product.sizes', PRODUCT_TEXT.sizes],
      [{ category: 'spring-summer' }, 'product.category', PRODUCT_TEXT.category],
    ] as const) {
      const res = await api('PUT', `/api/admin/products/${PRODUCT}`, {
        product: { ...current.product, ...change },
        version: current.version,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await read(PRODUCT)).toMatchObject({
      version: current.version,
      product: current.product,
    });
    expect(await db().$count(adminChanges)).toBe(audits);
    expect((await api('GET', '/api/admin/products/pas-de-produit')).statusCode).toBe(404);
  });

  it('creates a draft seen only by the admin, publishes it, then archives it: 410, out of listings and search', async () => {
    const created = await api('POST', '/api/admin/products', {
      name: 'Chemise Bogolan Été',
      category: 'top',
      price: 12_000,
      garment: 'top',
      colour: 'terracotta',
      print: 'kente',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as AdminProduct;
    expect(draft).toMatchObject({
      id: 'chemise-bogolan-ete',
      product: { status: 'draft', category: 'top', price: 12_000, sizes: ['S', 'M', 'L', 'XL'] },
    });
    // Its drawing is served to the owner, named by its recipe; to nobody else, and no public API
    // names it (the live stock included).
    const picture = await s.app.inject({ url: draft.image, headers: { cookie: admin } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.body).toContain('<svg');
    expect((await s.app.inject({ url: draft.image })).statusCode).toBe(404);
    expect(Object.keys((await s.app.inject({ url: '/api/stock' })).json())).not.toContain(draft.id);
    expect((await page(draft.url)).status).toBe(404);

    // The owner previews it; anyone else asking for the preview gets the public 404.
    const preview = await s.app.inject({
      url: previewUrl(draft.url),
      headers: { cookie: admin },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Chemise Bogolan Été');
    expect(preview.body).toContain(frenchSpacing(PREVIEW_TEXT));
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toContain('noindex');
    expect(preview.headers.etag).toBeUndefined();
    const data = await s.app.inject({
      url: `${draft.url}.data?${PREVIEW_PARAM}=1`,
      headers: { cookie: admin },
    });
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.body).toContain('Chemise Bogolan Été');
    await createUser(db(), { email: 'cliente@example.ci' });
    const customer = await signIn(s.app, 'cliente@example.ci');
    for (const headers of [{}, { cookie: customer }]) {
      const refused = await s.app.inject({ url: previewUrl(draft.url), headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('Chemise Bogolan Été');
    }
    // Nothing of the preview was kept for the public page.
    const publicPage = await page(draft.url);
    expect(publicPage.status).toBe(404);
    expect(publicPage.body).not.toContain('Chemise Bogolan Été');
    // A published product's preview is its page, without the banner.
    const onSalePreview = await s.app.inject({
      url: previewUrl(`/product/${PRODUCT}`),
      headers: { cookie: admin },
    });
    expect(onSalePreview.statusCode).toBe(200);
    expect(onSalePreview.body).not.toContain(frenchSpacing(PREVIEW_TEXT));

    const published = await api('PUT', `/api/admin/products/${draft.id}`, {
      product: { ...draft.product, status: 'published' },
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const onSale = await eventually(
      () => page(draft.url),
      (p) => p.status === 200,
    );
    expect(onSale.body).toContain('Chemise Bogolan Été');
    expect((await page('/collections/top')).body).toContain('Chemise Bogolan Été');
    expect((await page('/recherche?q=bogolan')).body).toContain('Chemise Bogolan Été');
    // The cart shows its own picture: the drawing the server made for it, then the owner's photo
    // (small), never a build-time drawing it does not have.
    expect((await page('/cart')).body).toContain(draft.image);
    const uploaded = await s.app.inject({
      method: 'POST',
      url: `/api/admin/products/${draft.id}/photos`,
      headers: { cookie: admin, 'content-type': 'image/jpeg' },
      payload: await photoLikeJpeg(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = (uploaded.json() as ProductPhotoUploaded).photos;
    const thumbnail = photoUrl(photo!.hash, 320, 'webp');
    await eventually(
      () => page('/cart'),
      (p) => p.body.includes(thumbnail),
    );
    expect((await s.app.inject({ url: thumbnail })).statusCode).toBe(200);
    // The sitemap lists it with the day it last changed.
    const today = new Date().toISOString().slice(0, 10);
    expect((await page('/sitemap.xml')).body).toMatch(
      new RegExp(`/product/${draft.id}</loc><lastmod>${today}</lastmod>`),
    );
    // Sold out until restocked: every size offered has a stock row at 0.
    const restocked = await api('PATCH', '/api/admin/stock', {
      productId: draft.id,
      size: 'M',
      quantity: 3,
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    const bought = await placeTestOrder(s.app, {
      items: [{ productId: draft.id, size: 'M', quantity: 1 }],
      customer: {
        fullName: 'Awa Traoré',
        phone: '+225 05 06 07 08 09',
        address: 'Marcory Zone 4, rue du Canal',
      },
    });
    expect(bought.order.totalAmount).toBeGreaterThanOrEqual(12_000);

    const current = await read(draft.id);
    const archived = await api('PUT', `/api/admin/products/${draft.id}`, {
      product: { ...current.product, status: 'archived' },
      version: current.version,
    });
    expect(archived.statusCode).toBe(200);
    const gone = await eventually(
      () => page(draft.url),
      (p) => p.status === 410,
    );
    expect(gone.status).toBe(410);
    expect(gone.body).toContain(frenchSpacing('Ce produit n’est plus disponible'));
    expect((await page('/collections/top')).body).not.toContain('Chemise Bogolan Été');
    expect((await page('/recherche?q=bogolan')).body).not.toContain('Chemise Bogolan Été');
    expect((await page('/sitemap.xml')).body).not.toContain(`/product/${draft.id}<`);
    const order = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [{ productId: draft.id, size: 'M', quantity: 1 }],
        customer: {
          fullName: 'Awa Traoré',
          phone: '+225 05 06 07 08 19',
          address: 'Marcory Zone 4',
        },
        delivery: { zone: 'abidjan' },
      },
    });
    expect(order.statusCode).toBe(400);
  });

  it('moves a product up or down within its category: audited, and the category page follows', async () => {
    const shorts = async () => {
      const res = await api('GET', '/api/admin/products');
      return (res.json() as { products: ProductStats[] }).products
        .filter((p) => p.category === 'short' && p.status === 'published')
        .sort((a, b) => a.rank! - b.rank!);
    };
    const [first, second] = await shorts();
    const version = (await read(second!.productId)).version;
    const moved = await api('POST', `/api/admin/products/${second!.productId}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      category: 'short',
      order: [
        second!.productId,
        first!.productId,
        ...(await shorts()).slice(2).map((p) => p.productId),
      ],
    });
    expect((await shorts()).map((p) => p.productId).slice(0, 2)).toEqual([
      second!.productId,
      first!.productId,
    ]);
    const after = await read(second!.productId);
    expect(after.history[0]).toMatchObject({
      actorEmail: 'patronne@lagune.ci',
      changes: [{ field: 'position', before: '2', after: '1' }],
    });
    // The editor's fields did not change: an owner editing the product meanwhile gets no 409.
    expect(after.version).toBe(version);
    // The storefront's category page lists them in the new order within seconds.
    const listing = await eventually(
      () => page('/collections/short'),
      (p) => p.body.indexOf(second!.name) < p.body.indexOf(first!.name),
    );
    expect(listing.body.indexOf(second!.name)).toBeGreaterThan(-1);
    expect(listing.body.indexOf(second!.name)).toBeLessThan(listing.body.indexOf(first!.name));

    // At the top already: nothing changes, nothing is audited.
    const audits = await db().$count(adminChanges);
    const top = await api('POST', `/api/admin/products/${second!.productId}/move`, {
      direction: 'up',
    });
    expect(top.statusCode).toBe(200);
    expect(top.json().order[0]).toBe(second!.productId);
    expect(await db().$count(adminChanges)).toBe(audits);
    // And back down.
    const down = await api('POST', `/api/admin/products/${second!.productId}/move`, {
      direction: 'down',
    });
    expect(down.json().order.slice(0, 2)).toEqual([first!.productId, second!.productId]);

    // A drag: the last short straight to the top, in one request and one audited change.
    const before = down.json().order as string[];
    const last = before.at(-1)!;
    const auditsBefore = await db().$count(adminChanges);
    const dragged = await api('POST', `/api/admin/products/${last}/move`, { to: 1 });
    expect(dragged.statusCode, dragged.body).toBe(200);
    expect(dragged.json().order).toEqual([last, ...before.slice(0, -1)]);
    expect((await shorts())[0]!.productId).toBe(last);
    expect(await db().$count(adminChanges)).toBe(auditsBefore + 1);
    expect((await read(last)).history[0]).toMatchObject({
      changes: [{ field: 'position', before: String(before.length), after: '1' }],
    });
    // Past the end: the last place.
    const back = await api('POST', `/api/admin/products/${last}/move`, { to: 99 });
    expect(back.json().order).toEqual(before);
    for (const body of [{ to: 0 }, {}, { to: 1.5 }]) {
      const refused = await api('POST', `/api/admin/products/${last}/move`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }

    const bad = await api('POST', `/api/admin/products/${first!.productId}/move`, {
      direction: 'sideways',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.direction).toBe(PRODUCT_TEXT.direction);
    const unknown = await api('POST', '/api/admin/products/pas-de-produit/move', {
      direction: 'up',
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await s.app.inject({
      method: 'POST',
      url: `/api/admin/products/${first!.productId}/move`,
      payload: { direction: 'up' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('duplicates a product as a draft with its own address', async () => {
    const res = await api('POST', `/api/admin/products/${PRODUCT}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as AdminProduct;
    expect(copy.id).not.toBe(PRODUCT);
    expect(copy.product).toMatchObject({
      status: 'draft',
      name: expect.stringMatching(/\(copie\)$/),
    });
    expect((await page(copy.url)).status).toBe(404);
  });

  it('shows an uploaded photo on the product page, its listing and share card instead of the drawing', async () => {
    const target = products.find((p) => p.id.startsWith('pull-'))!.id;
    const upload = await s.app.inject({
      method: 'POST',
      url: `/api/admin/products/${target}/photos`,
      headers: { cookie: admin, 'content-type': 'image/jpeg' },
      payload: await photoLikeJpeg(1200, 1500),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const shown = await eventually(
      () => page(`/product/${target}`),
      (p) => p.body.includes('type="image/avif"'),
    );
    // The main photo in AVIF and WebP at every width, the JPEG as the fallback; the share card
    // is the photo's JPEG (WhatsApp shows JPEG, not SVG).
    expect(shown.body).toMatch(
      /<source type="image\/avif" srcSet="\/media\/photos\/[0-9a-f]+-320\.avif 320w/,
    );
    expect(shown.body).toMatch(
      /<meta property="og:image" content="[^"]*\/media\/photos\/[0-9a-f]+-\d+\.jpg"/,
    );
    const image = /<meta property="og:image" content="[^"]*(\/media\/photos\/[^"]+)"/.exec(
      shown.body,
    )![1]!;
    expect((await s.app.inject({ url: image })).headers['content-type']).toBe('image/jpeg');
  });

  it('puts the sold-out sample back on sale when it is restocked (availability is the stock’s alone)', async () => {
    const sample = 't-shirt-coucher-de-soleil';
    const soldOut = await page(`/product/${sample}`);
    expect(soldOut.body).toMatch(/<button[^>]*disabled=""[^>]*>[^<]*(É|é)puisé/i);
    await setStockLevel(db(), { productId: sample, size: 'M', quantity: 5 }, adminId);
    const back = await eventually(
      () => page(`/product/${sample}`),
      (p) => /<input[^>]*name="taille"[^>]*value="M"(?![^>]*disabled)[^>]*>/.test(p.body),
    );
    expect(back.body).toMatch(/<input[^>]*name="taille"[^>]*value="M"(?![^>]*disabled)[^>]*>/);
    // The dashboard counts published products.
    const stats = await api('GET', '/api/admin/stats');
    expect(stats.json().products.catalogue).toBe(
      await db().$count(catalogueProducts, eq(catalogueProducts.status, 'published')),
    );
  });
});

describe('a price change across two instances on one PostgreSQL', () => {
  let s: TestApp;
  let admin: string;

  beforeAll(async () => {
    s = await createTestApp('postgres', { env: { BUILD_DIR: shopBuildDir } });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('shows on the other instance within 5 s, and no reader ever gets a page with both prices', async () => {
    const other = await s.sibling();
    const url = `/product/${PRODUCT}`;
    // The price in the share tags, in the structured data and under the product's title (the
    // 'Vous aimerez aussi' cards further down show other t-shirts, some at the old price).
    const pricesOf = (html: string) => {
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .flatMap((m) => [...m[1]!.matchAll(/"price":"?(\d+)/g)].map((p) => p[1]))
        .filter((p, i, all) => all.indexOf(p) === i && p !== '8000'); // 8000: the struck-out price
      const detail = html.slice(html.indexOf('<h1'));
      return {
        meta: /<meta property="product:price:amount" content="(\d+)"/.exec(html)?.[1],
        ld,
        shown: [6_000, 6_900]
          .map((p) => ({ p, at: detail.indexOf(formatPrice(p)) }))
          .filter((x) => x.at >= 0)
          .sort((a, b) => a.at - b.at)[0]?.p,
      };
    };
    const OLD = { meta: '6000', ld: ['6000'], shown: 6_000 };
    const NEW = { meta: '6900', ld: ['6900'], shown: 6_900 };
    expect(pricesOf((await other.inject({ url })).body)).toEqual(OLD);

    const current = (
      await s.app.inject({ url: `/api/admin/products/${PRODUCT}`, headers: { cookie: admin } })
    ).json() as AdminProduct;
    const readers = Array.from({ length: 50 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 20));
      return pricesOf((await other.inject({ url })).body);
    });
    const saved = await s.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${PRODUCT}`,
      headers: { cookie: admin },
      payload: { product: { ...current.product, price: 6_900 }, version: current.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = Date.now();
    for (const seen of await Promise.all(readers)) {
      // Old or new, never a mix.
      expect([OLD, NEW]).toContainEqual(seen);
    }
    const fresh = await eventually(
      async () => pricesOf((await other.inject({ url })).body),
      (p) => p.meta === '6900',
    );
    expect(fresh).toEqual(NEW);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
