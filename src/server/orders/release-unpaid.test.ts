import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NOT_WAITING } from '../../shared/api/admin.ts';
import { products } from '../../shared/catalogue/products.ts';
import type { SizeName } from '../../shared/catalogue/types.ts';
import { orders, stock, stockChanges } from '../db/schema.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { releaseOverdueOrders } from './release-unpaid.ts';

const HOUR = 3_600_000;
const WINDOW = 48 * HOUR;
const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;

describe.each(DRIVERS)('unpaid orders released on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const db = () => s.t.database.db;
  const units = async (size: SizeName) => {
    const [row] = await db()
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(and(eq(stock.productId, product.id), eq(stock.size, size)));
    return row!.quantity;
  };
  const order = async (size: SizeName, quantity = 2) =>
    (
      await placeTestOrder(s.app, {
        items: [{ productId: product.id, size, quantity }],
      })
    ).order;
  /** Places the order `hours` ago, as far as the release job can tell. */
  const age = (id: string, hours: number) =>
    db()
      .update(orders)
      .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
      .where(eq(orders.id, id));
  const row = async (id: string) =>
    (
      await db()
        .select({ status: orders.status, releasedAt: orders.releasedAt, payBy: orders.payBy })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!;
  const admin_ = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    s = await createTestApp(driver, {
      env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS, ORDER_PAYMENT_WINDOW: '48h' },
    });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    await releaseOverdueOrders(db(), WINDOW, 'LAGUNE');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('cancels an order unpaid past its window and puts its units back, once; fresh and paid orders stay', async () => {
    const before = await units('M');
    const overdue = await order('M');
    const fresh = await order('M');
    const paid = await order('M');
    await age(overdue.id, 49);
    await age(paid.id, 72);
    await admin_('PATCH', `/api/admin/orders/${paid.id}`, { status: 'paid' });
    expect(await units('M')).toBe(before - 6);

    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE')).toEqual([overdue.id]);
    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE')).toEqual([]);

    expect(await row(overdue.id)).toMatchObject({
      status: 'cancelled',
      releasedAt: expect.any(Date),
    });
    expect((await row(fresh.id)).status).toBe('pending');
    expect((await row(paid.id)).status).toBe('paid');
    expect(await units('M')).toBe(before - 4);
    const audit = await db()
      .select({
        delta: stockChanges.delta,
        reason: stockChanges.reason,
        actorId: stockChanges.actorId,
      })
      .from(stockChanges)
      .where(and(eq(stockChanges.orderId, overdue.id), eq(stockChanges.reason, 'release')));
    expect(audit).toEqual([{ delta: 2, reason: 'release', actorId: null }]);

    // The admin's card says so.
    const card = (await admin_('GET', `/api/admin/orders/${overdue.id}`)).json().order;
    expect(card).toMatchObject({
      status: 'cancelled',
      payBy: null,
      releasedAt: expect.any(String),
    });
  });

  it('shows an unpaid order’s deadline, and "Prolonger de 24 h" moves it past the release', async () => {
    const placed = await order('L', 1);
    const card = (await admin_('GET', `/api/admin/orders/${placed.id}`)).json().order;
    const deadline = Date.parse(card.payBy);
    expect(Math.abs(deadline - (Date.now() + WINDOW))).toBeLessThan(60_000);

    await age(placed.id, 47);
    const res = await admin_('POST', `/api/admin/orders/${placed.id}/payment-window`);
    expect(res.statusCode).toBe(200);
    // One hour was left: the deadline is now 25 h away.
    expect(Date.parse(res.json().order.payBy) - Date.now()).toBeGreaterThan(24.9 * HOUR);
    await age(placed.id, 60);
    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE')).not.toContain(placed.id);
    expect((await row(placed.id)).status).toBe('pending');

    // Overdue already (the job has not passed yet): 24 h from now.
    await db()
      .update(orders)
      .set({ payBy: sql`now() - interval '5 hours'` })
      .where(eq(orders.id, placed.id));
    const again = await admin_('POST', `/api/admin/orders/${placed.id}/payment-window`);
    expect(Date.parse(again.json().order.payBy) - Date.now()).toBeGreaterThan(23.9 * HOUR);
  });

  it('refuses to extend an order that waits for nothing, in French, and changes nothing', async () => {
    const placed = await order('S', 1);
    await admin_('PATCH', `/api/admin/orders/${placed.id}`, { status: 'shipped' });
    const res = await admin_('POST', `/api/admin/orders/${placed.id}/payment-window`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ORDER_NOT_WAITING);
    expect((await row(placed.id)).payBy).toBeNull();
    const unknown = await admin_(
      'POST',
      '/api/admin/orders/00000000-0000-4000-8000-000000000000/payment-window',
    );
    expect(unknown.statusCode).toBe(404);
    // Only the admin may.
    const anonymous = await s.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/payment-window`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a released order set back to pending by the owner gets a whole window again', async () => {
    const placed = await order('XL', 1);
    await age(placed.id, 50);
    await releaseOverdueOrders(db(), WINDOW, 'LAGUNE');
    expect((await row(placed.id)).status).toBe('cancelled');
    const res = await admin_('PATCH', `/api/admin/orders/${placed.id}`, { status: 'pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.releasedAt).toBeNull();
    expect(Date.parse(res.json().order.payBy) - Date.now()).toBeGreaterThan(47.9 * HOUR);
    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE')).not.toContain(placed.id);
  });

  it('the job runs when an instance starts', async () => {
    const placed = await order('M', 1);
    await age(placed.id, 49);
    const other = await s.sibling({ ORDER_PAYMENT_WINDOW: '48h' });
    await other.ready();
    await expect
      .poll(async () => (await row(placed.id)).status, { timeout: 10_000 })
      .toBe('cancelled');
  });
});

describe('two instances releasing at once (PostgreSQL)', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp('postgres', { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('release every overdue order exactly once, and the stock comes back once', async () => {
    const db = s.t.database.db;
    const sizes = ['S', 'M', 'L'] as const;
    const total = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`sum(${stock.quantity})::int` })
            .from(stock)
            .where(eq(stock.productId, product.id))
        )[0]!.n,
      );
    const start = await total();
    const ids: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const { order } = await placeTestOrder(s.app, {
        items: [{ productId: product.id, size: sizes[i % 3]!, quantity: 1 }],
      });
      ids.push(order.id);
    }
    await db
      .update(orders)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(sql`${orders.id} in ${ids}`);
    const second = await s.sibling();
    const [a, b] = await Promise.all([
      releaseOverdueOrders(db, WINDOW, 'LAGUNE'),
      releaseOverdueOrders(second.db, WINDOW, 'LAGUNE'),
    ]);
    expect([...a, ...b].sort()).toEqual([...ids].sort());
    expect(new Set([...a, ...b]).size).toBe(ids.length);
    expect(await total()).toBe(start);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockChanges)
      .where(eq(stockChanges.reason, 'release'))) as [{ n: number }];
    expect(Number(n)).toBe(ids.length);
  });
});
