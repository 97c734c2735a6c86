// An order key whose request died with its server (kill -9) while the order was being written:
// the shopper's retry with that key places the order, once, instead of waiting two minutes.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { queryRows } from '../db/database.ts';
import { idempotencyKeys, orders } from '../db/schema.ts';
import { exitWithin, freePort, isHealthy, runServer, waitUntil } from '../ops/test-processes.ts';
import { NO_UNPAID_CAPS } from '../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const line = { productId: 't-shirt-signature-creme', size: 'M' as const };
const orderBody = {
  items: [{ ...line, quantity: 1 }],
  customer: {
    fullName: 'Adjoua Kouassi',
    phone: '+225 07 01 02 03 04',
    address: 'Cocody Riviera 3, rue des Jardins, villa 12',
  },
  delivery: { zone: 'abidjan' },
};

describe(
  'an order key held by a server killed in the middle of the order (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    let t: TestDatabase | undefined;
    let holder: pg.Client | undefined;
    let app: App | undefined;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lagune-key-'));
    afterAll(async () => {
      await app?.close();
      await holder?.end().catch(() => {});
      await t?.cleanup();
      rmSync(folder, { recursive: true, force: true });
    });

    it('lets the retry with the same key place the order, once', async () => {
      t = await openTestDatabase('postgres');
      const env = {
        DATA_DIR: folder,
        BUILD_DIR: path.join(folder, 'no-build'),
        DATABASE_URL: t.location.databaseUrl!,
        ...NO_UNPAID_CAPS,
      };
      const port = await freePort();
      const shop = runServer({ ...env, PORT: String(port) });
      try {
        await waitUntil(
          () => isHealthy(port) || shop.child.exitCode !== null,
          'la boutique répond',
        );
        expect(shop.child.exitCode, shop.output()).toBeNull();

        // Another connection holds the size's stock row: the order waits on it, mid-way.
        holder = new pg.Client({ connectionString: t.location.databaseUrl });
        await holder.connect();
        await holder.query('begin');
        await holder.query('select * from stock where product_id = $1 and size = $2 for update', [
          line.productId,
          line.size,
        ]);
        const key = randomUUID();
        const first = fetch(`http://127.0.0.1:${port}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(orderBody),
        }).catch(() => 'no answer' as const);
        let waiting: number | undefined;
        await waitUntil(async () => {
          const rows = await queryRows<{ pid: number }>(
            t!.database.db,
            sql`select pid from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query like '%lagune_place_order%'`,
          );
          waiting = rows[0]?.pid;
          return waiting !== undefined;
        }, 'la commande attend la ligne de stock verrouillée');

        // The server dies there (kill -9, a crash, the machine stopping): no answer, no clean-up.
        shop.kill();
        await exitWithin(shop, 10_000);
        expect(await first).toBe('no answer');
        // PostgreSQL ends the dead client's statement once it sees its connection gone (at once
        // here; after a network cut, when the connection is found dead).
        await holder.query('select pg_terminate_backend($1)', [waiting]);
        await holder.query('rollback');

        // The shopper's phone tries again with the same key, on the server started again.
        app = await buildApp({ config: loadConfig(env), database: t.database, logger: false });
        const retry = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { 'idempotency-key': key },
          payload: orderBody,
        });
        expect(retry.json()).toMatchObject({ order: { status: 'pending' } });
        expect(retry.statusCode).toBe(201);
        const again = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { 'idempotency-key': key },
          payload: orderBody,
        });
        expect(again.statusCode).toBe(201);
        expect(again.body).toBe(retry.body);

        const [stored] = await t.database.db
          .select({ orderId: idempotencyKeys.orderId })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, key));
        expect(stored?.orderId).toBe(retry.json().order.id);
        expect(await t.database.db.$count(orders)).toBe(1);
      } finally {
        shop.kill();
      }
    });
  },
);
