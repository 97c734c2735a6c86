import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXT, WAVE_CHECKOUT_PATH } from '../../shared/api/payments.ts';
import { products } from '../../shared/catalogue/products.ts';
import { customerMessages, orders, paymentEvents, stock, waveCheckouts } from '../db/schema.ts';
import { TRACK_REFERENCE_LIMIT, TRACK_REFERENCE_MESSAGE } from '../orders/order-tracking.ts';
import { releaseOverdueOrders } from '../orders/release-unpaid.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import {
  startWaveStub,
  STUB_WAVE_KEY,
  STUB_WAVE_SECRET,
  type WaveStub,
} from '../test/wave-stub.ts';
import { WAVE_CHECKOUT_RATE_MESSAGE, WAVE_WEBHOOK_PATH } from './payment-routes.ts';
import { reconcileOpenCheckouts, takeLease } from './reconcile.ts';
import { createWaveApi } from './wave-api.ts';
import { signWaveWebhook } from './webhook-signature.ts';

const PHONE = '+225 07 01 02 03 04';
const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;
const HOUR = 3_600_000;

describe('without Wave Business keys', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp('pglite', { env: { ...NO_UNPAID_CAPS } });
  });
  afterAll(async () => s?.close());

  it('says in French that online payment is unavailable, and has no webhook', async () => {
    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: product.id, size: 'M', quantity: 1 }],
    });
    const res = await s.app.inject({
      method: 'POST',
      url: WAVE_CHECKOUT_PATH,
      payload: { reference: order.reference, phone: PHONE },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'wave_unavailable',
      message: PAYMENT_TEXT.unavailable,
    });
    const hook = await s.app.inject({ method: 'POST', url: WAVE_WEBHOOK_PATH, payload: {} });
    expect(hook.statusCode).toBe(404);
  });
});

