import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { watchForFreeze } from './freeze-watch.ts';
import { PostgresListener, type Subscriber, type Unlisten } from './postgres-listener.ts';
import * as schema from './schema.ts';
import { isConnectionError } from './pg-errors.ts';
import { guardRootQueries, outsideTransaction, type Tx } from './transaction.ts';

import type { Db } from './db-type.ts';

export type { Db };
export type { Unlisten };

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Subscribes to NOTIFY on `channel` (case-insensitive); resolves once LISTEN has run. The
   * payload is the raw string given to pg_notify. `onReconnect` runs when the listening
   * connection came back after a loss: notifications sent during the gap are lost, refetch.
   */
  listen(
    channel: string,
    onPayload: Subscriber['onPayload'],
    onReconnect?: Subscriber['onReconnect'],
  ): Promise<Unlisten>;
  close(): Promise<void>;
  /**
   * True while the database holds queries without an answer or an error (a PostgreSQL stopped,
   * or a link gone silent: freeze-watch.ts). The embedded database cannot freeze apart from us.
   */
  frozen?: () => boolean;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connection pool size for PostgreSQL (ignored by PGlite, which is single-connection). */
  poolSize?: number;
  /** A pooled or listening connection was lost (to log: the work on it fails by itself). */
  onListenerError?: (error: Error) => void;
  /**
   * PostgreSQL only: how long to keep trying a server that cannot be reached yet (a database that
   * starts after the app, a restart), with backoff; 0 gives up at the first failure.
   */
  connectTimeoutMs?: number;
  /** Told before each new try, to log it. */
  onConnectRetry?: (retry: ConnectRetry) => void;
  /**
   * PostgreSQL only: the pool's statement timeout (STATEMENT_TIMEOUT_MS by default, sized for a
   * shopper's request); a long job run by the operator passes its own, 0 for none.
   */
  statementTimeoutMs?: number;
};

export type ConnectRetry = { attempt: number; delayMs: number; error: unknown };

/**
 * Rows of a raw SQL query on either driver (both answer `{ rows }`; `db.execute`'s shared type
 * cannot say so). Note that PostgreSQL returns count/bigint/numeric as strings through `pg`.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_402_117;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  const pglite = await PGlite.create({ dataDir }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client: pglite, schema });
  guardRootQueries(db as unknown as Db, pglite, ['query', 'exec', 'sql']);
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pglite.close().catch(() => {});
    await unlock();
    throw error;
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // In-process: the channel never drops, so onReconnect never runs.
    async listen(channel, onPayload) {
      // PGlite hands a notification over while it reads the COMMIT of the transaction that sent
      // it, in that transaction's async context: the listener (a page re-render reading the shop
      // settings, say) runs after it, outside it, instead of being refused as a query inside it.
      const unlisten = await pglite.listen(channel.toLowerCase(), (payload) =>
        outsideTransaction(() => setImmediate(onPayload, payload)),
      );
      // An app may close after the database it was given (tests): nothing left to unlisten.
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      if (!pglite.closed) await pglite.close();
      await unlock();
    },
  };
}

const openInThisProcess = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own, and two processes writing one data folder corrupt it (a second
 * `npm start`, a test run beside a dev server). A pid file beside the folder refuses that clearly;
 * a lock left by a crashed process is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  const busy = (owner: string) =>
    new Error(
      `La base PGlite ${dataDir} est déjà ouverte par ${owner}. Arrêtez-le, ou faites tourner ` +
        'plusieurs instances sur un serveur PostgreSQL (DATABASE_URL).',
    );
  if (openInThisProcess.has(dataDir)) throw busy('ce même processus');
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (owner > 0 && owner !== process.pid && isRunning(owner)) throw busy(`le processus ${owner}`);
    await writeFile(lockFile, String(process.pid));
  }
  openInThisProcess.add(dataDir);
  if (!process.listeners('exit').includes(releaseHeldLocks)) process.on('exit', releaseHeldLocks);
  heldLockFiles.add(lockFile);
  return async () => {
    openInThisProcess.delete(dataDir);
    heldLockFiles.delete(lockFile);
    await rm(lockFile, { force: true });
  };
}

const heldLockFiles = new Set<string>();

/**
 * A process that exits without closing the database (forced stop after the shutdown delay, a
 * fatal error) still gives its lock back, so the next start needs no stale-lock takeover.
 */
