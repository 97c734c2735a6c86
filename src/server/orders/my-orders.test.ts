import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_PHONE_MESSAGES } from '../auth/account-phone-routes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { orders } from '../db/schema.ts';
import {
  A_CODE,
  codeIn,
  createUser,
  nextOutboxMessage,
  outboxFiles,
  signIn,
} from '../test/accounts.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const tshirt = products.find(
  (p) => p.id.startsWith('t-shirt-') && p.inStock && p.sizes.every((z) => z.available),
)!;

const order = (quantity: number) => ({
  items: [{ productId: tshirt.id, size: 'M', quantity }],
  customer: {
    fullName: 'Awa Koné',
    phone: '+225 07 01 02 03 04',
    address: 'Cocody Riviera 3, villa 12',
  },
  delivery: { zone: 'abidjan' },
});

describe.each(DRIVERS)('my orders on %s', (driver) => {
  let s: TestApp;
  let awa: string;
  let yao: string;
  let awaId: string;
  const place = (quantity: number, cookie?: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: order(quantity),
      headers: { 'idempotency-key': randomUUID(), ...(cookie ? { cookie } : {}) },
    });
  const mine = (cookie?: string) =>
    s.app.inject({ method: 'GET', url: '/api/orders/mine', headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
    awaId = (await createUser(s.t.database.db, { email: 'awa.cmd@example.ci' })).id;
    await createUser(s.t.database.db, { email: 'yao.cmd@example.ci' });
    awa = await signIn(s.app, 'awa.cmd@example.ci');
    yao = await signIn(s.app, 'yao.cmd@example.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('records the signed-in buyer on the order; a guest order has no user', async () => {
    const signedIn = await place(1, awa);
    expect(signedIn.statusCode).toBe(201);
    const guest = await place(1);
    const [a] = await s.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, signedIn.json().order.id));
    const [g] = await s.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, guest.json().order.id));
    expect(a!.userId).toBe(awaId);
    expect(g!.userId).toBeNull();
  });

  it('lists the caller’s orders only, newest first, with items, reference, status and totals', async () => {
    const second = (await place(2, awa)).json().order;
    await place(3, yao);
    const res = await mine(awa);
    expect(res.statusCode).toBe(200);
    const list = res.json().orders;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: second.id,
      reference: second.reference,
      status: 'pending',
      subtotal: tshirt.price * 2,
      deliveryFee: second.deliveryFee,
      totalAmount: second.totalAmount,
      items: [
        { productId: tshirt.id, name: tshirt.name, size: 'M', quantity: 2, price: tshirt.price },
      ],
    });
    expect(list[1].items[0].quantity).toBe(1);
    const yaoList = (await mine(yao)).json().orders;
    expect(yaoList).toHaveLength(1);
    expect(yaoList.map((o: { id: string }) => o.id)).not.toContain(second.id);
  });

  it('shows the guest orders placed with the phone the account confirmed by an SMS code, and only then', async () => {
    const guest = (await place(1)).json().order;
    const listed = async () =>
      (await mine(yao)).json().orders.map((o: { reference: string }) => o.reference);
    expect(await listed()).not.toContain(guest.reference);
    expect((await mine(yao)).json().confirmedPhone).toBeNull();

    const send = (phone: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/account/phone',
        payload: { phone },
        headers: { cookie: yao },
      });
    const confirm = (code: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/account/phone/confirm',
        payload: { code },
        headers: { cookie: yao },
      });
    // Not a number anybody could receive a code on: refused, nothing sent.
    expect((await send('12')).statusCode).toBe(400);
    // The guest order's number, typed another way.
    const known = await outboxFiles(s.config.dataDir);
    const sent = await send('07 01 02 03 04');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().destination).toBe('•• •• •• 03 04');
    const sms = await nextOutboxMessage(s.config.dataDir, '.sms.txt', known, A_CODE);
    const code = codeIn(sms.text);
    // A wrong code confirms nothing.
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(ACCOUNT_PHONE_MESSAGES.wrongCode);
    expect(await listed()).not.toContain(guest.reference);

    const confirmed = await confirm(code);
    expect(confirmed.statusCode).toBe(200);
    expect(await listed()).toContain(guest.reference);
    expect((await mine(yao)).json().confirmedPhone).toBe('•• •• •• 03 04');
    // Another account's order with that phone stays that account's.
    const awasOwn = (await place(1, awa)).json().order;
    expect(await listed()).not.toContain(awasOwn.reference);
    // Asking for a code for another number suspends the claim until it is confirmed.
    await s.t.database.db.execute(
      sql`update one_time_codes set created_at = now() - interval '1 hour'`,
    );
    expect((await send('07 99 88 77 66')).statusCode).toBe(200);
    expect(await listed()).not.toContain(guest.reference);
  });

  it('refuses anonymous callers', async () => {
    const res = await mine();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Vous devez être connecté pour voir vos commandes');
  });
});
