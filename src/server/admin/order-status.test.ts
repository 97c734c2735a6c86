import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import type { SizeName } from '../../shared/catalogue/types.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import { orders, stock, stockChanges } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const tshirt = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;
const top = products.find((p) => p.inStock && p.id.startsWith('top-'))!;
const customer = {
  fullName: 'Fatou Bamba',
  phone: '07 55 44 33 22',
  address: 'Abobo Baoulé, près du marché',
};

describe.each(DRIVERS)('order status changes on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let adminId: string;
  const db = () => s.t.database.db;
  const units = async (productId: string, size: SizeName) => {
    const [row] = await db()
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(and(eq(stock.productId, productId), eq(stock.size, size)));
    return row!.quantity;
  };
  const setUnits = (productId: string, size: SizeName, quantity: number) =>
    db()
      .update(stock)
      .set({ quantity })
      .where(and(eq(stock.productId, productId), eq(stock.size, size)));
  const patch = (id: string, payload: unknown, cookie = admin) =>
    s.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      headers: { cookie },
      payload: payload as object,
    });
  const audit = (orderId: string) =>
    db()
      .select({
        productId: stockChanges.productId,
        size: stockChanges.size,
        delta: stockChanges.delta,
        quantityAfter: stockChanges.quantityAfter,
        reason: stockChanges.reason,
        actorId: stockChanges.actorId,
      })
      .from(stockChanges)
      .where(eq(stockChanges.orderId, orderId));

  beforeAll(async () => {
    s = await createTestApp(driver, {
      captureLogs: true,
      env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS },
    });
    adminId = (await createAdminUser(db())).id;
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('moves an order through any status; the current one changes nothing', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: tshirt.id, size: 'L', quantity: 1 }],
      customer,
    });
    for (const status of ['delivered', 'processing', 'paid', 'shipped', 'pending'] as const) {
      const res = await patch(order.id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ changed: true, order: { id: order.id, status } });
    }
    const [before] = await db()
      .select({ updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    const same = await patch(order.id, { status: 'pending' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      changed: false,
      previousStatus: 'pending',
      order: { status: 'pending' },
    });
    const [after] = await db()
      .select({ updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    // No stock moved by statuses other than cancelled.
    expect((await audit(order.id)).map((a) => a.reason)).toEqual(['order']);
  });

  it('cancelling returns the units to stock with an audit line naming the admin; un-cancelling takes them again', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [
        { productId: tshirt.id, size: 'M', quantity: 2 },
        { productId: top.id, size: 'S', quantity: 1 },
      ],
      customer,
    });
    const placed = { tshirt: await units(tshirt.id, 'M'), top: await units(top.id, 'S') };

    const cancel = await patch(order.id, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      changed: true,
      previousStatus: 'pending',
      order: { status: 'cancelled' },
    });
    expect(await units(tshirt.id, 'M')).toBe(placed.tshirt + 2);
    expect(await units(top.id, 'S')).toBe(placed.top + 1);
    const returned = (await audit(order.id)).filter((a) => a.reason === 'cancel');
    expect(returned).toHaveLength(2);
    expect(returned).toContainEqual({
      productId: tshirt.id,
      size: 'M',
      delta: 2,
      quantityAfter: placed.tshirt + 2,
      reason: 'cancel',
      actorId: adminId,
    });
    // Cancelling again is the current status: nothing returned twice.
    await patch(order.id, { status: 'cancelled' });
    expect(await units(tshirt.id, 'M')).toBe(placed.tshirt + 2);

    const restore = await patch(order.id, { status: 'processing' });
    expect(restore.statusCode).toBe(200);
    expect(await units(tshirt.id, 'M')).toBe(placed.tshirt);
    expect(await units(top.id, 'S')).toBe(placed.top);
    const retaken = (await audit(order.id)).filter(
      (a) => a.reason === 'order' && a.actorId === adminId,
    );
    expect(retaken.map((a) => a.delta).sort()).toEqual([-1, -2]);
  });

  it('refuses to leave cancelled when the stock is gone, naming the product and size, and changes nothing', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [
        { productId: top.id, size: 'M', quantity: 1 },
        { productId: tshirt.id, size: 'XL', quantity: 3 },
      ],
      customer,
    });
    await patch(order.id, { status: 'cancelled' });
    await setUnits(tshirt.id, 'XL', 2);
    const topUnits = await units(top.id, 'M');
    const linesBefore = (await audit(order.id)).length;

    const refused = await patch(order.id, { status: 'paid' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'out_of_stock',
      message: frenchSpacing(
        `Impossible de rétablir cette commande : stock insuffisant pour « ${tshirt.name} » en taille XL, il n’en reste que 2 (il en faut 3). Réapprovisionnez d’abord.`,
      ),
    });
    const [row] = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
    expect(await units(tshirt.id, 'XL')).toBe(2);
    expect(await units(top.id, 'M')).toBe(topUnits);
    expect(await audit(order.id)).toHaveLength(linesBefore);

    await setUnits(tshirt.id, 'XL', 0);
    const gone = await patch(order.id, { status: 'paid' });
    expect(gone.json().error.message).toContain('il n’en reste plus');
  });

  it('shows the new status to the customer on /orders and to the guest on /suivi', async () => {
    await createUser(db(), { email: 'fatou@example.ci', fullName: customer.fullName });
    const fatou = await signIn(s.app, 'fatou@example.ci');
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 1 }],
      customer,
      cookie: fatou,
    });
    await patch(order.id, { status: 'shipped' });
    const mine = await s.app.inject({
      method: 'GET',
      url: '/api/orders/mine',
      headers: { cookie: fatou },
    });
    expect(mine.json().orders.find((o: { id: string }) => o.id === order.id).status).toBe(
      'shipped',
    );
    const tracked = await s.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { reference: order.reference, phone: customer.phone },
    });
    expect(tracked.json().order.status).toBe('shipped');
  });

  it('answers 404 for an unknown order and a French 400 for a bad status, changing nothing', async () => {
    const unknown = await patch('00000000-0000-4000-8000-000000000000', { status: 'paid' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Commande introuvable');
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 1 }],
      customer,
    });
    for (const payload of [{ status: 'perdue' }, { status: null }, {}, { status: 'CANCELLED' }]) {
      const res = await patch(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(
        /^(Statut de commande inconnu|Veuillez choisir un statut)$/,
      );
    }
    const [row] = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
  });

  it('writes no customer name, phone or address to the logs', () => {
    const text = s.logs.join('\n');
    expect(text).toContain('order status changed');
    for (const secret of ['Fatou', 'Bamba', '55 44 33 22', 'Abobo'])
      expect(text).not.toContain(secret);
  });
});