function releaseHeldLocks(): void {
  for (const lockFile of heldLockFiles) {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  await waitForPostgres(url, options.connectTimeoutMs ?? 0, options.onConnectRetry);
  await migratePostgres(url);
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A database that hangs answers a French 503 within seconds instead of holding the shopper
    // until the request times out (docs/decisions/0153-pooled-connections-errors-and-timeouts.md).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(statementTimeoutMs > 0 && {
      statement_timeout: statementTimeoutMs,
      lock_timeout: Math.min(LOCK_TIMEOUT_MS, statementTimeoutMs),
    }),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // A connection can die at any time, idle or checked out by a transaction (the pool listens only
  // while it is idle): every connection gets a handler for its whole life, or its 'error' event
  // would crash the process. The query running on it fails on its own and is answered 503.
  const onConnectionError = (error: Error) => options.onListenerError?.(error);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', onConnectionError);
  const listener = new PostgresListener(url, options.onListenerError);
  const freeze = watchForFreeze(url);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // pool.connect stays open: it is how a transaction gets its own connection.
  guardRootQueries(db, pool, ['query']);
  return {
    db,
    driver: 'postgres',
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
    frozen: freeze.frozen,
    async close() {
      await freeze.stop();
      await listener.close();
      await pool.end();
    },
  };
}

/** Longest a statement runs, lock waits included: past it, PostgreSQL cancels it (57014). */
export const STATEMENT_TIMEOUT_MS = 8_000;
/** Longest a statement waits for a row or table lock (55P03): a lock held by a stuck client. */
export const LOCK_TIMEOUT_MS = 4_000;
/** A transaction left open and idle (a request that died with it) is ended and its locks freed. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000;
/**
 * Longest wait for a pooled connection: a new one (a server that accepts none) or a free one when
 * all are busy (a shop overloaded, where a 503 to retry beats a request hung for 30 s).
 */
const CONNECT_TIMEOUT_MS = 10_000;

const FIRST_CONNECT_DELAY_MS = 250;
const MAX_CONNECT_DELAY_MS = 5_000;

/**
 * Waits until the server accepts a connection, retrying connection failures (refused, reset,
 * "starting up"…) with a doubling pause for `timeoutMs` at most. Any other error (a wrong
 * password, an unknown database) is thrown at once: waiting would not fix it.
 */
export async function waitForPostgres(
  url: string,
  timeoutMs: number,
  onRetry?: (retry: ConnectRetry) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delayMs = FIRST_CONNECT_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // A connection that fails may still emit 'error' later: never an unhandled event.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (!isConnectionError(error)) throw error;
      if (Date.now() + delayMs > deadline) {
        const where = describeServer(url);
        throw new Error(
          timeoutMs > 0
            ? `le serveur PostgreSQL ${where} reste injoignable après ${Math.round(timeoutMs / 1000)} s ` +
                `(${attempt} tentatives). Vérifiez qu’il tourne et DATABASE_URL, ou laissez-lui plus de ` +
                'temps avec DATABASE_CONNECT_TIMEOUT (en secondes).'
            : `le serveur PostgreSQL ${where} est injoignable. Vérifiez qu’il tourne et DATABASE_URL.`,
          { cause: error },
        );
      }
      onRetry?.({ attempt, delayMs, error });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, MAX_CONNECT_DELAY_MS);
    }
  }
}

/** Host, port and database of a URL, never its password. */
function describeServer(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || 5432}${pathname}`;
  } catch {
    return '(DATABASE_URL illisible)';
  }
}

/** Several instances may start at once against one server: the advisory lock serialises migrations. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
