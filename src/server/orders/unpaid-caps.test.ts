// What one order and one buyer may hold unpaid (docs/decisions/0100), on both
// drivers, and across two instances.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { ORDER_LIMIT_MESSAGES } from '../../shared/domain/orders.ts';
import type { App } from '../app.ts';
import { orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { UNPAID_MESSAGES } from './place-order.ts';

const sizes = products
  .filter((p) => p.inStock)
  .flatMap((p) =>
    p.sizes.filter((s) => s.available).map((s) => ({ productId: p.id, size: s.name })),
  );

type Line = { productId: string; size: string; quantity: number };

describe.each(DRIVERS)('unpaid-order caps on %s', (driver) => {
  let s: TestApp;
  let other: App;
  beforeAll(async () => {
    s = await createTestApp(driver);
    other = await s.sibling();
  });
  afterEach(async () => {
    await s.t.database.db.execute(sql`update orders set status = 'cancelled'`);
    await s.clearRateLimits();
  });
  afterAll(() => s.close());

  let next = 0;
  /** Distinct sizes each call, so the stock never runs out under the caps. */
  const lines = (count: number, quantity: number): Line[] =>
    Array.from({ length: count }, () => ({ ...sizes[next++ % sizes.length]!, quantity }));
  const order = (items: Line[], phone: string, remoteAddress: string, app = s.app) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items,
        customer: { fullName: 'Awa Koné', phone, address: 'Marcory Zone 4, rue 7' },
        delivery: { zone: 'abidjan' },
      },
    });
  const orderCount = async () =>
    Number((await s.t.database.db.select({ n: sql<number>`count(*)` }).from(orders))[0]!.n);

  it('refuses a line of more than 10 pieces and an order of more than 30, in French', async () => {
    const line = await order(lines(1, 11), '0701010101', '192.0.2.1');
    expect(line.statusCode).toBe(400);
    expect(line.json().error.fields['items.0.quantity']).toBe(ORDER_LIMIT_MESSAGES.line);
    const big = await order(lines(4, 8), '0701010101', '192.0.2.1');
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields.items).toBe(ORDER_LIMIT_MESSAGES.order);
    const twice = await order(
      [
        { ...sizes[0]!, quantity: 6 },
        { ...sizes[0]!, quantity: 6 },
      ],
      '0701010101',
      '192.0.2.1',
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields['items.0.quantity']).toMatch(/Pas plus de 10 pièces/);
  });

  it('a phone number holds 3 unpaid orders, whatever address it orders from; paying frees one', async () => {
    const phone = '+225 07 22 33 44 55';
    for (let i = 0; i < 3; i++)
      expect((await order(lines(1, 1), phone, `192.0.2.${10 + i}`)).statusCode).toBe(201);
    const before = await orderCount();
    // Typed another way, the number is the same buyer.
    const fourth = await order(lines(1, 1), '00225 0722334455', '192.0.2.20');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({
      code: 'unpaid_limit',
      message: UNPAID_MESSAGES.phone,
      fields: { 'customer.phone': UNPAID_MESSAGES.phone },
    });
    expect(await orderCount()).toBe(before);
    const [oldest] = await s.t.database.db.select({ id: orders.id }).from(orders).limit(1);
    await s.t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, oldest!.id));
    expect((await order(lines(1, 1), phone, '192.0.2.20')).statusCode).toBe(201);
  });

  it('counts an international number as one buyer however it is typed', async () => {
    const spellings = ['+33 6 12 34 56 78', '+33612345678', '0033 6 12 34 56 78'];
    for (const [i, phone] of spellings.entries())
      expect((await order(lines(1, 1), phone, `192.0.2.${40 + i}`)).statusCode).toBe(201);
    const fourth = await order(lines(1, 1), '+33 (0)6 12.34.56.78', '192.0.2.44');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.fields).toEqual({ 'customer.phone': UNPAID_MESSAGES.phone });
    // Another country with the same digits, and an Ivorian number ending alike, are other buyers.
    expect((await order(lines(1, 1), '+34 612 34 56 78', '192.0.2.45')).statusCode).toBe(201);
    expect((await order(lines(1, 1), '06 12 34 56 78', '192.0.2.46')).statusCode).toBe(201);
  });

  it('a phone number holds 30 unpaid pieces', async () => {
    expect((await order(lines(3, 10), '0733333333', '192.0.2.30')).statusCode).toBe(201);
    const more = await order(lines(1, 1), '0733333333', '192.0.2.31');
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe('unpaid_limit');
  });

  it('one address holds at most 10 unpaid orders and 100 pieces, even racing over two instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        order(
          lines(1, 10),
          `05${String(i).padStart(8, '0')}`,
          '2001:db8:1:2::7',
          i % 2 ? other : s.app,
        ),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.json().error).toMatchObject({
      code: 'unpaid_limit',
      message: UNPAID_MESSAGES.network,
    });
    // Another address of the same IPv6 /64 is the same network; another /64 is not.
    expect((await order(lines(1, 1), '0100000001', '2001:db8:1:2::99')).statusCode).toBe(409);
    expect((await order(lines(1, 1), '0100000001', '2001:db8:1:3::1')).statusCode).toBe(201);
  });
});
