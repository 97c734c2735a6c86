// The payment window and Wave Checkout sessions (ADR 0171): a session being opened holds its
// order against the release job, the window is extended once at most, and cancelling ends the
// order's open sessions at Wave. The Wave stand-in's `beforeCreate` lets a test act while the
// shop waits for Wave's answer, without timing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXT, WAVE_CHECKOUT_PATH } from '../../shared/api/payments.ts';
import { products } from '../../shared/catalogue/products.ts';
import { orders, waveCheckouts } from '../db/schema.ts';
import { releaseOverdueOrders } from '../orders/release-unpaid.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import {
  startWaveStub,
  STUB_WAVE_KEY,
  STUB_WAVE_SECRET,
  type StubSession,
  type WaveStub,
} from '../test/wave-stub.ts';
import { WAVE_WEBHOOK_PATH } from './payment-routes.ts';
import { reconcileOpenCheckouts } from './reconcile.ts';
import { createWaveApi } from './wave-api.ts';

const PHONE = '+225 07 01 02 03 04';
const WINDOW = 48 * 3_600_000;
const MINUTE = 60_000;
const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;

describe.each(DRIVERS)('the payment window and Wave sessions on %s', (driver) => {
  let s: TestApp;
  let wave: WaveStub;
  let cookie: string;
  const db = () => s.t.database.db;
  const place = async () =>
    (await placeTestOrder(s.app, { items: [{ productId: product.id, size: 'M', quantity: 1 }] }))
      .order;
  const checkout = (reference: string) =>
    s.app.inject({ method: 'POST', url: WAVE_CHECKOUT_PATH, payload: { reference, phone: PHONE } });
  const orderRow = async (id: string) =>
    (
      await db()
        .select({ status: orders.status, issue: orders.paymentIssue })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!;
  /** The shopper taps 'Payer' on Wave's page: the status Wave's page answers with. */
  const pay = async (session: StubSession) =>
    (
      await fetch(session.wave_launch_url, {
        method: 'POST',
        body: new URLSearchParams({ choice: 'pay' }),
        redirect: 'manual',
      })
    ).headers.get('location');
  /** Sets the order's placement `ago` milliseconds back (its window runs from there). */
  const placedAgo = (id: string, ago: number) =>
    db()
      .update(orders)
      .set({ createdAt: sql`now() - ${ago} * interval '1 millisecond'` })
      .where(eq(orders.id, id));

  const cancelByOwner = (id: string) =>
    s.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    });
  /** Opens a session for a new order. */
  const opened = async () => {
    const order = await place();
    expect((await checkout(order.reference)).statusCode).toBe(201);
    return { order, session: wave.sessionsFor(order.reference).at(-1)! };
  };
  const api = () => createWaveApi(s.config.waveCheckout!);

  /** As if `ms` went by: the order's placement and its sessions' times move back. */
  const elapse = async (id: string, ms: number) => {
    const back = sql`${ms} * interval '1 millisecond'`;
    await db()
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - ${back}` })
      .where(eq(orders.id, id));
    await db()
      .update(waveCheckouts)
      .set({
        createdAt: sql`${waveCheckouts.createdAt} - ${back}`,
        expiresAt: sql`${waveCheckouts.expiresAt} - ${back}`,
      })
      .where(eq(waveCheckouts.orderId, id));
  };

  beforeAll(async () => {
    wave = await startWaveStub();
    s = await createTestApp(driver, {
      env: {
        ...NO_UNPAID_CAPS,
        ORDER_RATE_LIMIT: '1000',
        WAVE_CHECKOUT_RATE_LIMIT: '1000',
        TRACK_RATE_LIMIT: '1000',
        ORDER_PAYMENT_WINDOW: '48h',
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
    cookie = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
    await wave?.close();
  });

  it('a release while Wave is slow to open the session leaves the order waiting, and the payment then marks it paid', async () => {
    const order = await place();
    let released: string[] | undefined;
    wave.state.beforeCreate = async () => {
      wave.state.beforeCreate = undefined;
      // While the shop waits for Wave, the window runs out and the release job runs.
      await placedAgo(order.id, WINDOW);
      released = await releaseOverdueOrders(db(), WINDOW, 'LAGUNE');
    };
    const res = await checkout(order.reference);
    expect(released).toBeDefined();
    expect(released).not.toContain(order.id);
    expect(res.statusCode).toBe(201);
    expect(await orderRow(order.id)).toEqual({ status: 'pending', issue: null });
    const session = wave.sessionsFor(order.reference).at(-1)!;
    expect(res.json().launchUrl).toBe(session.wave_launch_url);
    expect(await pay(session)).toBe(session.success_url);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
  });

  it('asking for a new session again and again cannot keep an order past its window and one session', async () => {
    const order = await place();
    // A minute of the window left: the session opened now may still be paid after it ends.
    await placedAgo(order.id, WINDOW - MINUTE);
    expect((await checkout(order.reference)).statusCode).toBe(201);
    // A script asks again each time the open session has less than 5 minutes left.
    for (let i = 0; i < 3; i++) {
      await elapse(order.id, 28 * MINUTE);
      const again = await checkout(order.reference);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'window_over',
        message: PAYMENT_TEXT.windowOver,
      });
    }
    // 84 minutes on: past the window (1 minute) and one session (30 minutes). Wave ends the
    // sessions; once reconciliation has heard it, the order is released.
    for (const session of wave.sessionsFor(order.reference)) wave.expire(session.id);
    await reconcileOpenCheckouts(db(), createWaveApi(s.config.waveCheckout!), 'LAGUNE', {
      graceMs: 0,
    });
    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE')).toContain(order.id);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: null });
  });

  it('a session opened just before the window ends keeps the order until it expires', async () => {
    const order = await place();
    await placedAgo(order.id, WINDOW - MINUTE);
    const res = await checkout(order.reference);
    expect(res.statusCode).toBe(201);
    // Past the window, the session still open with time left: handed out again, order kept.
    await elapse(order.id, 10 * MINUTE);
    const again = await checkout(order.reference);
    expect(again.statusCode).toBe(201);
    expect(again.json().launchUrl).toBe(res.json().launchUrl);
    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE')).not.toContain(order.id);
    const session = wave.sessionsFor(order.reference).at(-1)!;
    expect(await pay(session)).toBe(session.success_url);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', issue: null });
  });

  it('the owner’s cancel ends the order’s Wave session: its payment is refused', async () => {
    const { order, session } = await opened();
    expect((await cancelByOwner(order.id)).statusCode).toBe(200);
    expect(wave.sessions.get(session.id)!.checkout_status).toBe('expired');
    expect(await pay(session)).toBe(session.error_url);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: null });
  });

  it('a cancel while Wave is unreachable still cancels; reconciliation ends the session later', async () => {
    const { order, session } = await opened();
    wave.state.failing = true;
    try {
      expect((await cancelByOwner(order.id)).statusCode).toBe(200);
    } finally {
      wave.state.failing = false;
    }
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: null });
    const [row] = await db()
      .select({ status: waveCheckouts.status })
      .from(waveCheckouts)
      .where(eq(waveCheckouts.id, session.id));
    expect(row!.status).toBe('open');
    // A minute on, the wait after the failed ask is over: reconciliation asks Wave again.
    await db()
      .update(waveCheckouts)
      .set({ nextCheckAt: sql`now()` })
      .where(eq(waveCheckouts.id, session.id));
    await reconcileOpenCheckouts(db(), api(), 'LAGUNE', { graceMs: 0 });
    expect(wave.sessions.get(session.id)!.checkout_status).toBe('expired');
    expect(await pay(session)).toBe(session.error_url);
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: null });
  });

  it('the release job ends the sessions of an order past its deadline, and releases it in the same run', async () => {
    const { order, session } = await opened();
    await elapse(order.id, WINDOW + 31 * MINUTE);
    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE', api())).toContain(order.id);
    expect(wave.sessions.get(session.id)!.checkout_status).toBe('expired');
    expect(await pay(session)).toBe(session.error_url);
  });

  it('an order the owner cancels while Wave opens its session gets no launch URL, and the session is ended', async () => {
    const order = await place();
    wave.state.beforeCreate = async () => {
      wave.state.beforeCreate = undefined;
      expect((await cancelByOwner(order.id)).statusCode).toBe(200);
    };
    const res = await checkout(order.reference);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.notWaiting);
    const session = wave.sessionsFor(order.reference).at(-1)!;
    expect(session.checkout_status).toBe('expired');
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', issue: null });
  });

  it('two taps at once while Wave is slow get the same session', async () => {
    const order = await place();
    let second: Promise<{ statusCode: number; json(): { launchUrl: string } }> | undefined;
    // The second tap comes while the first waits for Wave; Wave answers once both have asked.
    let bothAsked = () => {};
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    wave.state.beforeCreate = async () => {
      if (second) {
        wave.state.beforeCreate = undefined;
        bothAsked();
        return;
      }
      second = checkout(order.reference);
      await asked;
    };
    const first = await checkout(order.reference);
    const other = await second!;
    expect([first.statusCode, other.statusCode]).toEqual([201, 201]);
    expect(other.json().launchUrl).toBe(first.json().launchUrl);
    expect(wave.sessionsFor(order.reference)).toHaveLength(1);
    const rows = await db()
      .select({ status: waveCheckouts.status })
      .from(waveCheckouts)
      .where(eq(waveCheckouts.orderId, order.id));
    expect(rows).toEqual([{ status: 'open' }]);
  });
});
