// A pooled PostgreSQL connection lost while a transaction holds it, and a database that does not
// answer: the server runs as an operator runs it (its own process) on a real PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http/errors.ts';
import { createUser, GOOD_PASSWORD } from '../test/accounts.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  freePort,
  isHealthy,
  killAll,
  runServer,
  waitUntil,
  type Running,
} from '../ops/test-processes.ts';
import { queryRows } from './database.ts';

const unavailable = { error: { code: 'service_unavailable', message: MESSAGES.unavailable } };
const email = 'awa.kone@example.ci';

describe(
  'a pooled PostgreSQL connection lost in the middle of a transaction',
  { timeout: 120_000 },
  () => {
    let t: TestDatabase;
    let holder: pg.Client;
    let shop: Running;
    let base: string;
    let cookie: string;
    let userId: string;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lagune-lost-'));

    beforeAll(async () => {
      t = await openTestDatabase('postgres');
      userId = (await createUser(t.database.db, { email })).id;
      holder = new pg.Client({ connectionString: t.location.databaseUrl });
      await holder.connect();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      shop = runServer({
        PORT: String(port),
        DATA_DIR: folder,
        BUILD_DIR: path.join(folder, 'no-build'),
        DATABASE_URL: t.location.databaseUrl,
      });
      await waitUntil(
        () => isHealthy(port) || shop.child.exitCode !== null,
        'la boutique répond',
        90_000,
      );
      expect(shop.child.exitCode, shop.output()).toBeNull();
      const res = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: GOOD_PASSWORD }),
      });
      expect(res.status).toBe(200);
      cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    });
    afterEach(() => holder.query('rollback').catch(() => {}));
    afterAll(async () => {
      killAll();
      await holder?.end().catch(() => {});
      await t?.cleanup();
      rmSync(folder, { recursive: true, force: true });
    });

    const saveCart = (quantity: number) =>
      fetch(`${base}/api/cart`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          items: [{ productId: 't-shirt-signature-creme', size: 'M', quantity }],
        }),
      });

    /** The backend of a request waiting on the saved cart's row lock, once there is one. */
    const waitingBackend = async () => {
      let pid: number | undefined;
      await waitUntil(async () => {
        const rows = await queryRows<{ pid: number }>(
          t.database.db,
          sql`select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query like '%saved_carts%'`,
        );
        pid = rows[0]?.pid;
        return pid !== undefined;
      }, 'la requête attend la ligne verrouillée');
      return pid!;
    };

    it('answers that request 503 in French, and the process keeps serving', async () => {
      expect((await saveCart(1)).status).toBe(200);
      // Another connection holds the cart's row: the save waits on it, inside its transaction.
      await holder.query('begin');
      await holder.query('select * from saved_carts where user_id = $1 for update', [userId]);
      const pending = saveCart(2).catch((error: unknown) => {
        throw new Error(`la boutique s'est arrêtée :\n${shop.output()}`, { cause: error });
      });
      const pid = await waitingBackend();
      // That connection dies mid-transaction, as when the server or the network drops it.
      await holder.query('select pg_terminate_backend($1)', [pid]);
      const res = await pending;
      await holder.query('rollback');

      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(unavailable);
      // Still there a moment later (the crash came from an 'error' event after the answer).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(shop.child.exitCode, shop.output()).toBeNull();
      const next = await saveCart(3);
      expect(next.status, shop.output()).toBe(200);
      expect(shop.output()).not.toContain('Unhandled');
    });

    it('answers 503 in French while the lock it waits for stays held', async () => {
      expect((await saveCart(1)).status).toBe(200);
      await holder.query('begin');
      await holder.query('select * from saved_carts where user_id = $1 for update', [userId]);
      // The holder never lets go during this request: only a lock timeout can answer it.
      const res = await saveCart(4);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual(unavailable);
      await holder.query('rollback');
      expect((await saveCart(5)).status).toBe(200);
    });
  },
);
