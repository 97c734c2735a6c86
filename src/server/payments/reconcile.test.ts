// Reconciliation that cannot starve (ADR 0172): failing sessions wait longer after each failure,
// a run fits in its lease, and a session is only applied to the order it is stored for.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAVE_CHECKOUT_PATH } from '../../shared/api/payments.ts';
import { products } from '../../shared/catalogue/products.ts';
import { orders, paymentEvents, waveCheckouts } from '../db/schema.ts';
import { placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import {
  startWaveStub,
  STUB_WAVE_KEY,
  STUB_WAVE_SECRET,
  type WaveStub,
} from '../test/wave-stub.ts';
import { WAVE_WEBHOOK_PATH } from './payment-routes.ts';
import { reconcileOpenCheckouts } from './reconcile.ts';
import { createWaveApi, WAVE_TIMEOUT_MS, WaveApiError, type WaveApi } from './wave-api.ts';

const PHONE = '+225 07 01 02 03 04';
const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;

describe.each(DRIVERS)('Wave reconciliation on %s', (driver) => {
  let s: TestApp;
  let wave: WaveStub;
  const db = () => s.t.database.db;
  const api = () => createWaveApi(s.config.waveCheckout!);
  const place = async () =>
    (await placeTestOrder(s.app, { items: [{ productId: product.id, size: 'M', quantity: 1 }] }))
      .order;
  /** A new order with a session its shopper paid on Wave's page, the webhook lost. */
  const paidUnheard = async () => {
    const order = await place();
    const res = await s.app.inject({
      method: 'POST',
      url: WAVE_CHECKOUT_PATH,
      payload: { reference: order.reference, phone: PHONE },
    });
    expect(res.statusCode).toBe(201);
    const session = wave.sessionsFor(order.reference).at(-1)!;
    wave.complete(session.id);
    return { order, session };
  };
  /** `n` open sessions Wave knows nothing of (each ask fails), older than any other. */
  const failingSessions = async (n: number, tag: string) => {
    const order = await place();
    await db()
      .insert(waveCheckouts)
      .values(
        Array.from({ length: n }, (_, i) => ({
          id: `cos-${tag}${String(i).padStart(4, '0')}`,
          orderId: order.id,
          amount: order.totalAmount,
          launchUrl: `${wave.url}/c/cos-${tag}${i}`,
          expiresAt: sql`now() + interval '30 minutes'`,
          createdAt: sql`now() - interval '2 hours'`,
        })),
      );
  };
  const orderRow = async (id: string) =>
    (
      await db()
        .select({ status: orders.status, issue: orders.paymentIssue })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!;

  beforeAll(async () => {
    wave = await startWaveStub();
    s = await createTestApp(driver, {
      env: {
        ...NO_UNPAID_CAPS,
        ORDER_RATE_LIMIT: '1000',
        WAVE_CHECKOUT_RATE_LIMIT: '1000',
        TRACK_RATE_LIMIT: '1000',
        WAVE_API_KEY: STUB_WAVE_KEY,
        WAVE_WEBHOOK_SECRET: STUB_WAVE_SECRET,
        WAVE_API_URL: wave.url,
        WAVE_RECONCILE_INTERVAL: '3600',
      },
    });
    const origin = await s.app.listen({ port: 0, host: '127.0.0.1' });
    wave.state.webhookUrls = [`${origin}${WAVE_WEBHOOK_PATH}`];
    wave.state.deliverWebhooks = false;
  });
  afterAll(async () => {
    await s?.close();
    await wave?.close();
  });

  it('200 sessions Wave cannot tell about do not keep a paid one from being reconciled within two runs', async () => {
    await failingSessions(200, 'bad');
    const { order } = await paidUnheard();
    const first = await reconcileOpenCheckouts(db(), api(), 'LAGUNE', { graceMs: 0 });
    expect(first.failed).toBeGreaterThan(0);
    if ((await orderRow(order.id)).status !== 'paid') {
      await reconcileOpenCheckouts(db(), api(), 'LAGUNE', { graceMs: 0 });
    }
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
    // Each failure is counted and puts the session back: not asked again before its wait.
    const [bad] = await db()
      .select({ failures: waveCheckouts.failures, waits: sql<boolean>`next_check_at > now()` })
      .from(waveCheckouts)
      .where(eq(waveCheckouts.id, 'cos-bad0000'));
    expect(bad).toEqual({ failures: 1, waits: true });
  });

  it('a run of slow Wave calls stops before its lease runs out', async () => {
    await failingSessions(200, 'slow');
    let clock = 0;
    // Every call waits Wave's whole timeout, then fails.
    const timesOut = async (): Promise<never> => {
      clock += WAVE_TIMEOUT_MS;
      throw new WaveApiError('Wave unreachable: TimeoutError');
    };
    const slow: WaveApi = {
      createSession: timesOut,
      getSession: timesOut,
      expireSession: timesOut,
      refundSession: timesOut,
    };
    const leaseMs = 180_000;
    const counts = await reconcileOpenCheckouts(db(), slow, 'LAGUNE', {
      graceMs: 0,
      budgetMs: leaseMs,
      now: () => clock,
    });
    expect(counts.failed).toBeGreaterThan(0);
    expect(clock).toBeLessThanOrEqual(leaseMs);
  });

  it('a session whose reference is another order’s is not applied: its own order is flagged', async () => {
    const a = await place();
    const b = await paidUnheard();
    // The session paid under B's reference is stored for A.
    await db()
      .update(waveCheckouts)
      .set({ orderId: a.id })
      .where(eq(waveCheckouts.id, b.session.id));
    const counts = await reconcileOpenCheckouts(db(), api(), 'LAGUNE', { graceMs: 0 });
    expect(counts.wrong).toBe(1);
    expect(await orderRow(b.order.id)).toEqual({ status: 'pending', issue: null });
    expect(await orderRow(a.id)).toEqual({ status: 'pending', issue: 'mismatch' });
    const [event] = await db()
      .select({ outcome: paymentEvents.outcome, orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(eq(paymentEvents.sessionId, b.session.id));
    expect(event).toEqual({ outcome: 'wrong_session', orderId: a.id });
  });
});
