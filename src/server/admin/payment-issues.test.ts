// Money that came for an order the shop no longer expected (docs/decisions/0182): the owner finds
// it under 'À régler', and settles a late Wave payment by restoring the order or refunding it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrdersPage } from '../../shared/api/admin.ts';
import { WAVE_CHECKOUT_PATH } from '../../shared/api/payments.ts';
import { products } from '../../shared/catalogue/products.ts';
import { customerMessages, orders, paymentEvents, stock } from '../db/schema.ts';
import { adminSignIn, createAdminUser, insertOrder, placeTestOrder } from '../test/admin.ts';
import { signWaveWebhook } from '../payments/webhook-signature.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import {
  startWaveStub,
  STUB_WAVE_KEY,
  STUB_WAVE_SECRET,
  type WaveStub,
} from '../test/wave-stub.ts';
import { WAVE_WEBHOOK_PATH } from '../payments/payment-routes.ts';

const PHONE = '+225 07 01 02 03 04';
const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;

describe.each(DRIVERS)('payments to settle on %s', (driver) => {
  let s: TestApp;
  let wave: WaveStub;
  let admin: string;
  const db = () => s.t.database.db;
  const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  const act = (id: string, action: 'restore' | 'refund' | 'refunded') =>
    s.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/payment-issue/${action}`,
      headers: { cookie: admin },
    });
  const orderRow = async (id: string) =>
    (
      await db()
        .select({ status: orders.status, issue: orders.paymentIssue })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!;
  const units = async () =>
    (
      await db()
        .select({ quantity: stock.quantity })
        .from(stock)
        .where(and(eq(stock.productId, product.id), eq(stock.size, 'M')))
    )[0]!.quantity;
  const setUnits = (quantity: number) =>
    db()
      .update(stock)
      .set({ quantity })
      .where(and(eq(stock.productId, product.id), eq(stock.size, 'M')));
  const smsTo = async (id: string, event: string) =>
    (
      await db()
        .select({ body: customerMessages.body })
        .from(customerMessages)
        .where(
          and(
            eq(customerMessages.eventKey, `order:${id}:${event}`),
            eq(customerMessages.channel, 'sms'),
          ),
        )
    ).map((m) => m.body);
  const refunds = (id: string) =>
    db()
      .select({ sessionId: paymentEvents.sessionId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, id), eq(paymentEvents.outcome, 'refunded')));

  const webhook = (event: object) => {
    const body = JSON.stringify(event);
    return s.app.inject({
      method: 'POST',
      url: WAVE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'wave-signature': signWaveWebhook(body, STUB_WAVE_SECRET),
      },
      payload: body,
    });
  };

  /**
   * A guest order paid by Wave Checkout after the owner cancelled it (its units back in stock):
   * the webhook flags it 'late'.
   */
  const paidAfterCancel = async (quantity = 2) => {
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: product.id, size: 'M', quantity }],
    });
    const opened = await s.app.inject({
      method: 'POST',
      url: WAVE_CHECKOUT_PATH,
      payload: { reference: order.reference, phone: PHONE },
    });
    expect(opened.statusCode).toBe(201);
    const session = wave.sessionsFor(order.reference).at(-1)!;
    const cancel = await s.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    // The shopper's phone had the payment page open: Wave takes the money all the same.
    expect((await webhook(wave.complete(session.id))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: 'late' });
    return { order, session };
  };

  beforeAll(async () => {
    wave = await startWaveStub();
    s = await createTestApp(driver, {
      captureLogs: true,
      env: {
        ...NO_UNPAID_CAPS,
        ORDER_RATE_LIMIT: '1000',
        WAVE_API_KEY: STUB_WAVE_KEY,
        WAVE_WEBHOOK_SECRET: STUB_WAVE_SECRET,
        WAVE_API_URL: wave.url,
        WAVE_RECONCILE_INTERVAL: '3600',
        PUBLIC_URL: 'https://lagune.example',
      },
    });
    const origin = await s.app.listen({ port: 0, host: '127.0.0.1' });
    wave.state.webhookUrls = [`${origin}${WAVE_WEBHOOK_PATH}`];
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
    await wave?.close();
  });

  it("'À régler' lists the orders with a payment to look at, newest first, and counts them", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
    const older = await insertOrder(db(), { status: 'cancelled', createdAt: at(0) });
    await insertOrder(db(), { status: 'pending', createdAt: at(5) });
    const newer = await insertOrder(db(), { status: 'paid', createdAt: at(10) });
    await db().update(orders).set({ paymentIssue: 'late' }).where(eq(orders.id, older.id));
    await db().update(orders).set({ paymentIssue: 'twice' }).where(eq(orders.id, newer.id));

    const res = await get('/api/admin/orders?filter=toSettle');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as AdminOrdersPage;
    expect(page.orders.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(page.counts?.toSettle).toBe(2);
    expect(page.counts?.all).toBe(3);
    const counts = await get('/api/admin/orders/counts');
    expect(counts.json().toSettle).toBe(2);
    // Settled: it leaves the list.
    await db().update(orders).set({ paymentIssue: null }).where(eq(orders.id, newer.id));
    const after = (await get('/api/admin/orders?filter=toSettle')).json() as AdminOrdersPage;
    expect(after.orders.map((o) => o.id)).toEqual([older.id]);
    expect(after.counts?.toSettle).toBe(1);
  });

  it('restores a late-paid order: its units taken again, paid, and the shopper told it goes on', async () => {
    const { order, session } = await paidAfterCancel(2);
    const card = (await get(`/api/admin/orders/${order.id}`)).json().order as AdminOrder;
    expect(card.refundByWave).toBe(true);
    const before = await units();
    // Two taps at once (two phones): one restores, the other finds nothing left to settle.
    const [a, b] = await Promise.all([act(order.id, 'restore'), act(order.id, 'restore')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const res = a.statusCode === 200 ? a : b;
    expect(res.json().order).toMatchObject({ status: 'paid', paymentIssue: null });
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
    expect(await units()).toBe(before - 2);
    const [sms] = await smsTo(order.id, 'restored');
    expect(sms).toContain(order.reference);
    expect(sms).toMatch(/rétablie/);
    // Again: nothing more to settle, nothing taken twice.
    expect((await act(order.id, 'restore')).statusCode).toBe(409);
    expect(await units()).toBe(before - 2);
    // Wave telling of that same payment again (another event id) is not a second payment.
    expect((await webhook(wave.eventFor(wave.sessions.get(session.id)!))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
  });

  it('refuses to restore, in French and naming the size, when the units are gone; nothing changes', async () => {
    const { order } = await paidAfterCancel(2);
    await setUnits(1);
    const res = await act(order.id, 'restore');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /stock insuffisant .* en taille M, il n’en reste que 1/,
    );
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: 'late' });
    expect(await units()).toBe(1);
    expect(await smsTo(order.id, 'restored')).toEqual([]);
    await setUnits(50);
  });

  it('refunds a late payment through Wave: recorded once, the flag cleared, the shopper told', async () => {
    const { order, session } = await paidAfterCancel(1);
    const before = await units();
    // Wave refusing (here: it no longer holds the payment as succeeded), then Wave down: a
    // French error each time, nothing recorded, the flag stays for a retry.
    const held = wave.sessions.get(session.id)!;
    held.payment_status = 'cancelled';
    const refused = await act(order.id, 'refund');
    held.payment_status = 'succeeded';
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toMatch(/rien n’est enregistré/);
    wave.state.failing = true;
    const down = await act(order.id, 'refund');
    wave.state.failing = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toMatch(/Wave/);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: 'late' });
    expect(await refunds(order.id)).toEqual([]);
    expect(await smsTo(order.id, 'refunded')).toEqual([]);

    const res = await act(order.id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentIssue: null });
    expect(wave.state.refunds).toEqual([session.id]);
    expect(await refunds(order.id)).toEqual([{ sessionId: session.id }]);
    const [sms] = await smsTo(order.id, 'refunded');
    expect(sms).toContain(order.reference);
    expect(sms).toMatch(/rembours/);
    expect(await units()).toBe(before);
    // Settled: a second tap refunds nothing more.
    expect((await act(order.id, 'refund')).statusCode).toBe(409);
    expect(wave.state.refunds).toEqual([session.id]);
  });

  it('while Wave is refunding, the order cannot be restored; a refund Wave refused can be', async () => {
    const { order } = await paidAfterCancel(1);
    const before = await units();
    let answer = () => {};
    const asked = new Promise<void>((resolve) => {
      wave.state.beforeRefund = () => {
        resolve();
        return new Promise<void>((go) => (answer = go));
      };
    });
    const refunding = act(order.id, 'refund');
    await asked;
    const restore = await act(order.id, 'restore');
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error.message).toMatch(/remboursement Wave .* en cours/);
    expect(await units()).toBe(before);
    wave.state.beforeRefund = undefined;
    answer();
    expect((await refunding).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: null });

    // Wave refusing leaves no trace: the owner may restore instead.
    const other = await paidAfterCancel(1);
    wave.state.failing = true;
    expect((await act(other.order.id, 'refund')).statusCode).toBe(503);
    wave.state.failing = false;
    expect((await act(other.order.id, 'restore')).statusCode).toBe(200);
    expect(await refunds(other.order.id)).toEqual([]);
  });

  it('refunds through Wave the second payment of an order paid by hand; the order stays paid', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: product.id, size: 'M', quantity: 1 }],
    });
    await s.app.inject({
      method: 'POST',
      url: WAVE_CHECKOUT_PATH,
      payload: { reference: order.reference, phone: PHONE },
    });
    const session = wave.sessionsFor(order.reference).at(-1)!;
    // The owner saw a manual transfer and set 'Payée'; the shopper paid the Wave page too.
    const paid = await s.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin },
      payload: { status: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    await webhook(wave.complete(session.id));
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: 'twice' });
    const card = (await get(`/api/admin/orders/${order.id}`)).json().order as AdminOrder;
    expect(card.refundByWave).toBe(true);
    expect((await act(order.id, 'restore')).statusCode).toBe(409);
    const res = await act(order.id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
    expect(wave.state.refunds).toContain(session.id);
    expect(await smsTo(order.id, 'refunded')).toHaveLength(1);
  });

  it('a payment without a Wave session is marked refunded by hand, not refunded through Wave', async () => {
    const { id } = await insertOrder(db(), { status: 'cancelled', phone: '07 08 09 10 11' });
    await db().update(orders).set({ paymentIssue: 'late' }).where(eq(orders.id, id));
    const card = (await get(`/api/admin/orders/${id}`)).json().order as AdminOrder;
    expect(card.refundByWave).toBe(false);
    const refused = await act(id, 'refund');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Marquer comme remboursé/);
    const res = await act(id, 'refunded');
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(id)).toEqual({ status: 'cancelled', issue: null });
    expect(await refunds(id)).toHaveLength(1);
    expect(await smsTo(id, 'refunded')).toHaveLength(1);
  });

  it('answers 404 for an unknown order and writes no customer detail to the logs', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const action of ['restore', 'refund', 'refunded'] as const) {
      const res = await act(unknown, action);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Commande introuvable');
    }
    const logs = s.logs.join('\n');
    expect(logs).not.toContain('Adjoua');
    expect(logs).not.toContain('07 01 02 03 04');
    expect(logs).not.toContain('0701020304');
  });
});
