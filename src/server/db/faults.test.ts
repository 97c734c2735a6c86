// Faults of the database under a running app, on a real PostgreSQL
// server: a connection cut in the middle of an order, and the server restarted under the app.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MESSAGES } from '../http/errors.ts';
import { GOOD_PASSWORD } from '../test/accounts.ts';
import { adminSignIn } from '../test/admin.ts';
import { startPostgresCluster, type PostgresCluster } from '../test/postgres-server.ts';
import { SseClient } from '../test/sse-client.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { waitUntil } from '../ops/test-processes.ts';
import { queryRows } from './database.ts';
import { idempotencyKeys, orderItems, orders, ordersInfo, stock, stockChanges } from './schema.ts';

const line = { productId: 't-shirt-signature-creme', size: 'M' as const };
const orderBody = {
  items: [{ ...line, quantity: 2 }],
  customer: {
    fullName: 'Adjoua Kouassi',
    phone: '+225 07 01 02 03 04',
    address: 'Cocody Riviera 3, rue des Jardins, villa 12',
  },
  delivery: { zone: 'abidjan' },
};

const unavailable = { code: 'service_unavailable', message: MESSAGES.unavailable };

describe('the PostgreSQL connection cut in the middle of an order', () => {
  let s: TestApp;
  let holder: pg.Client;

  beforeAll(async () => {
    s = await createTestApp('postgres');
    holder = new pg.Client({ connectionString: s.t.location.databaseUrl });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end().catch(() => {});
    await s?.close();
  });

  const db = () => s.t.database.db;
  const counts = async () => ({
    orders: await db().$count(orders),
    info: await db().$count(ordersInfo),
    items: await db().$count(orderItems),
    keys: await db().$count(idempotencyKeys),
    changes: await db().$count(stockChanges),
  });
  const units = async () =>
    (
      await db()
        .select({ quantity: stock.quantity })
        .from(stock)
        .where(and(eq(stock.productId, line.productId), eq(stock.size, line.size)))
    )[0]!.quantity;

  it('leaves no partial order and takes no stock, answers 503 in French, and the retry with the same key succeeds once', async () => {
    const before = await counts();
    const stockBefore = await units();
    // Another connection holds the stock row: the order statement (its order, details and items
    // already inserted) waits on it, inside its transaction.
    await holder.query('begin');
    await holder.query('select * from stock where product_id = $1 and size = $2 for update', [
      line.productId,
      line.size,
    ]);
    const key = randomUUID();
    const pending = s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key },
      payload: orderBody,
    });
    let waiting: number | undefined;
    await waitUntil(async () => {
      // Asked on another connection: inside the holder's transaction the view is a snapshot.
      const rows = await queryRows<{ pid: number }>(
        db(),
        sql`select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query like '%lagune_place_order%'`,
      );
      waiting = rows[0]?.pid;
      return waiting !== undefined;
    }, 'la commande attend la ligne de stock verrouillée');
    // The order's connection dies mid-transaction, as when the server or the network drops it.
    await holder.query('select pg_terminate_backend($1)', [waiting]);
    const res = await pending;
    await holder.query('rollback');

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: unavailable });
    expect(res.headers['retry-after']).toBe('5');
    expect(await counts()).toEqual(before);
    expect(await units()).toBe(stockBefore);

    const retry = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key },
      payload: orderBody,
    });
    expect(retry.statusCode).toBe(201);
    const again = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key },
      payload: orderBody,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retry.body);
    const after = await counts();
    expect(after).toEqual({
      orders: before.orders + 1,
      info: before.info + 1,
      items: before.items + 1,
      keys: before.keys + 1,
      changes: before.changes + 1,
    });
    expect(await units()).toBe(stockBefore - 2);
  });
});

describe('the PostgreSQL server restarted while the app runs', () => {
  let cluster: PostgresCluster;
  let app: App;
  let url: string;
  let dataDir: string;
  const clients: SseClient[] = [];
  const admin = { username: 'patronne@lagune.ci', password: GOOD_PASSWORD };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = mkdtempSync(path.join(inject('testDataRoot'), 'restart-'));
    app = await buildApp({
      config: loadConfig({
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        BUILD_DIR: path.join(dataDir, 'no-build'),
        ADMIN_EMAIL: admin.username,
        ADMIN_PASSWORD: admin.password,
        ORDER_RATE_LIMIT: '1000',
        ...NO_UNPAID_CAPS,
      }),
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await app?.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (route: string, payload: object, headers: Record<string, string> = {}) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
  const order = () => post('/api/orders', orderBody, { 'idempotency-key': randomUUID() });
  const contact = () =>
    post('/api/contact', {
      name: 'Awa Koné',
      email: 'awa@example.ci',
      subject: 'Question sur une taille',
      message: 'Bonjour, le t-shirt taille-t-il grand ?',
    });

  it('answers 503 in French meanwhile, recovers by itself, and the live channel comes back and catches up', async () => {
    // The admin passes the second factor, as every admin route now asks (ADR 0106).
    const cookie = await adminSignIn(app, admin.username, admin.password);
    expect(cookie).toMatch(/^lagune_session=/);
    const live = await SseClient.open(`${url}/api/admin/events`, { cookie });
    clients.push(live);
    await live.next((e) => e.event === 'ready');
    const first = (await (await order()).json()) as { order: { id: string } };
    await live.forOrder('order.created', first.order.id);

    await cluster.halt();
    const down = live.events.length;
    for (const attempt of [order, contact, order]) {
      const res = await attempt();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: unavailable });
    }
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(503);

    await cluster.resume();
    // No restart of the app, no operator: the pool and the listener reconnect on their own.
    await waitUntil(async () => (await contact()).status === 201, 'les écritures reprennent');
    const placed = await order();
    expect(placed.status).toBe(201);
    const after = (await placed.json()) as { order: { id: string } };

    // The stream stayed open; once its listener is back it says events may have been missed
    // (`resync`: refetch), and what happens next arrives as usual.
    const resync = await live.next((e) => e.event === 'resync', { from: down, timeoutMs: 30_000 });
    expect(JSON.parse(resync.data)).toEqual({ reason: 'listener_reconnected' });
    const fresh = (await (await order()).json()) as { order: { id: string } };
    await live.forOrder('order.created', fresh.order.id, { from: down, timeoutMs: 30_000 });

    // Every acknowledged order is there, complete.
    const rows = await queryRows<{ id: string; items: string }>(
      app.db,
      sql`select o.id, (select count(*) from order_items i where i.order_id = o.id) as items
          from orders o join orders_info n on n.id = o.id`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual(
      [first.order.id, after.order.id, fresh.order.id].sort(),
    );
    for (const row of rows) expect(Number(row.items)).toBe(1);
  });
});
