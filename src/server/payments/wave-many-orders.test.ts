// Wave Checkout at scale (ADR 0143): 200 orders paid (or not) through the Wave stub over two
// instances on one PostgreSQL, webhooks delivered 0–3 times each and shuffled, 10 % of the paid
// ones never delivered and left to reconciliation: every paid order paid once, every unpaid one
// released once with its units back, and the stock adds up.
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WAVE_CHECKOUT_PATH } from '../../shared/api/payments.ts';
import { products } from '../../shared/catalogue/products.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  customerMessages,
  orderItems,
  orders,
  paymentEvents,
  stock,
  stockChanges,
  waveCheckouts,
} from '../db/schema.ts';
import { releaseOverdueOrders } from '../orders/release-unpaid.ts';
import { placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import {
  startWaveStub,
  STUB_WAVE_KEY,
  STUB_WAVE_SECRET,
  type WaveStub,
} from '../test/wave-stub.ts';
import { WAVE_WEBHOOK_PATH } from './payment-routes.ts';
import { reconcileOpenCheckouts } from './reconcile.ts';
import { createWaveApi } from './wave-api.ts';

const ORDERS = 200;
const WINDOW = 48 * 3_600_000;
const PHONE = '+225 07 01 02 03 04';
const catalogue = products.filter((p) => p.inStock && !p.isLimited).slice(0, 4);
const SIZES = ['S', 'M', 'L'] as const;

let s: TestApp;
let second: App;
let wave: WaveStub;
const apps = () => [s.app, second];

/** A seeded shuffle: a failure can be run again as it was. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
  }
}

beforeAll(async () => {
  wave = await startWaveStub();
  const env = {
    ...NO_UNPAID_CAPS,
    ORDER_RATE_LIMIT: '100000',
    WAVE_CHECKOUT_RATE_LIMIT: '100000',
    TRACK_RATE_LIMIT: '100000',
    WAVE_API_KEY: STUB_WAVE_KEY,
    WAVE_WEBHOOK_SECRET: STUB_WAVE_SECRET,
    WAVE_API_URL: wave.url,
    WAVE_RECONCILE_INTERVAL: '3600',
  };
  s = await createTestApp('postgres', { env });
  // The second instance opens its own connections to the same PostgreSQL, as a server would.
  second = await buildApp({
    config: loadConfig({
      DATA_DIR: s.t.location.dataDir,
      BUILD_DIR: path.join(s.t.location.dataDir, 'no-build'),
      DATABASE_URL: s.t.location.databaseUrl,
      ORDER_PAYMENT_WINDOW: '0',
      MESSAGE_SEND_INTERVAL: '0',
      ...env,
    }),
    logger: false,
  });
  const urls = await Promise.all(apps().map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  wave.state.webhookUrls = urls.map((url) => `${url}${WAVE_WEBHOOK_PATH}`);
  await s.t.database.db
    .update(stock)
    .set({ quantity: 1000 })
    .where(
      inArray(
        stock.productId,
        catalogue.map((p) => p.id),
      ),
    );
}, 120_000);

afterAll(async () => {
  await second?.close();
  await s?.close();
  await wave?.close();
});

it('200 orders, webhooks 0–3 times shuffled over two instances, 10 % left to reconciliation: paid once, released once, stock consistent', async () => {
  const db = s.t.database.db;
  const stockTotal = async () =>
    Number(
      (
        await db
          .select({ n: sql<number>`sum(${stock.quantity})::int` })
          .from(stock)
          .where(
            inArray(
              stock.productId,
              catalogue.map((p) => p.id),
            ),
          )
      )[0]!.n,
    );
  const start = await stockTotal();

  // 200 orders, placed and opened on either instance.
  const placed: { id: string; reference: string; units: number }[] = [];
  await inBatches(
    Array.from({ length: ORDERS }, (_, i) => i),
    10,
    async (i) => {
      const app = apps()[i % 2]!;
      const quantity = 1 + (i % 3);
      const { order } = await placeTestOrder(app, {
        items: [
          {
            productId: catalogue[i % catalogue.length]!.id,
            size: SIZES[i % SIZES.length]!,
            quantity,
          },
        ],
      });
      const res = await app.inject({
        method: 'POST',
        url: WAVE_CHECKOUT_PATH,
        payload: { reference: order.reference, phone: PHONE },
      });
      expect(res.statusCode).toBe(201);
      placed.push({ id: order.id, reference: order.reference, units: quantity });
    },
  );
  expect(await stockTotal()).toBe(start - placed.reduce((n, o) => n + o.units, 0));

  // 60 % pay on Wave; of those, 10 % of the orders are never announced by a webhook.
  const order = shuffle(placed, 21);
  const paid = order.slice(0, 120);
  const unpaid = order.slice(120);
  const lost = new Set(paid.slice(0, ORDERS / 10).map((o) => o.id));
  const deliveries: string[] = [];
  for (const [i, o] of paid.entries()) {
    const session = wave.sessionsFor(o.reference)[0]!;
    const event = wave.complete(session.id);
    if (lost.has(o.id)) continue;
    // 1–3 deliveries of the same event (Wave retries); 0 is the lost ones above.
    for (let n = 0; n < 1 + (i % 3); n++) deliveries.push(JSON.stringify(event));
  }
  for (const o of unpaid) wave.expire(wave.sessionsFor(o.reference)[0]!.id);
  const statuses: number[] = [];
  await inBatches(shuffle(deliveries, 7), 8, async (body) => {
    statuses.push(await wave.deliver(JSON.parse(body)));
  });
  expect(statuses.every((status) => status === 200)).toBe(true);

  // Reconciliation asks Wave about what is still open (twice at once: still once each).
  const api = createWaveApi(s.config.waveCheckout!);
  await Promise.all([
    reconcileOpenCheckouts(db, api, 'LAGUNE', { graceMs: 0 }),
    reconcileOpenCheckouts(second.db, api, 'LAGUNE', { graceMs: 0 }),
  ]);

  // Time passes: every unpaid order is past its window; both instances release at once.
  await db
    .update(orders)
    .set({ createdAt: sql`now() - interval '3 days'` })
    .where(
      inArray(
        orders.id,
        placed.map((o) => o.id),
      ),
    );
  await db
    .update(waveCheckouts)
    .set({ expiresAt: sql`now() - interval '3 days'` })
    .where(
      inArray(
        waveCheckouts.orderId,
        placed.map((o) => o.id),
      ),
    );
  const released = (
    await Promise.all([
      releaseOverdueOrders(db, WINDOW, 'LAGUNE'),
      releaseOverdueOrders(second.db, WINDOW, 'LAGUNE'),
    ])
  ).flat();

  // Every paid order 'paid', once: one 'paid' event, one 'paiement reçu' SMS.
  const rows = await db
    .select({ id: orders.id, status: orders.status, issue: orders.paymentIssue })
    .from(orders)
    .where(
      inArray(
        orders.id,
        placed.map((o) => o.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const o of paid) expect(byId.get(o.id)).toEqual({ id: o.id, status: 'paid', issue: null });
  for (const o of unpaid) {
    expect(byId.get(o.id)).toEqual({ id: o.id, status: 'cancelled', issue: null });
  }
  const paidEvents = await db
    .select({ orderId: paymentEvents.orderId, n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(eq(paymentEvents.outcome, 'paid'))
    .groupBy(paymentEvents.orderId);
  expect(paidEvents).toHaveLength(paid.length);
  expect(paidEvents.every((e) => Number(e.n) === 1)).toBe(true);
  const [{ sms }] = (await db
    .select({ sms: sql<number>`count(*)::int` })
    .from(customerMessages)
    .where(
      sql`${customerMessages.eventKey} like 'order:%:paid' and ${customerMessages.channel} = 'sms'`,
    )) as [{ sms: number }];
  expect(Number(sms)).toBe(paid.length);

  // Every unpaid order released exactly once, with its units back.
  expect([...released].sort()).toEqual(unpaid.map((o) => o.id).sort());
  const releases = await db
    .select({ orderId: stockChanges.orderId, delta: sql<number>`sum(${stockChanges.delta})::int` })
    .from(stockChanges)
    .where(eq(stockChanges.reason, 'release'))
    .groupBy(stockChanges.orderId);
  expect(releases).toHaveLength(unpaid.length);
  const units = new Map(unpaid.map((o) => [o.id, o.units]));
  for (const r of releases) expect(Number(r.delta)).toBe(units.get(r.orderId!));

  // The stock adds up: what is left is the start minus the units of the paid orders, and the
  // stock table agrees with its own audit trail.
  const paidUnits = paid.reduce((n, o) => n + o.units, 0);
  expect(await stockTotal()).toBe(start - paidUnits);
  const [{ sold }] = (await db
    .select({ sold: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(sql`${orders.status} = 'paid' and ${orders.id} in ${placed.map((o) => o.id)}`)) as [
    { sold: number },
  ];
  expect(Number(sold)).toBe(paidUnits);
}, 240_000);
