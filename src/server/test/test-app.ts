import type { Agent } from 'node:https';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { loggerOptions } from '../http/log.ts';
import { openTestDatabase, type DriverName, type TestDatabase } from './test-database.ts';

export type TestApp = {
  app: App;
  config: Config;
  t: TestDatabase;
  /** Every log line the app wrote (JSON text), when built with `captureLogs`. */
  logs: string[];
  /** Another app (a second instance, or one with other settings or seams) on the same database. */
  sibling(env?: Record<string, string>): Promise<App>;
  /**
   * Forgets every rate-limit window counted in the database (PostgreSQL counts them there for
   * every instance, ADR 0080; PGlite apps count per-address limits in their own memory, which a
   * sibling starts empty, and per-account ones in the database): for `afterEach`, so that a test that exhausts a limit leaves none for the next.
   */
  clearRateLimits(): Promise<void>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Environment variables, as the server would read them. */
  env?: Record<string, string>;
  /** Keep the app's log lines (with the production serializers) in `logs`, at `info`. */
  captureLogs?: boolean;
  /** The TLS agent of Web Push requests (a stand-in push service's: test/push-stub.ts). */
  pushAgent?: Agent;
};

/**
 * An app on a fresh database of the given driver, for `app.inject` tests. Use with
 * `describe.each(DRIVERS)` so every API assertion runs on PGlite and on a real PostgreSQL.
 */
export async function createTestApp(
  driver: DriverName,
  { env = {}, captureLogs = false, pushAgent }: TestAppOptions = {},
): Promise<TestApp> {
  const t = await openTestDatabase(driver);
  const logs: string[] = [];
  const siblings: App[] = [];
  const configFor = (extra: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: t.location.dataDir,
      BUILD_DIR: path.join(t.location.dataDir, 'no-build'),
      // Tests about something else insert orders of any age: the release job (ADR 0126) stays
      // off unless a test sets a window (orders/release-unpaid.test.ts).
      ORDER_PAYMENT_WINDOW: '0',
      // The customer messages' outbox job (ADR 0128) too (messaging/message-outbox.test.ts).
      MESSAGE_SEND_INTERVAL: '0',
      // Tests render many pages from one address; the limit has its own test (pages.test.ts).
      PAGE_RENDER_LIMIT: '1000000',
      ...env,
      ...extra,
    });
  const build = (config: Config, database: Database) =>
    buildApp({
      config,
      database,
      logger: captureLogs ? { ...loggerOptions('info'), stream: logSink(logs) } : false,
      ...(pushAgent ? { pushAgent } : {}),
    });
  const config = configFor();
  const app = await build(config, t.database);
  return {
    app,
    config,
    t,
    logs,
    async sibling(extra) {
      const other = await build(configFor(extra), t.database);
      siblings.push(other);
      return other;
    },
    async clearRateLimits() {
      // PGlite keeps the per-account counters there too (ADR 0156); a test that closed its
      // PGlite (an outage test) has nothing left to clear.
      const clear = t.database.db.execute(sql`delete from rate_limits`);
      if (t.database.driver === 'postgres') await clear;
      else await clear.catch(() => undefined);
    },
    async close() {
      await Promise.all(siblings.map((s) => s.close()));
      await app.close();
      await t.cleanup();
    },
  };
}

function logSink(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
}

/**
 * Environment for tests about something else that place many orders from one phone and one
 * address: the unpaid-order caps (ADR 0100) off. The caps have their own tests
 * (orders/unpaid-caps.test.ts, orders/hoarding.test.ts).
 */
export const NO_UNPAID_CAPS = {
  UNPAID_ORDERS_PER_PHONE: '0',
  UNPAID_UNITS_PER_PHONE: '0',
  UNPAID_ORDERS_PER_IP: '0',
  UNPAID_UNITS_PER_IP: '0',
} as const;
