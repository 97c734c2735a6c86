// The shop's sizes are the owner's (docs/decisions/0224): she adds '38', '40', 'Taille unique'
// from the admin, a product is offered in them, its stock is set, ordered, sold out and never
// oversold, a cancelled order puts its units back, and bad input is a French 400 changing nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import { adminChanges, catalogueProducts, orders, stock } from '../db/schema.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const shopBuildDir = inject('shopBuildDir');
type Sizes = { sizes: { name: string; products: number; orders: number }[] };

describe.each(DRIVERS)('the owner’s sizes on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let product: AdminProduct;
  const db = () => s.t.database.db;
  const api = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const names = async () =>
    ((await api('GET', '/api/admin/sizes')).json() as Sizes).sizes.map((x) => x.name);
  const units = async (size: string) => {
    const [row] = await db()
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(and(eq(stock.productId, product.id), eq(stock.size, size)));
    return row?.quantity;
  };
  const order = (size: string, quantity = 1) =>
    s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [{ productId: product.id, size, quantity }],
        customer: {
          fullName: 'Adjoua Kouassi',
          phone: '+225 07 01 02 03 04',
          address: 'Cocody Riviera 3, rue des Jardins, villa 12',
        },
        delivery: { zone: 'abidjan' },
      },
    });
  const save = async (sizes: string[]) => {
    const current = (await api('GET', `/api/admin/products/${product.id}`)).json() as AdminProduct;
    return api('PUT', `/api/admin/products/${product.id}`, {
      product: { ...current.product, sizes, status: 'published' },
      version: current.version,
    });
  };

  beforeAll(async () => {
    s = await createTestApp(driver, {
      env: { BUILD_DIR: shopBuildDir, ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS },
    });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    const created = await api('POST', '/api/admin/products', {
      name: 'Robe Pagne Enfant',
      category: 'top',
      price: 9_000,
      garment: 'top',
      colour: 'terracotta',
      print: 'wax',
    });
    expect(created.statusCode, created.body).toBe(201);
    product = created.json() as AdminProduct;
  }, 60_000);
  afterAll(async () => s?.close());

  it('counts, for each size, the products that offer it (what the dialog shows and disables by)', async () => {
    const offered = await db().select({ sizes: catalogueProducts.sizes }).from(catalogueProducts);
    const listed = ((await api('GET', '/api/admin/sizes')).json() as Sizes).sizes;
    for (const size of listed)
      expect(size.products, size.name).toBe(
        offered.filter((p) => p.sizes.includes(size.name)).length,
      );
    expect(listed.find((x) => x.name === 'S')?.products).toBeGreaterThan(0);
  });

  it('starts with S, M, L, XL and takes her new sizes, trimmed, last in her list, audited', async () => {
    expect(await names()).toEqual(['S', 'M', 'L', 'XL']);
    for (const name of ['38', ' 40 ', 'Taille unique']) {
      const res = await api('POST', '/api/admin/sizes', { name });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await names()).toEqual(['S', 'M', 'L', 'XL', '38', '40', 'Taille unique']);
    const audits = await db().select().from(adminChanges).where(eq(adminChanges.subject, 'sizes'));
    expect(audits.map((a) => a.changes)).toContainEqual([
      { field: 'ajout', before: '', after: 'Taille unique' },
    ]);
  });

  it('refuses an empty, too long or taken size in French, changing nothing', async () => {
    const before = await names();
    for (const [name, message] of [
      ['   ', 'Veuillez indiquer la taille'],
      ['x'.repeat(21), 'Une taille tient en 20 caractères au plus'],
      ['xl', 'Cette taille existe déjà'],
      [42, 'Ce champ doit être un texte'],
    ] as const) {
      const res = await api('POST', '/api/admin/sizes', { name });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await api('POST', '/api/admin/sizes', {})).statusCode).toBe(400);
    expect(await names()).toEqual(before);
  });

  it('offers a product in her sizes only: a size not in her list is a French 400', async () => {
    const refused = await save(['38', '99']);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('n’est pas dans la liste des tailles de la boutique');
    const saved = await save(['Taille unique', '40', '38']);
    expect(saved.statusCode, saved.body).toBe(200);
    // Shown in her order, whatever order the form sent.
    const snapshot = await s.app.catalogue.current();
    expect(snapshot.entries.get(product.id)?.product.sizes.map((x) => x.name)).toEqual([
      '38',
      '40',
      'Taille unique',
    ]);
  });

  it('sets stock for any of her sizes, sells it, sells out, never oversells, gives units back', async () => {
    for (const [size, quantity] of [
      ['38', 1],
      ['Taille unique', 2],
    ] as const) {
      const res = await api('PATCH', '/api/admin/stock', { productId: product.id, size, quantity });
      expect(res.statusCode, res.body).toBe(200);
    }
    const unknown = await api('PATCH', '/api/admin/stock', {
      productId: product.id,
      size: 'XXL',
      quantity: 3,
    });
    expect(unknown.statusCode).toBe(400);
    expect(await units('XXL')).toBeUndefined();

    const first = await order('38');
    expect(first.statusCode, first.body).toBe(201);
    expect(await units('38')).toBe(0);
    // Sold out: refused in French, naming the product and the size, whether the catalogue knows it
    // already ('La taille 38 de « … » n’est pas disponible') or the stock under lock says it (on a
    // PostgreSQL server the catalogue hears of the sale a moment later: 'Stock insuffisant : « … »
    // en taille 38').
    const second = await order('38');
    expect([400, 409], second.body).toContain(second.statusCode);
    expect(second.body).toMatch(
      /La taille 38 de «\s?Robe Pagne Enfant\s?» n’est pas disponible|Stock insuffisant\s?:\s«\s?Robe Pagne Enfant\s?» en taille 38, il n’en reste plus/,
    );
    expect(await units('38')).toBe(0);
    expect([400, 409]).toContain((await order('40')).statusCode);
    expect([400, 409]).toContain((await order('Taille unique', 3)).statusCode);
    expect(await units('Taille unique')).toBe(2);
    expect((await order('Taille unique', 2)).statusCode).toBe(201);
    expect(await units('Taille unique')).toBe(0);
    // A size the product is not offered in: refused, nothing taken.
    expect((await order('S')).statusCode).toBe(400);

    // The catalogue hears of the sell-out by the stock table's notice: at once on PGlite, a moment
    // after the order's answer on a PostgreSQL server.
    await expect
      .poll(async () => (await s.app.catalogue.current()).entries.get(product.id)?.product.inStock)
      .toBe(false);

    // Cancelled by the owner: the '38' comes back on sale.
    const id = (first.json() as { order: { id: string } }).order.id;
    const cancelled = await api('PATCH', `/api/admin/orders/${id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await units('38')).toBe(1);
    const [row] = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.status).toBe('cancelled');
    // Its product page offers the size by its name.
    await s.app.catalogue.current();
    const page = await s.app.inject({ url: `/product/${product.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Taille unique');
    expect(page.body).toContain('taille=Taille%20unique');
  });

  it('renames a size no order names, refuses one an order names, removes only an unused one', async () => {
    const renamed = await api('POST', '/api/admin/sizes/rename', { from: '40', to: '42' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const snapshot = await s.app.catalogue.current();
    expect(snapshot.entries.get(product.id)?.product.sizes.map((x) => x.name)).toEqual([
      '38',
      '42',
      'Taille unique',
    ]);
    const ordered = await api('POST', '/api/admin/sizes/rename', { from: '38', to: '36' });
    expect(ordered.statusCode).toBe(409);
    expect(ordered.body).toContain('commande');
    // The list says so beforehand: the dialog disables 'Renommer' by this count.
    const listed = ((await api('GET', '/api/admin/sizes')).json() as Sizes).sizes;
    expect(listed.find((x) => x.name === '38')?.orders).toBeGreaterThan(0);
    expect(listed.find((x) => x.name === '42')).toMatchObject({ products: 1, orders: 0 });

    const inUse = await api('POST', '/api/admin/sizes/remove', { name: '42' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body).toContain('Un produit propose encore cette taille');
    const usedBySample = await api('POST', '/api/admin/sizes/remove', { name: 'M' });
    expect(usedBySample.statusCode).toBe(409);
    expect(usedBySample.body).toMatch(/\d+ produits proposent encore cette taille/);
    expect((await api('POST', '/api/admin/sizes', { name: 'XXL' })).statusCode).toBe(200);
    const removed = await api('POST', '/api/admin/sizes/remove', { name: 'XXL' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names()).not.toContain('XXL');
    expect((await api('POST', '/api/admin/sizes/remove', { name: 'XXL' })).statusCode).toBe(404);
  });

  it('puts the sizes in her order everywhere; an order that is not her whole list is refused', async () => {
    const list = await names();
    const refused = await api('POST', '/api/admin/sizes/order', { sizes: list.slice(1) });
    expect(refused.statusCode).toBe(400);
    const reordered = ['Taille unique', ...list.filter((x) => x !== 'Taille unique')];
    const res = await api('POST', '/api/admin/sizes/order', { sizes: reordered });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names()).toEqual(reordered);
    const snapshot = await s.app.catalogue.current();
    expect(snapshot.entries.get(product.id)?.product.sizes.map((x) => x.name)).toEqual([
      'Taille unique',
      '38',
      '42',
    ]);
  });
});
