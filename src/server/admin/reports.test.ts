import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductStats } from '../../shared/api/admin.ts';
import { products } from '../../shared/catalogue/products.ts';
import { contactMessages, stock, stockChanges } from '../db/schema.ts';
import { createUser } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, insertOrder } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { percentChange } from './reports.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const [a, b, c] = products.filter((p) => p.inStock && p.sizes.every((s) => s.available));

/** Halfway through this month so far, and the same point of last month (Abidjan is UTC+0). */
function monthPoints(now = new Date()) {
  const thisStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const half = (now.getTime() - thisStart) / 2;
  return {
    thisMonth: new Date(thisStart + half),
    lastMonth: new Date(lastStart + half),
    older: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 10)),
  };
}

it('percentChange: one decimal, null without a base', () => {
  expect(percentChange(3, 2)).toBe(50);
  expect(percentChange(2, 3)).toBe(-33.3);
  expect(percentChange(5, 0)).toBeNull();
  expect(percentChange(0, 4)).toBe(-100);
});

describe.each(DRIVERS)('admin figures on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let adminId: string;
  let userAId: string;
  const db = () => s.t.database.db;
  const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  const at = monthPoints();
  const line = (p: typeof a, size: string, quantity: number) => ({
    productId: p!.id,
    size,
    quantity,
    price: p!.price,
  });

  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
    adminId = (await createAdminUser(db())).id;
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    const userA = await createUser(db(), { email: 'awa@example.ci', fullName: 'Awa Koné' });
    const userB = await createUser(db(), { email: 'yao@example.ci', fullName: 'Yao Kouadio' });
    userAId = userA.id;

    // This month: 3 orders (2 guests, one of them cancelled; 1 registered).
    await insertOrder(db(), {
      createdAt: at.thisMonth,
      fullName: ' awa koné ',
      phone: '05 00 00 00 02',
      address: 'Cocody Angré, 7e tranche',
      userId: userA.id,
      status: 'paid',
      items: [line(a, 'M', 2), line(b, 'L', 1)],
    });
    await insertOrder(db(), {
      createdAt: at.thisMonth,
      fullName: 'Koffi Yao',
      items: [line(a, 'S', 1)],
    });
    await insertOrder(db(), {
      createdAt: at.thisMonth,
      fullName: 'Koffi Yao',
      status: 'cancelled',
      items: [line(c, 'M', 5)],
    });
    // Last month, same span: 2 orders (1 registered, 1 guest).
    await insertOrder(db(), {
      createdAt: at.lastMonth,
      fullName: 'Yao Kouadio',
      userId: userB.id,
      items: [line(b, 'S', 1)],
    });
    await insertOrder(db(), {
      createdAt: at.lastMonth,
      fullName: 'Aya Diallo',
      items: [line(a, 'XL', 1)],
    });
    // Three months ago: 1 registered, an order line of a product the catalogue no longer has.
    await insertOrder(db(), {
      createdAt: at.older,
      fullName: 'AWA KONÉ',
      phone: '05 00 00 00 01',
      address: 'Ancienne adresse',
      userId: userA.id,
      status: 'delivered',
      items: [{ productId: 'ancien-produit', size: 'M', quantity: 3, price: 4000 }],
    });
    await insertOrder(db(), {
      createdAt: at.older,
      fullName: 'Information non disponible',
      items: [],
    });

    await db()
      .insert(contactMessages)
      .values([
        {
          name: 'A',
          email: 'a@example.ci',
          subject: 'Sujet 1',
          message: 'Bonjour, une question.',
          createdAt: at.thisMonth,
        },
        {
          name: 'B',
          email: 'b@example.ci',
          subject: 'Sujet 2',
          message: 'Bonjour, une question.',
          createdAt: at.thisMonth,
        },
        {
          name: 'C',
          email: 'c@example.ci',
          subject: 'Sujet 3',
          message: 'Bonjour, une question.',
          createdAt: at.thisMonth,
          readAt: new Date(),
        },
        {
          name: 'D',
          email: 'd@example.ci',
          subject: 'Sujet 4',
          message: 'Bonjour, une question.',
          createdAt: at.lastMonth,
        },
        {
          name: 'E',
          email: 'e@example.ci',
          subject: 'Sujet 5',
          message: 'Bonjour, une question.',
          createdAt: at.lastMonth,
          readAt: new Date(),
        },
      ]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('fills the four cards with real figures and month-over-month changes', async () => {
    const res = await get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const revenue = (lines: ReturnType<typeof line>[]) =>
      lines.reduce((n, l) => n + l.quantity * l.price, 0) + 1500;
    const thisMonthRevenue =
      revenue([line(a, 'M', 2), line(b, 'L', 1)]) + revenue([line(a, 'S', 1)]);
    const lastMonthRevenue = revenue([line(b, 'S', 1)]) + revenue([line(a, 'XL', 1)]);
    expect(stats).toMatchObject({
      orders: { total: 7, guest: 4, thisMonth: 3, change: 50 },
      // The Clients tab's customers (by name; the placeholder name is nobody): Awa and Koffi
      // ordered this month, Yao and Aya in last month's same span.
      customers: { total: 4, thisMonth: 2, accounts: 2, change: 0 },
      products: {
        active: products.filter((p) => p.inStock).length,
        catalogue: products.length,
        // The stock was seeded this month: a month ago nothing was on sale.
        change: null,
      },
      messages: { unread: 3, total: 5, change: 50 },
      revenue: {
        thisMonth: thisMonthRevenue,
        change: percentChange(thisMonthRevenue, lastMonthRevenue),
      },
    });
  });

  it('groups customers by lower-cased trimmed name, latest details first, only paid orders spent', async () => {
    const res = await get('/api/admin/customers');
    expect(res.statusCode).toBe(200);
    const { customers, total, nextOffset } = res.json();
    expect(total).toBe(4);
    expect(nextOffset).toBeNull();
    expect(customers.map((c: { key: string }) => c.key)).toEqual([
      // Latest order first; same time: by key.
      'awa koné',
      'koffi yao',
      'aya diallo',
      'yao kouadio',
    ]);
    expect(customers[0]).toEqual({
      key: 'awa koné',
      name: 'awa koné',
      phone: '05 00 00 00 02',
      address: 'Cocody Angré, 7e tranche',
      orderCount: 2,
      totalSpent: 2 * a!.price + b!.price + 1500 + 3 * 4000 + 1500,
      lastOrderAt: at.thisMonth.toISOString(),
      // One of her orders is her account's: her page is the account's.
      pageKey: `compte-${userAId}`,
    });
    expect(customers[1]).toMatchObject({
      orderCount: 2,
      // One order still unpaid, the other cancelled: nothing paid yet.
      totalSpent: 0,
      // A guest: the page of the latest order's phone.
      pageKey: expect.stringMatching(/^tel-\d+$/),
    });

    const paged = (await get('/api/admin/customers?limit=3')).json();
    expect(paged).toMatchObject({ total: 4, nextOffset: 3 });
    expect(paged.customers).toHaveLength(3);
    const rest = (await get('/api/admin/customers?limit=3&offset=3')).json();
    expect(rest).toMatchObject({ total: 4, nextOffset: null });
    expect(rest.customers.map((c: { key: string }) => c.key)).toEqual(['yao kouadio']);
    const past = (await get('/api/admin/customers?offset=10')).json();
    expect(past).toEqual({ customers: [], total: 4, nextOffset: null });
    expect((await get('/api/admin/customers?limit=500')).json().error.message).toBe(
      'La taille de page doit être comprise entre 1 et 200',
    );
  });

  it('ranks products by quantity sold without cancelled orders, names unknown ids, and shows each one’s stock', async () => {
    const res = await get('/api/admin/products');
    expect(res.statusCode).toBe(200);
    const { products: list, totals } = res.json() as { products: ProductStats[]; totals: object };
    const byId = new Map(list.map((p) => [p.productId, p]));
    expect(list[0]).toMatchObject({
      productId: a!.id,
      quantitySold: 4,
      orderCount: 3,
      revenue: 4 * a!.price,
    });
    expect(byId.get('ancien-produit')).toMatchObject({
      name: 'Produit ID: ancien-produit',
      inCatalogue: false,
      quantitySold: 3,
      revenue: 12000,
      stock: {},
    });
    expect(byId.get(b!.id)).toMatchObject({ quantitySold: 2, orderCount: 2 });
    // The cancelled order's 5 units are no sale.
    expect(byId.get(c!.id)).toMatchObject({ quantitySold: 0, orderCount: 0, revenue: 0 });
    expect(byId.get(c!.id)!.stock).toEqual({ S: 20, M: 20, L: 20, XL: 20 });
    expect(totals).toEqual({
      productsSold: 3,
      unitsSold: 9,
      revenue: 4 * a!.price + 2 * b!.price + 12000,
    });
    // Every catalogue product is listed, sold or not, so that its stock can be edited.
    for (const p of products) expect(byId.has(p.id)).toBe(true);
    const quantities = list.map((p) => p.quantitySold);
    expect(quantities).toEqual([...quantities].sort((x, y) => y - x));
  });

  it('restocks and corrects a size with an audit line of who, what and when', async () => {
    const set = (payload: object) =>
      s.app.inject({
        method: 'PATCH',
        url: '/api/admin/stock',
        headers: { cookie: admin },
        payload,
      });
    const up = await set({ productId: c!.id, size: 'M', quantity: 35 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({
      productId: c!.id,
      size: 'M',
      quantity: 35,
      previous: 20,
      delta: 15,
      reason: 'restock',
    });
    const down = await set({ productId: c!.id, size: 'M', quantity: 31 });
    expect(down.json()).toMatchObject({ quantity: 31, delta: -4, reason: 'correction' });
    const same = await set({ productId: c!.id, size: 'M', quantity: 31 });
    expect(same.json()).toMatchObject({ delta: 0, reason: null });
    const counted = await set({ productId: c!.id, size: 'M', quantity: 33, reason: 'correction' });
    expect(counted.json()).toMatchObject({ delta: 2, reason: 'correction' });

    const [row] = await db()
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(and(eq(stock.productId, c!.id), eq(stock.size, 'M')));
    expect(row!.quantity).toBe(33);
    const lines = await db()
      .select({
        delta: stockChanges.delta,
        after: stockChanges.quantityAfter,
        reason: stockChanges.reason,
        actor: stockChanges.actorId,
      })
      .from(stockChanges)
      .where(
        and(
          eq(stockChanges.productId, c!.id),
          eq(stockChanges.size, 'M'),
          eq(stockChanges.actorId, adminId),
        ),
      );
    expect(lines.map((l) => [l.delta, l.after, l.reason]).sort()).toEqual(
      [
        [15, 35, 'restock'],
        [-4, 31, 'correction'],
        [2, 33, 'correction'],
      ].sort(),
    );
    const history = await get(`/api/admin/stock/changes?productId=${c!.id}&size=M`);
    expect(history.statusCode).toBe(200);
    const changes = history.json().changes;
    expect(
      changes
        .slice(0, 3)
        .map((h: { delta: number }) => h.delta)
        .sort(),
    ).toEqual([-4, 15, 2].sort());
    expect(changes[0]).toMatchObject({ actorEmail: 'patronne@lagune.ci', size: 'M' });
    expect(changes.at(-1)).toMatchObject({ reason: 'seed', actorEmail: null });
  });

  it('refuses an unknown product, size or quantity in French and writes nothing', async () => {
    const before = await db().$count(stockChanges);
    const cases: [object, string][] = [
      [{ productId: 'nexiste-pas', size: 'M', quantity: 3 }, 'Produit inconnu : nexiste-pas'],
      // A size this product is not offered in (the shop's sizes are hers: docs/decisions/0224).
      [{ productId: a!.id, size: 'XXL', quantity: 3 }, `Taille XXL inconnue pour « ${a!.name} »`],
      [
        { productId: a!.id, size: 'M', quantity: -1 },
        'La quantité doit être comprise entre 0 et 100000',
      ],
      [{ productId: a!.id, size: 'M', quantity: 2.5 }, 'La quantité doit être un nombre entier'],
      [{ productId: a!.id, size: 'M', quantity: '3' }, 'La quantité doit être un nombre entier'],
      [
        { productId: a!.id, size: 'M', quantity: 3, reason: 'vol' },
        'Motif inconnu : restock ou correction',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await s.app.inject({
        method: 'PATCH',
        url: '/api/admin/stock',
        headers: { cookie: admin },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(frenchSpacing(message));
    }
    expect(await db().$count(stockChanges)).toBe(before);
  });
});
