import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, sum } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LiveOrderEvent } from '../../shared/api/admin.ts';
import { products } from '../../shared/catalogue/products.ts';
import { buildApp, type App } from '../app.ts';
import { hashSecret } from '../auth/codes.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { sessions, stock, stockChanges } from '../db/schema.ts';
import { GOOD_PASSWORD } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { SseClient } from '../test/sse-client.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { createScratchDatabase } from '../test/test-database.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const product = products.find((p) => p.inStock && p.id.startsWith('short-'))!;
const HEARTBEAT_MS = 300;
/** One key of the authenticator secrets for every instance, as a deployment on one database needs. */
const MFA_ENCRYPTION_KEY = randomBytes(32).toString('base64');

async function placeOrder(url: string, size: 'S' | 'M' | 'L' | 'XL' = 'M', quantity = 1) {
  const res = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items: [{ productId: product.id, size, quantity }],
      customer: {
        fullName: 'Mariam Ouattara',
        phone: '07 12 34 56 78',
        address: 'Koumassi Remblais, rue 4',
      },
      delivery: { zone: 'abidjan' },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { order: { id: string; reference: string } }).order;
}

const data = (event: { data: string }) => JSON.parse(event.data) as LiveOrderEvent;

describe('live channel across two instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const databases: Database[] = [];
  const instances: { app: App; url: string }[] = [];
  const clients: SseClient[] = [];
  let cookie: string;

  const open = async (i: number, headers: Record<string, string> = {}, query = '') => {
    const client = await SseClient.open(`${instances[i]!.url}/api/admin/events${query}`, {
      cookie,
      ...headers,
    });
    clients.push(client);
    return client;
  };
  const patch = (i: number, id: string, status: string) =>
    fetch(`${instances[i]!.url}/api/admin/orders/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ status }),
    });

  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('postgresTemplate'));
    for (let i = 0; i < 2; i++) {
      const database = await createDatabase({ dataDir: '', databaseUrl: scratch.url });
      databases.push(database);
      const config = loadConfig({
        DATABASE_URL: scratch.url,
        BUILD_DIR: path.join(inject('testDataRoot'), 'no-build'),
        ORDER_RATE_LIMIT: '1000',
        ...NO_UNPAID_CAPS,
        MFA_ENCRYPTION_KEY,
      });
      const app = await buildApp({
        config,
        database,
        logger: false,
        admin: { live: { heartbeatMs: HEARTBEAT_MS } },
      });
      instances.push({ app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
    await createAdminUser(databases[0]!.db);
    cookie = await adminSignIn(instances[0]!.app, 'patronne@lagune.ci');
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(instances.map(({ app }) => app.close()));
    await Promise.all(databases.map((d) => d.close()));
    await scratch?.drop();
  });

  it('opens a stream for proxies and EventSource: headers, retry, ready with a position, heartbeats', async () => {
    const client = await open(1);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    const ready = await client.next((e) => e.event === 'ready');
    expect(ready.id).toMatch(/^\d{16}$/);
    expect(JSON.parse(ready.data)).toEqual({ heartbeatMs: HEARTBEAT_MS });
    expect(client.retry).toBe(3000);
    await expect.poll(() => client.comments.includes('ping')).toBe(true);
  });

  it('brings an order placed through instance A to an admin watching instance B', async () => {
    const client = await open(1, { 'accept-encoding': 'gzip, br' });
    await client.next((e) => e.event === 'ready');
    expect(client.headers['content-encoding']).toBeUndefined();
    const order = await placeOrder(instances[0]!.url);
    const event = await client.forOrder('order.created', order.id);
    expect(data(event)).toMatchObject({
      id: order.id,
      shortId: order.id.slice(0, 8),
      reference: order.reference,
      status: 'pending',
      guest: true,
      replay: false,
    });
    expect(event.id).toMatch(/^\d{16}$/);
  });

  it('brings a status change made on instance A to instance B, then the admin refetches only that order', async () => {
    const order = await placeOrder(instances[0]!.url);
    const client = await open(1);
    await client.next((e) => e.event === 'ready');
    const res = await patch(0, order.id, 'paid');
    expect(res.status).toBe(200);
    const event = await client.forOrder('order.updated', order.id);
    expect(data(event)).toMatchObject({ status: 'paid', replay: false });
    const one = await fetch(`${instances[1]!.url}/api/admin/orders/${order.id}`, {
      headers: { cookie },
    });
    expect(((await one.json()) as { order: { status: string } }).order.status).toBe('paid');
  });

  it('gives a client that reconnects with Last-Event-ID what it missed meanwhile, whichever instance did it', async () => {
    const earlier = await placeOrder(instances[0]!.url);
    const first = await open(1);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    await first.ended;

    // While the admin is away: a new order on A, a status change on B.
    const missed = await placeOrder(instances[0]!.url);
    expect((await patch(1, earlier.id, 'shipped')).status).toBe(200);

    const back = await open(0, { 'last-event-id': ready.id! });
    const readyAgain = await back.next((e) => e.event === 'ready');
    const created = await back.forOrder('order.created', missed.id);
    const updated = await back.forOrder('order.updated', earlier.id);
    expect(data(created)).toMatchObject({ replay: true, status: 'pending' });
    expect(data(updated)).toMatchObject({ replay: true, status: 'shipped' });
    // The catch-up comes before `ready`, whose id is the new position.
    expect(back.events.indexOf(created)).toBeLessThan(back.events.indexOf(readyAgain));
    expect(BigInt(readyAgain.id!)).toBeGreaterThan(BigInt(ready.id!));

    // The same with ?since= (a page reloaded), and a Last-Event-ID we never wrote is ignored.
    const since = await open(1, {}, `?since=${ready.id}`);
    await since.forOrder('order.created', missed.id);
    const bogus = await open(1, { 'last-event-id': 'pas-un-id' });
    await bogus.next((e) => e.event === 'ready');
    expect(bogus.events.filter((e) => e.event.startsWith('order.'))).toEqual([]);
    const bad = await fetch(`${instances[1]!.url}/api/admin/events?since=abc`, {
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      frenchSpacing('Position invalide : un identifiant d’événement est attendu'),
    );
  });

  it('tells clients to refetch everything when the listening connection was lost and came back', async () => {
    const client = await open(1);
    await client.next((e) => e.event === 'ready');
    const from = client.events.length;
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'lagune-listener' and datname = current_database()`,
      );
    } finally {
      await admin.end();
    }
    const resync = await client.next((e) => e.event === 'resync', { from });
    expect(JSON.parse(resync.data)).toEqual({ reason: 'listener_reconnected' });
    // And the channel works again.
    const order = await placeOrder(instances[0]!.url);
    await client.forOrder('order.created', order.id);
  });

  it('ends the stream of a session that was signed out', async () => {
    const other = await adminSignIn(instances[0]!.app, 'patronne@lagune.ci');
    const client = await SseClient.open(`${instances[1]!.url}/api/admin/events`, { cookie: other });
    clients.push(client);
    await client.next((e) => e.event === 'ready');
    await databases[0]!.db
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashSecret(other.split('=')[1]!)));
    await client.ended;
  });

  it('serialises two admins changing one order on two instances: stock follows the final status', async () => {
    const db = databases[0]!.db;
    const where = and(eq(stock.productId, product.id), eq(stock.size, 'L'));
    const [start] = await db.select({ quantity: stock.quantity }).from(stock).where(where);
    const order = await placeOrder(instances[0]!.url, 'L', 2);

    const statuses = Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? 'pending' : 'cancelled'));
    const answers = await Promise.all(statuses.map((status, i) => patch(i % 2, order.id, status)));
    expect(answers.every((a) => a.status === 200)).toBe(true);

    const one = await fetch(`${instances[0]!.url}/api/admin/orders/${order.id}`, {
      headers: { cookie },
    });
    const final = ((await one.json()) as { order: { status: string } }).order.status;
    const [now] = await db.select({ quantity: stock.quantity }).from(stock).where(where);
    const [audited] = await db
      .select({ delta: sum(stockChanges.delta) })
      .from(stockChanges)
      .where(eq(stockChanges.orderId, order.id));
    const cancelled = final === 'cancelled';
    expect(now!.quantity).toBe(start!.quantity - (cancelled ? 0 : 2));
    expect(Number(audited!.delta)).toBe(cancelled ? 0 : -2);
  });

  it('ends open streams when an instance shuts down, so that a graceful shutdown is not held up', async () => {
    // An app that owns its database: its close waits for requests in flight, then closes the pool.
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      DATA_DIR: path.join(inject('testDataRoot'), `live-${randomUUID()}`),
      BUILD_DIR: path.join(inject('testDataRoot'), 'no-build'),
      ADMIN_EMAIL: 'patronne@lagune.ci',
      // Instances on one database share the key of the authenticator secrets (docs/deploy.md).
      MFA_ENCRYPTION_KEY,
    });
    const app = await buildApp({ config, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const own = await adminSignIn(app, 'patronne@lagune.ci', GOOD_PASSWORD);
    const client = await SseClient.open(`${url}/api/admin/events`, { cookie: own });
    await client.next((e) => e.event === 'ready');
    await app.close();
    await client.ended;
    expect(client.events.at(-1)?.event).toBe('ready');
  });
});

describe('live channel on PGlite (one instance)', () => {
  let s: TestApp;
  let url: string;
  let cookie: string;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    s = await createTestApp('pglite', { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
    await createAdminUser(s.t.database.db);
    cookie = await adminSignIn(s.app, 'patronne@lagune.ci');
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await s?.close();
  });

  it('announces an order and its status change', async () => {
    const client = await SseClient.open(`${url}/api/admin/events`, { cookie });
    clients.push(client);
    await client.next((e) => e.event === 'ready');
    const order = await placeOrder(url);
    await client.forOrder('order.created', order.id);
    const res = await fetch(`${url}/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(res.status).toBe(200);
    const updated = await client.forOrder('order.updated', order.id);
    expect(data(updated).status).toBe('cancelled');
  });
});
