import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import {
  adminChanges,
  customerMessages,
  orderItems,
  orders,
  stock,
  stockChanges,
} from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const tshirt = products.find(
  (p) => p.inStock && p.sizes.every((s) => s.available) && p.id.startsWith('t-shirt-'),
)!;
const pull = products.find((p) => p.inStock && p.id.startsWith('pull-'))!;

const whatsappCustomer = {
  fullName: 'Awa Traoré',
  phone: '07 08 09 10 11',
  address: 'Marcory Zone 4, rue du Canal, immeuble B',
};

describe.each(DRIVERS)('an order the owner takes herself on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let adminId: string;
  const db = () => s.t.database.db;
  const take = (payload: object, cookie = admin) =>
    s.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload,
    });
  const units = async (productId: string, size: string) => {
    const [row] = await db()
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(and(eq(stock.productId, productId), eq(stock.size, size as 'S')));
    return row!.quantity;
  };
  const message = (res: { json: () => unknown }) =>
    (res.json() as { error: { message: string } }).error.message;

  beforeAll(async () => {
    s = await createTestApp(driver);
    adminId = (await createAdminUser(db())).id;
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('prices it from the database, takes the stock, texts the customer and says who took it', async () => {
    const before = await units(tshirt.id, 'M');
    const res = await take({
      items: [
        { productId: tshirt.id, size: 'M', quantity: 2 },
        { productId: pull.id, size: 'L', quantity: 1 },
      ],
      customer: whatsappCustomer,
      delivery: { zone: 'abidjan' },
      // Whatever a browser adds is not read.
      totalAmount: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<{
      order: {
        id: string;
        reference: string;
        subtotal: number;
        deliveryFee: number;
        totalAmount: number;
      };
    }>();
    expect(order.reference).toMatch(/^LG-[2-9A-Z]{6}$/);
    expect(order.subtotal).toBe(tshirt.price * 2 + pull.price);
    expect(order.deliveryFee).toBeGreaterThan(0);
    expect(order.totalAmount).toBe(order.subtotal + order.deliveryFee);
    expect(await units(tshirt.id, 'M')).toBe(before - 2);
    const changes = await db()
      .select({ reason: stockChanges.reason, delta: stockChanges.delta })
      .from(stockChanges)
      .where(eq(stockChanges.orderId, order.id));
    expect(changes).toHaveLength(2);
    expect(changes.every((c) => c.reason === 'order' && c.delta < 0)).toBe(true);
    // The same SMS with the payment details a shopper's order gets.
    const sms = await db()
      .select({ recipient: customerMessages.recipient, body: customerMessages.body })
      .from(customerMessages)
      .where(and(eq(customerMessages.orderId, order.id), eq(customerMessages.channel, 'sms')));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.recipient).toBe('+2250708091011');
    expect(sms[0]!.body).toContain(order.reference);
    // Taken by the admin: who, in the audit; and not one of the owner's own 'new order' alerts.
    const audit = await db()
      .select({ actorId: adminChanges.actorId, changes: adminChanges.changes })
      .from(adminChanges)
      .where(eq(adminChanges.subject, `order:${order.id}`));
    expect(audit).toEqual([
      { actorId: adminId, changes: [expect.objectContaining({ field: 'placedBy' })] },
    ]);
    const [row] = await db()
      .select({ userId: orders.userId, buyerNetwork: orders.buyerNetwork })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ userId: null, buyerNetwork: null });
    // It is in the admin's list like any other.
    const list = await s.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie: admin },
    });
    const listed = list
      .json<{ orders: { id: string; takenBy: string | null }[] }>()
      .orders.find((o) => o.id === order.id);
    expect(listed?.takenBy).toBe('Administrateur');
  });

  it('refuses a sold-out size in French, naming it, and changes nothing', async () => {
    await db()
      .update(stock)
      .set({ quantity: 0 })
      .where(and(eq(stock.productId, pull.id), eq(stock.size, 'S')));
    s.app.catalogue.forget();
    const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
    const tshirtBefore = await units(tshirt.id, 'L');
    const res = await take({
      items: [
        { productId: tshirt.id, size: 'L', quantity: 1 },
        { productId: pull.id, size: 'S', quantity: 1 },
      ],
      customer: whatsappCustomer,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode).toBe(409);
    // The message's French spacing uses narrow no-break spaces.
    expect(message(res).replace(/\s/gu, ' ')).toContain(`« ${pull.name} » en taille S`);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect(await units(tshirt.id, 'L')).toBe(tshirtBefore);
    expect(await db().select({ id: orderItems.id }).from(orderItems)).toHaveLength(2);
  });

  it('is one order for a double tap (the same key)', async () => {
    const key = randomUUID();
    const send = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/admin/orders',
        headers: { cookie: admin, 'idempotency-key': key },
        payload: {
          items: [{ productId: tshirt.id, size: 'XL', quantity: 1 }],
          customer: whatsappCustomer,
          delivery: { zone: 'interior' },
        },
      });
    const before = await units(tshirt.id, 'XL');
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await units(tshirt.id, 'XL')).toBe(before - 1);
  });

  it('is the admin’s alone', async () => {
    const user = await createUser(db(), { email: 'cliente@example.ci' });
    const res = await take(
      {
        items: [{ productId: tshirt.id, size: 'M', quantity: 1 }],
        customer: whatsappCustomer,
        delivery: { zone: 'abidjan' },
      },
      await signIn(s.app, user.email),
    );
    expect(res.statusCode).toBe(403);
  });
});
