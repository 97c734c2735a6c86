// How to pay an order again (ADR 0144): the 201 of POST /api/orders, /api/orders/track and
// /api/orders/mine carry the same payment details while the order is unpaid, none once it is paid,
// and `checkout` says whether Wave Checkout is configured.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { DEFAULT_SHOP_CONTACT } from '../../shared/config/shop-contact.ts';
import { orders } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const product = products.find((p) => p.inStock && p.sizes.every((s) => s.available))!;
const phone = '+225 07 05 06 07 08';
const WAVE_CHECKOUT_ENV = {
  WAVE_API_KEY: 'wave_test_key',
  WAVE_WEBHOOK_SECRET: 'wave_test_secret',
};

describe.each(DRIVERS)('payment details of an unpaid order on %s', (driver) => {
  describe.each([
    ['with Wave Checkout', WAVE_CHECKOUT_ENV, true],
    ['without Wave Checkout', {}, false],
  ] as const)('%s', (_name, waveEnv, checkout) => {
    let s: TestApp;
    let cookie: string;

    const place = (headers: Record<string, string> = {}) =>
      s.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID(), ...headers },
        payload: {
          items: [{ productId: product.id, size: 'M', quantity: 1 }],
          customer: { fullName: 'Mariam Traoré', phone, address: 'Yopougon, rue 12' },
          delivery: { zone: 'abidjan' },
        },
      });
    const track = (reference: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { reference, phone: '0705060708' },
      });
    const setStatus = (id: string, status: 'paid' | 'cancelled') =>
      s.t.database.db.update(orders).set({ status }).where(eq(orders.id, id));

    beforeAll(async () => {
      s = await createTestApp(driver, {
        env: {
          ORDER_RATE_LIMIT: '1000',
          TRACK_RATE_LIMIT: '1000',
          ORDER_PAYMENT_WINDOW: '48h',
          ...NO_UNPAID_CAPS,
          ...waveEnv,
        },
      });
      const email = `mariam.${checkout ? 'wave' : 'manuel'}@example.ci`;
      await createUser(s.t.database.db, { email });
      cookie = await signIn(s.app, email);
    });
    afterEach(async () => s?.clearRateLimits());
    afterAll(async () => s?.close());

    it(`answers checkout ${checkout} with the order's amount, the Wave number and the WhatsApp`, async () => {
      const res = await place();
      expect(res.statusCode).toBe(201);
      const { order, payment } = res.json();
      expect(payment).toEqual({
        method: 'wave',
        number: DEFAULT_SHOP_CONTACT.waveNumber,
        amount: order.totalAmount,
        reference: order.reference,
        whatsapp: DEFAULT_SHOP_CONTACT.whatsappNumber.replace(/\D/g, ''),
        checkout,
        // Unpaid after the 48 h window, the order is cancelled: the shopper is told when.
        payBy: new Date(Date.parse(order.createdAt) + 48 * 3_600_000).toISOString(),
      });
    });

    it('gives the deadline the owner extended, on /suivi and in Mes commandes', async () => {
      const placed = (await place({ cookie })).json();
      const extended = new Date(Date.parse(placed.order.createdAt) + 72 * 3_600_000);
      await s.t.database.db
        .update(orders)
        .set({ payBy: extended })
        .where(eq(orders.id, placed.order.id));
      const tracked = await track(placed.order.reference);
      expect(tracked.json().payment.payBy).toBe(extended.toISOString());
      const mine = await s.app.inject({ url: '/api/orders/mine', headers: { cookie } });
      const own = mine.json().orders.find((o: { id: string }) => o.id === placed.order.id);
      expect(own.payment.payBy).toBe(extended.toISOString());
    });

    it('gives /api/orders/track the same details while the order is pending, none once paid or cancelled', async () => {
      const placed = (await place()).json();
      const pending = await track(placed.order.reference);
      expect(pending.statusCode).toBe(200);
      expect(pending.json().order.status).toBe('pending');
      expect(pending.json().payment).toEqual(placed.payment);

      await setStatus(placed.order.id, 'paid');
      const paid = await track(placed.order.reference);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().order.status).toBe('paid');
      expect(paid.json()).not.toHaveProperty('payment');

      const other = (await place()).json();
      await setStatus(other.order.id, 'cancelled');
      expect((await track(other.order.reference)).json()).not.toHaveProperty('payment');
    });

    it('gives /api/orders/mine the details of each unpaid order of the customer, none for a paid one', async () => {
      const unpaid = (await place({ cookie })).json();
      const paid = (await place({ cookie })).json();
      await setStatus(paid.order.id, 'paid');
      const res = await s.app.inject({
        method: 'GET',
        url: '/api/orders/mine',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const byId = new Map<string, { payment?: unknown }>(
        res.json().orders.map((o: { id: string; payment?: unknown }) => [o.id, o]),
      );
      expect(byId.get(unpaid.order.id)?.payment).toEqual({ ...unpaid.payment, checkout });
      expect(byId.get(paid.order.id)).not.toHaveProperty('payment');
    });
  });
});
