// 'Vider la boutique de démonstration' (docs/decisions/0209): the owner removes every sample
// product at once; no page, sitemap, search or stock answer names one afterwards, past orders keep
// their lines, and the owner's first product shows everywhere.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import { SAMPLE_SHOP_TEXT } from '../../shared/api/admin-sample-shop.ts';
import { getProduct } from '../../shared/catalogue/products.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const shopBuildDir = inject('shopBuildDir');
const ORDERED = getProduct('t-shirt-signature-creme')!;
const NEVER_ORDERED = getProduct('t-shirt-mariniere-plateau')!;

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

describe.each(DRIVERS)('emptying the demo shop on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = admin) =>
    s.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const get = async (url: string) => {
    const res = await s.app.inject({ url });
    return { status: res.statusCode, body: res.body };
  };

  beforeAll(async () => {
    s = await createTestApp(driver, {
      env: { BUILD_DIR: shopBuildDir, ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS },
    });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('is refused to a customer and asks the owner to confirm', async () => {
    await createUser(s.t.database.db, { email: 'cliente@example.ci' });
    const customer = await signIn(s.app, 'cliente@example.ci');
    const refused = await api('POST', '/api/admin/sample-shop/empty', { confirm: true }, customer);
    expect(refused.statusCode).toBe(403);
    expect((await api('GET', '/api/admin/sample-shop', undefined, customer)).statusCode).toBe(403);
    const unconfirmed = await api('POST', '/api/admin/sample-shop/empty', {});
    expect(unconfirmed.statusCode).toBe(400);
    expect((await api('GET', '/api/admin/sample-shop')).json()).toEqual({ sampleProducts: 72 });
  });

  it('removes every sample product from every page, keeps past orders, and shows the owner’s first product', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: ORDERED.id, size: 'M', quantity: 1 }],
    });
    expect((await get('/collections/t-shirt')).body).toContain(NEVER_ORDERED.name);

    const emptied = await api('POST', '/api/admin/sample-shop/empty', { confirm: true });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toEqual({ deleted: 71, archived: 1 });
    expect((await api('GET', '/api/admin/sample-shop')).json()).toEqual({ sampleProducts: 0 });

    const listing = await eventually(
      () => get('/collections/t-shirt'),
      (p) => !p.body.includes(NEVER_ORDERED.name),
    );
    expect(listing.body).not.toContain(ORDERED.name);
    expect((await get('/')).body).not.toContain('/product/');
    expect((await get(`/product/${NEVER_ORDERED.id}`)).status).toBe(404);
    // Kept, archived, for the order that names it: its page says it is gone for good.
    expect((await get(`/product/${ORDERED.id}`)).status).toBe(410);
    expect((await get('/sitemap.xml')).body).not.toContain('/product/');
    expect(JSON.parse((await get('/api/stock')).body)).toEqual({});
    const index = await s.app.inject({ url: '/api/search-index' });
    const search = await get(index.headers.location as string);
    expect(search.body).not.toContain(NEVER_ORDERED.name);
    expect((await get('/recherche?q=marini%C3%A8re')).body).not.toContain(NEVER_ORDERED.name);

    // The order keeps its line: name, size, price, picture.
    const placed = await api('GET', `/api/admin/orders/${order.id}`);
    expect(placed.statusCode, placed.body).toBe(200);
    type Line = { name: string; size: string; price: number; image: string };
    const [line] = (placed.json() as { order: { items: Line[] } }).order.items;
    expect(line).toMatchObject({ name: ORDERED.name, size: 'M', price: ORDERED.price });
    expect(line!.image).not.toBe('');

    // The owner's first product, published, shows everywhere.
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
    const published = await api('PUT', `/api/admin/products/${draft.id}`, {
      product: { ...draft.product, status: 'published' },
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const shown = await eventually(
      () => get('/collections/top'),
      (p) => p.body.includes('Chemise Bogolan Été'),
    );
    expect(shown.body).toContain('Chemise Bogolan Été');
    expect((await get('/')).body).toContain(draft.url);
    expect((await get(draft.url)).status).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(draft.url);
    expect(Object.keys(JSON.parse((await get('/api/stock')).body))).toEqual([draft.id]);
    expect((await get('/recherche?q=bogolan')).body).toContain('Chemise Bogolan Été');
    expect(SAMPLE_SHOP_TEXT.emptied(71, 1)).toContain('71');
  });
});
