// Money that came for an order the shop no longer expected (docs/decisions/0182): the owner finds
// it under 'À régler', and settles a late Wave payment by restoring the order or refunding it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrdersPage } from '../../shared/api/admin.ts';
import { orders } from '../db/schema.ts';
import { adminSignIn, createAdminUser, insertOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import {
  startWaveStub,
  STUB_WAVE_KEY,
  STUB_WAVE_SECRET,
  type WaveStub,
} from '../test/wave-stub.ts';
import { WAVE_WEBHOOK_PATH } from '../payments/payment-routes.ts';

describe.each(DRIVERS)('payments to settle on %s', (driver) => {
  let s: TestApp;
  let wave: WaveStub;
  let admin: string;
  const db = () => s.t.database.db;
  const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { cookie: admin } });

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
});
