import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../shared/api/admin.ts';
import { products } from '../../shared/catalogue/products.ts';
import { formatPrice } from '../../shared/format/money.ts';
import {
  adminChanges,
  customerMessages,
  orderItems,
  orders,
  stock,
  stockChanges,
} from '../db/schema.ts';
import { toGsm7 } from '../messaging/sms-text.ts';
import { createUser } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, insertOrder, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const tshirt = products.find(
  (p) => p.inStock && p.sizes.every((s) => s.available) && p.id.startsWith('t-shirt-'),
)!;
const pull = products.find((p) => p.inStock && p.id.startsWith('pull-'))!;
const address = 'Cocody Riviera 3, rue des Jardins, villa 12';

describe.each(DRIVERS)('an order edited before it ships on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let adminId: string;
  const db = () => s.t.database.db;
  const edit = (id: string, payload: object) =>
    s.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/contents`,
      headers: { cookie: admin },
      payload,
    });
  const units = async (productId: string, size: string) => {
    const [row] = await db()
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(and(eq(stock.productId, productId), eq(stock.size, size as 'S')));
    return row!.quantity;
  };
  const setUnits = async (productId: string, size: string, quantity: number) => {
    await db()
      .update(stock)
      .set({ quantity })
      .where(and(eq(stock.productId, productId), eq(stock.size, size as 'S')));
    s.app.catalogue.forget();
  };
  const row = async (id: string) =>
    (
      await db()
        .select({
          totalAmount: orders.totalAmount,
          balanceDue: orders.balanceDue,
          paymentIssue: orders.paymentIssue,
          address: orders.shippingAddress,
        })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!;
  const items = async (id: string) =>
    db()
      .select({
        productId: orderItems.productId,
        size: orderItems.size,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
  const message = (res: { json: () => unknown }) =>
    (res.json() as { error: { message: string } }).error.message.replace(/\s/gu, ' ');
  /** What the customer was told of the order's changes. */
  const told = (id: string) =>
    db()
      .select({
        channel: customerMessages.channel,
        recipient: customerMessages.recipient,
        body: customerMessages.body,
      })
      .from(customerMessages)
      .where(like(customerMessages.eventKey, `order:${id}:edited:%`));
  /** An amount as an SMS writes it ('23 500 FCFA', plain spaces). */
  const fcfa = (amount: number) => toGsm7(formatPrice(amount));
  const paidOrder = async (lines: { productId: string; size: string; quantity: number }[]) => {
    const { order } = await placeTestOrder(s.app, { items: lines });
    await db().update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    return order;
  };

  beforeAll(async () => {
    s = await createTestApp(driver, {
      env: { ...NO_UNPAID_CAPS, PUBLIC_URL: 'https://lagune.example' },
      captureLogs: true,
    });
    adminId = (await createAdminUser(db())).id;
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('changes a paid order’s size: one M back, one L taken, total unchanged, audited', async () => {
    const order = await paidOrder([{ productId: tshirt.id, size: 'M', quantity: 1 }]);
    const [m, l] = [await units(tshirt.id, 'M'), await units(tshirt.id, 'L')];
    const res = await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'L', quantity: 1 }],
      address: 'Plateau, avenue Chardy, immeuble Alpha',
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ order: AdminOrder }>().order;
    expect(saved.totalAmount).toBe(order.totalAmount);
    expect(await units(tshirt.id, 'M')).toBe(m + 1);
    expect(await units(tshirt.id, 'L')).toBe(l - 1);
    expect(await items(order.id)).toEqual([{ productId: tshirt.id, size: 'L', quantity: 1 }]);
    expect(await row(order.id)).toEqual({
      totalAmount: order.totalAmount,
      balanceDue: 0,
      paymentIssue: null,
      address: 'Plateau, avenue Chardy, immeuble Alpha',
    });
    const moves = await db()
      .select({
        size: stockChanges.size,
        delta: stockChanges.delta,
        reason: stockChanges.reason,
        actorId: stockChanges.actorId,
      })
      .from(stockChanges)
      .where(and(eq(stockChanges.orderId, order.id), eq(stockChanges.productId, tshirt.id)));
    expect(moves).toEqual(
      expect.arrayContaining([
        { size: 'M', delta: 1, reason: 'cancel', actorId: adminId },
        { size: 'L', delta: -1, reason: 'order', actorId: adminId },
      ]),
    );
    const audit = await db()
      .select({ actorId: adminChanges.actorId })
      .from(adminChanges)
      .where(eq(adminChanges.subject, `order:${order.id}`));
    expect(audit).toEqual([{ actorId: adminId }]);
  });

  it('keeps what a paid order’s new total leaves to settle, under À régler', async () => {
    const order = await paidOrder([{ productId: tshirt.id, size: 'S', quantity: 1 }]);
    const res = await edit(order.id, {
      items: [
        { productId: tshirt.id, size: 'S', quantity: 2 },
        { productId: pull.id, size: 'M', quantity: 1 },
      ],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(order.id);
    expect(after.balanceDue).toBe(after.totalAmount - order.totalAmount);
    expect(after.balanceDue).toBeGreaterThan(0);
    expect(after.paymentIssue).toBe('mismatch');
    expect(res.json<{ order: AdminOrder }>().order.balanceDue).toBe(after.balanceDue);
    const [sms] = await told(order.id);
    expect(sms!.body).toBe(
      `LAGUNE : votre commande ${order.reference} a été modifiée. Nouveau total : ${fcfa(after.totalAmount)}. Reste à régler : ${fcfa(after.balanceDue)}. Suivi : https://lagune.example/suivi?ref=${order.reference}`,
    );
  });

  it('tells the customer of an unpaid order its new total by SMS, once per edit, logging no text', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 1 }],
    });
    const res = await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 2 }],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const total = (await row(order.id)).totalAmount;
    expect(total).toBeGreaterThan(order.totalAmount);
    const body = `LAGUNE : votre commande ${order.reference} a été modifiée. Nouveau total à payer : ${fcfa(total)}. Suivi : https://lagune.example/suivi?ref=${order.reference}`;
    expect(await told(order.id)).toEqual([{ channel: 'sms', recipient: '+2250701020304', body }]);
    // A second change is told too.
    await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 1 }],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(await told(order.id)).toHaveLength(2);
    const logged = s.logs.join('\n');
    expect(logged).not.toContain(order.reference);
    expect(logged).not.toContain('2250701020304');
  });

  it('tells nothing when a save changes nothing the customer sees', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [
        { productId: tshirt.id, size: 'S', quantity: 1 },
        { productId: pull.id, size: 'M', quantity: 1 },
      ],
    });
    const res = await edit(order.id, {
      // The same lines, listed the other way round.
      items: [
        { productId: pull.id, size: 'M', quantity: 1 },
        { productId: tshirt.id, size: 'S', quantity: 1 },
      ],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await told(order.id)).toEqual([]);
  });

  it('tells a paid customer the shop will call to give money back', async () => {
    const order = await paidOrder([{ productId: tshirt.id, size: 'S', quantity: 2 }]);
    const res = await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 1 }],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(order.id);
    expect(after.balanceDue).toBeLessThan(0);
    const [sms] = await told(order.id);
    expect(sms!.body).toBe(
      `LAGUNE : votre commande ${order.reference} a été modifiée. Nouveau total : ${fcfa(after.totalAmount)}. Nous vous contacterons pour vous rembourser ${fcfa(-after.balanceDue)}.`,
    );
  });

  it('tells an account’s customer by e-mail too, in French typography', async () => {
    const user = await createUser(db(), { email: `aya-${driver}@example.ci` });
    const order = await insertOrder(db(), {
      userId: user.id,
      items: [{ productId: tshirt.id, size: 'S', quantity: 1, price: tshirt.price }],
    });
    const res = await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 2 }],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [email] = await db()
      .select({ subject: customerMessages.subject, body: customerMessages.body })
      .from(customerMessages)
      .where(
        and(
          like(customerMessages.eventKey, `order:${order.id}:edited:%`),
          eq(customerMessages.channel, 'email'),
        ),
      );
    const total = (await row(order.id)).totalAmount;
    expect(email).toEqual({
      subject: `LAGUNE – Commande ${order.reference} modifiée`,
      body: `LAGUNE\u202f: votre commande ${order.reference} a été modifiée. Nouveau total à payer\u202f: ${formatPrice(total)}. Suivi\u202f: https://lagune.example/suivi?ref=${order.reference}`,
    });
  });

  it('sends no SMS to a phone outside the shop’s SMS countries', async () => {
    const order = await insertOrder(db(), {
      // A British mobile: not one of the shop's SMS countries (docs/decisions/0197).
      phone: '+44 7400 123456',
      items: [{ productId: tshirt.id, size: 'S', quantity: 1, price: tshirt.price }],
    });
    const res = await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 2 }],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await told(order.id)).toEqual([]);
  });

  it('tells a pick-up order’s customer the new total, with no address', async () => {
    const order = await insertOrder(db(), {
      pickupShop: 'LAGUNE Cocody',
      items: [{ productId: tshirt.id, size: 'S', quantity: 1, price: tshirt.price }],
    });
    const res = await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'S', quantity: 3 }],
      delivery: { zone: 'pickup' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await told(order.id)).toEqual([
      {
        channel: 'sms',
        recipient: '+2250708091011',
        body: `LAGUNE : votre commande ${order.reference} a été modifiée. Nouveau total à payer : ${fcfa(3 * tshirt.price)}. Suivi : https://lagune.example/suivi?ref=${order.reference}`,
      },
    ]);
  });

  it('refuses more than the stock left in French, and changes nothing', async () => {
    const order = await paidOrder([{ productId: pull.id, size: 'XL', quantity: 1 }]);
    await setUnits(pull.id, 'XL', 1);
    const res = await edit(order.id, {
      items: [{ productId: pull.id, size: 'XL', quantity: 3 }],
      address: 'Une autre adresse, Yopougon',
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toContain(`« ${pull.name} » en taille XL, il n’en reste que 1`);
    expect(await units(pull.id, 'XL')).toBe(1);
    expect(await items(order.id)).toEqual([{ productId: pull.id, size: 'XL', quantity: 1 }]);
    expect((await row(order.id)).address).toBe(address);
  });

  it('refuses a shipped order', async () => {
    const order = await paidOrder([{ productId: tshirt.id, size: 'XL', quantity: 1 }]);
    await db().update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const before = await units(tshirt.id, 'XL');
    const res = await edit(order.id, {
      items: [{ productId: tshirt.id, size: 'XL', quantity: 2 }],
      address,
      delivery: { zone: 'abidjan' },
    });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toMatch(/ne peut plus être modifiée/);
    expect(await units(tshirt.id, 'XL')).toBe(before);
  });
});