describe.each(DRIVERS)('Wave Checkout on %s', (driver) => {
  let s: TestApp;
  let wave: WaveStub;
  let origin: string;
  const db = () => s.t.database.db;
  const place = async (quantity = 1, size = 'M') =>
    (await placeTestOrder(s.app, { items: [{ productId: product.id, size, quantity }] })).order;
  const checkout = (payload: object, remoteAddress?: string, app = s.app) =>
    app.inject({ method: 'POST', url: WAVE_CHECKOUT_PATH, payload, remoteAddress });
  const orderRow = async (id: string) =>
    (
      await db()
        .select({ status: orders.status, issue: orders.paymentIssue })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!;
  const messages = (id: string, event: string) =>
    db()
      .select({ channel: customerMessages.channel, body: customerMessages.body })
      .from(customerMessages)
      .where(eq(customerMessages.eventKey, `order:${id}:${event}`));
  /** Opens a checkout for a new order; its Wave session id. */
  const opened = async (quantity = 1) => {
    const order = await place(quantity);
    const res = await checkout({ reference: order.reference, phone: PHONE });
    expect(res.statusCode).toBe(201);
    const session = wave.sessionsFor(order.reference).at(-1)!;
    return { order, session };
  };
  const post = (body: string, signature = signWaveWebhook(body, STUB_WAVE_SECRET)) =>
    s.app.inject({
      method: 'POST',
      url: WAVE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'wave-signature': signature },
      payload: body,
    });

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
        // The job stays out of the way; tests call reconciliation themselves.
        WAVE_RECONCILE_INTERVAL: '3600',
        PUBLIC_URL: 'https://lagune.example',
      },
    });
    origin = await s.app.listen({ port: 0, host: '127.0.0.1' });
    wave.state.webhookUrls = [`${origin}${WAVE_WEBHOOK_PATH}`];
  });
  afterAll(async () => {
    await s?.close();
    await wave?.close();
  });

  it('opens a session for the order’s exact total in XOF with its reference, and the same one again', async () => {
    const order = await place(2);
    const res = await checkout({ reference: order.reference, phone: '07 01 02 03 04' });
    expect(res.statusCode).toBe(201);
    const [session] = wave.sessionsFor(order.reference);
    expect(session).toMatchObject({
      amount: String(order.totalAmount),
      currency: 'XOF',
      client_reference: order.reference,
      success_url: `https://lagune.example/suivi?ref=${order.reference}&paiement=ok`,
      error_url: `https://lagune.example/suivi?ref=${order.reference}&paiement=erreur`,
    });
    expect(res.json()).toEqual({ launchUrl: session!.wave_launch_url });
    // A second tap: the session still open, not a new one.
    const again = await checkout({ reference: order.reference, phone: PHONE });
    expect(again.json()).toEqual({ launchUrl: session!.wave_launch_url });
    expect(wave.sessionsFor(order.reference)).toHaveLength(1);
  });

  it('refuses a wrong phone, an unknown reference and a paid order, in French', async () => {
    const order = await place();
    const wrong = await checkout({ reference: order.reference, phone: '+225 05 99 99 99 99' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Commande introuvable');
    expect((await checkout({ reference: 'LG-ZZZZZZ', phone: PHONE })).statusCode).toBe(404);
    expect((await checkout({ reference: order.reference })).statusCode).toBe(404);
    expect((await checkout({ reference: 42 })).statusCode).toBe(400);
    await db().update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    const paid = await checkout({ reference: order.reference, phone: PHONE });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toMatchObject({
      code: 'not_waiting',
      message: PAYMENT_TEXT.notWaiting,
    });
    expect(wave.sessionsFor(order.reference)).toHaveLength(0);
  });

  it('counts wrong phones per reference and client network: a stranger’s cannot lock the guest out of paying', async () => {
    const order = await place();
    const stranger = '203.0.113.7';
    // The stranger's network: IPv4 addresses one by one, IPv6 addresses by /64.
    for (let i = 0; i <= TRACK_REFERENCE_LIMIT.max; i++) {
      const res = await checkout(
        { reference: order.reference, phone: `+225 05 00 00 00 ${String(i).padStart(2, '0')}` },
        stranger,
      );
      if (i < TRACK_REFERENCE_LIMIT.max) {
        expect(res.statusCode, `essai ${i + 1}`).toBe(404);
      } else {
        expect(res.statusCode).toBe(429);
        expect(res.json().error.message).toBe(TRACK_REFERENCE_MESSAGE);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // The guest, from her own network, pays.
    const guest = await checkout({ reference: order.reference, phone: PHONE }, '198.51.100.20');
    expect(guest.statusCode).toBe(201);
    // The stranger's network stays refused, the right phone too (it failed too often).
    for (const phone of ['+225 05 00 00 00 99', PHONE]) {
      const res = await checkout({ reference: order.reference, phone }, stranger);
      expect(res.statusCode).toBe(429);
    }
    // An IPv6 /64 counts as one network, whatever address of it asks.
    const other = await place();
    for (let i = 0; i < TRACK_REFERENCE_LIMIT.max; i++) {
      const res = await checkout(
        { reference: other.reference, phone: `+225 05 00 00 01 ${String(i).padStart(2, '0')}` },
        `2001:db8:7:7::${(i + 1).toString(16)}`,
      );
      expect(res.statusCode).toBe(404);
    }
    const sameNetwork = await checkout(
      { reference: other.reference, phone: '+225 05 00 00 01 99' },
      '2001:db8:7:7::ffff',
    );
    expect(sameNetwork.statusCode).toBe(429);
    const nextNetwork = await checkout(
      { reference: other.reference, phone: PHONE },
      '2001:db8:7:8::1',
    );
    expect(nextNetwork.statusCode).toBe(201);
  });

  it('limits checkout requests per client network with a French 429', async () => {
    const limited = await s.sibling({ WAVE_CHECKOUT_RATE_LIMIT: '3' });
    const order = await place();
    // Three addresses of one IPv6 /64: one network.
    for (let i = 1; i <= 3; i++) {
      const res = await checkout(
        { reference: order.reference, phone: PHONE },
        `2001:db8:9:9::${i}`,
        limited,
      );
      expect(res.statusCode).toBe(201);
    }
    const refused = await checkout(
      { reference: order.reference, phone: PHONE },
      '2001:db8:9:9::4',
      limited,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: WAVE_CHECKOUT_RATE_MESSAGE,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await checkout(
      { reference: order.reference, phone: PHONE },
      '2001:db8:9:a::1',
      limited,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('offers the manual transfer when Wave does not answer', async () => {
    const order = await place();
    wave.state.failing = true;
    try {
      const res = await checkout({ reference: order.reference, phone: PHONE });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(PAYMENT_TEXT.unavailable);
    } finally {
      wave.state.failing = false;
    }
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('paid on Wave’s page: the signed webhook marks the order paid and queues "paiement reçu" once', async () => {
    const { order, session } = await opened();
    const page = await fetch(session.wave_launch_url);
    expect(await page.text()).toContain(`Payer ${order.totalAmount} F`);
    const back = await fetch(session.wave_launch_url, {
      method: 'POST',
      body: new URLSearchParams({ choice: 'pay' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(session.success_url);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
    expect(await messages(order.id, 'paid')).toEqual([
      {
        channel: 'sms',
        // GSM-7: 'reçu' is spelled 'recu' in an SMS (messaging/sms-text.ts).
        body: expect.stringContaining(`paiement recu pour la commande ${order.reference}`),
      },
    ]);
    const [checkoutRow] = await db()
      .select({ status: waveCheckouts.status })
      .from(waveCheckouts)
      .where(eq(waveCheckouts.id, session.id));
    expect(checkoutRow!.status).toBe('complete');
  });

  it('refuses a bad signature and a stale timestamp, and records nothing', async () => {
    const { order, session } = await opened();
    const body = JSON.stringify(wave.complete(session.id));
    const forged = await post(body, signWaveWebhook(body, 'not-the-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe('Signature Wave invalide.');
    const tampered = await post(
      body.replace(`"amount":"${order.totalAmount}"`, '"amount":"1"'),
      signWaveWebhook(body, STUB_WAVE_SECRET),
    );
    expect(tampered.statusCode).toBe(401);
    expect((await post(body, 'garbage')).statusCode).toBe(401);
    expect((await post(body, '')).statusCode).toBe(401);
    const stale = await post(
      body,
      signWaveWebhook(body, STUB_WAVE_SECRET, Date.now() - 6 * 60_000),
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('stale_webhook');
    // The log says how far off the signature time is, and that the server's clock may be the cause.
    const refused = s.logs
      .map((line) => JSON.parse(line) as { msg: string; offsetS?: number })
      .find((line) => line.msg.startsWith('wave webhook refused: signed more than 5 minutes'));
    expect(refused?.offsetS).toBeGreaterThanOrEqual(359);
    expect(refused?.msg).toContain('check the server clock');
    expect((await orderRow(order.id)).status).toBe('pending');
    const recorded = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.sessionId, session.id));
    expect(recorded).toEqual([]);
    // Well signed but unreadable: 400, never a 500.
    expect((await post('{"id":')).statusCode).toBe(400);
    expect((await post('{"id":"x","type":"y","data":{"__proto__":{}}}')).statusCode).toBe(400);
    expect((await post('[]')).statusCode).toBe(400);
  });

  it('takes an event in once: a replay, and two deliveries at once, pay the order once', async () => {
    const { order, session } = await opened();
    const body = JSON.stringify(wave.complete(session.id));
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await post(body)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await messages(order.id, 'paid')).toHaveLength(1);
    const events = await db()
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events).toEqual([{ outcome: 'paid' }]);
  });

  it('events out of order change nothing twice; a second session paid for a paid order is flagged', async () => {
    const { order, session } = await opened();
    const completed = wave.complete(session.id);
    expect((await post(JSON.stringify(completed))).statusCode).toBe(200);
    // A failure notice that arrives after the success, and the session's own event again.
    const failed = wave.eventFor(
      { ...completed.data, checkout_status: 'complete', payment_status: 'cancelled' },
      'checkout.session.payment_failed',
    );
    expect((await post(JSON.stringify(failed))).statusCode).toBe(200);
    expect((await post(JSON.stringify(wave.eventFor(completed.data)))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
    // Another session of the same order paid as well: money came twice.
    const other = wave.eventFor({ ...completed.data, id: 'cos-second0001' });
    expect((await post(JSON.stringify(other))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: 'twice' });
    expect(await messages(order.id, 'paid')).toHaveLength(1);
  });

  it('an amount or a currency that is not the order’s leaves it unpaid and flagged', async () => {
    const a = await opened();
    const lower = wave.complete(a.session.id, { amount: String(a.order.totalAmount - 1000) });
    expect((await post(JSON.stringify(lower))).statusCode).toBe(200);
    expect(await orderRow(a.order.id)).toEqual({ status: 'pending', issue: 'mismatch' });
    const b = await opened();
    const euros = wave.complete(b.session.id, { currency: 'EUR' });
    expect((await post(JSON.stringify(euros))).statusCode).toBe(200);
    expect(await orderRow(b.order.id)).toEqual({ status: 'pending', issue: 'mismatch' });
    expect(await messages(b.order.id, 'paid')).toEqual([]);
    // Flagged: the owner decides; the release job leaves it alone.
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '100 hours'` })
      .where(eq(orders.id, b.order.id));
    await db()
      .update(waveCheckouts)
      .set({ status: 'expired' })
      .where(eq(waveCheckouts.id, b.session.id));
    expect(await releaseOverdueOrders(db(), 48 * HOUR, 'LAGUNE')).not.toContain(b.order.id);
  });

  it('a webhook for a session stored for another order changes nothing and flags that order, logged without personal data', async () => {
    const a = await opened();
    const b = await opened();
    // Wave says A's session was paid, under B's reference.
    const crossed = wave.eventFor({
      ...wave.complete(a.session.id).data,
      client_reference: b.order.reference,
    });
    expect((await post(JSON.stringify(crossed))).statusCode).toBe(200);
    expect(await orderRow(b.order.id)).toEqual({ status: 'pending', issue: null });
    expect(await orderRow(a.order.id)).toEqual({ status: 'pending', issue: 'mismatch' });
    expect(await messages(b.order.id, 'paid')).toEqual([]);
    const [event] = await db()
      .select({ outcome: paymentEvents.outcome, orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, crossed.id));
    expect(event).toEqual({ outcome: 'wrong_session', orderId: a.order.id });
    const line = s.logs.find((l) => l.includes('"outcome":"wrong_session"'));
    expect(line).toContain('"level":40');
    for (const secret of [a.order.reference, b.order.reference, a.order.id, b.order.id, '07 01']) {
      expect(line).not.toContain(secret);
    }
  });

  it('records a payment for an unknown reference, and an event of another kind, and answers 200', async () => {
    const { session } = await opened();
    const stranger = wave.eventFor({
      ...wave.complete(session.id).data,
      id: 'cos-notours0001',
      client_reference: 'LG-NOPE00',
    });
    expect((await post(JSON.stringify(stranger))).statusCode).toBe(200);
    const [row] = await db().select().from(paymentEvents).where(eq(paymentEvents.id, stranger.id));
    expect(row).toMatchObject({
      outcome: 'unknown_reference',
      orderId: null,
      reference: 'LG-NOPE00',
    });
    const other = JSON.stringify({ id: 'AE_other', type: 'merchant.payment_received', data: {} });
    expect((await post(other)).statusCode).toBe(200);
    const [ignored] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, 'AE_other'));
    expect(ignored!.outcome).toBe('ignored');
  });

  it('reconciliation pays an order whose webhook was lost; an open session keeps the order from release', async () => {
    wave.state.deliverWebhooks = false;
    const { order, session } = await opened();
    await fetch(session.wave_launch_url, {
      method: 'POST',
      body: new URLSearchParams({ choice: 'pay' }),
      redirect: 'manual',
    });
    wave.state.deliverWebhooks = true;
    expect((await orderRow(order.id)).status).toBe('pending');
    // Overdue by the window, but its session is open as far as we know: not released.
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '100 hours'` })
      .where(eq(orders.id, order.id));
    await db()
      .update(waveCheckouts)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(waveCheckouts.id, session.id));
    expect(await releaseOverdueOrders(db(), 48 * HOUR, 'LAGUNE')).not.toContain(order.id);

    const api = createWaveApi(s.config.waveCheckout!);
    const counts = await reconcileOpenCheckouts(db(), api, 'LAGUNE', { graceMs: 0 });
    expect(counts.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await messages(order.id, 'paid')).toHaveLength(1);
    // The webhook arriving late after all changes nothing.
    expect(
      (await post(JSON.stringify(wave.eventFor(wave.sessions.get(session.id)!)))).statusCode,
    ).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
  });

  it('an expired session frees its order for the release; a payment after the release is flagged, not undone', async () => {
    const { order, session } = await opened(2);
    const units = async () =>
      (
        await db()
          .select({ quantity: stock.quantity })
          .from(stock)
          .where(and(eq(stock.productId, product.id), eq(stock.size, 'M')))
      )[0]!.quantity;
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '100 hours'` })
      .where(eq(orders.id, order.id));
    await db()
      .update(waveCheckouts)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(waveCheckouts.id, session.id));
    wave.expire(session.id);
    const api = createWaveApi(s.config.waveCheckout!);
    // Wave down: nothing known, nothing released.
    wave.state.failing = true;
    expect(
      (await reconcileOpenCheckouts(db(), api, 'LAGUNE', { graceMs: 0 })).failed,
    ).toBeGreaterThanOrEqual(1);
    wave.state.failing = false;
    expect(await releaseOverdueOrders(db(), 48 * HOUR, 'LAGUNE')).not.toContain(order.id);
    // Its wait after the failure is over (a minute on): Wave is asked again.
    await db()
      .update(waveCheckouts)
      .set({ nextCheckAt: sql`now()` })
      .where(eq(waveCheckouts.id, session.id));
    await reconcileOpenCheckouts(db(), api, 'LAGUNE', { graceMs: 0 });
    const before = await units();
    expect(await releaseOverdueOrders(db(), 48 * HOUR, 'LAGUNE')).toContain(order.id);
    expect(await units()).toBe(before + 2);
    // Money arrives after all (Wave's own record says so): flagged for the owner, stock untouched.
    const late = wave.eventFor({
      ...wave.sessions.get(session.id)!,
      checkout_status: 'complete',
      payment_status: 'succeeded',
    });
    expect((await post(JSON.stringify(late))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: 'late' });
    expect(await units()).toBe(before + 2);
    expect(await messages(order.id, 'paid')).toEqual([]);
  });

  it('the owner sees the flag on the order’s card and clears it by deciding', async () => {
    await createAdminUser(db());
    const cookie = await adminSignIn(s.app, 'patronne@lagune.ci');
    const a = await opened();
    const lower = wave.complete(a.session.id, { amount: '100' });
    await post(JSON.stringify(lower));
    const card = await s.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${a.order.id}`,
      headers: { cookie },
    });
    expect(card.json().order.paymentIssue).toBe('mismatch');
    const set = await s.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${a.order.id}`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    });
    expect(set.statusCode).toBe(200);
    expect(await orderRow(a.order.id)).toEqual({ status: 'cancelled', issue: null });
  });

  it('an order the owner changed: its old session is ended, the next tap pays the new total, the old amount never pays it', async () => {
    await createAdminUser(db(), 'gerante@lagune.ci');
    const cookie = await adminSignIn(s.app, 'gerante@lagune.ci');
    const { order, session } = await opened(1);
    const edit = await s.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/contents`,
      headers: { cookie },
      payload: {
        items: [{ productId: product.id, size: 'M', quantity: 2 }],
        address: 'Cocody Riviera 3, rue des Jardins, villa 12',
        delivery: { zone: 'abidjan' },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const total = edit.json().order.totalAmount as number;
    expect(total).toBeGreaterThan(order.totalAmount);
    // The session for the old total is ended at Wave: the customer cannot pay it any more.
    expect(wave.sessions.get(session.id)!.checkout_status).toBe('expired');
    const [stored] = await db()
      .select({ status: waveCheckouts.status })
      .from(waveCheckouts)
      .where(eq(waveCheckouts.id, session.id));
    expect(stored!.status).toBe('expired');
    // Opening the payment again: a new session, for the new total.
    const again = await checkout({ reference: order.reference, phone: PHONE });
    expect(again.statusCode).toBe(201);
    const fresh = wave.sessionsFor(order.reference).at(-1)!;
    expect(fresh.id).not.toBe(session.id);
    expect(fresh.amount).toBe(String(total));
    expect(again.json()).toEqual({ launchUrl: fresh.wave_launch_url });
    // Paid anyway for the old total (Wave could not end it in time): the order stays unpaid and
    // is flagged for the owner, the customer is not told it is paid.
    const old = wave.eventFor({
      ...wave.sessions.get(session.id)!,
      checkout_status: 'complete',
      payment_status: 'succeeded',
    });
    expect((await post(JSON.stringify(old))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'pending', issue: 'mismatch' });
    expect(await messages(order.id, 'paid')).toEqual([]);
    // The new total paid on the new session: paid, the flag cleared.
    expect((await post(JSON.stringify(wave.complete(fresh.id)))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
  });

  it('one instance at a time holds the reconciliation lease', async () => {
    const name = `test-lease-${driver}`;
    const results = await Promise.all([
      takeLease(db(), name, 'a', 60_000),
      takeLease(db(), name, 'b', 60_000),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const holder = results[0] ? 'a' : 'b';
    expect(await takeLease(db(), name, holder, 60_000)).toBe(true);
    expect(await takeLease(db(), name, holder === 'a' ? 'b' : 'a', 60_000)).toBe(false);
  });
});
