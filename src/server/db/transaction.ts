import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from './db-type.ts';
import { isRetryableTransactionError } from './pg-errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TransactionOptions = PgTransactionConfig & {
  /** Runs of the whole transaction at most, the first included (serialization failures, deadlocks). */
  maxAttempts?: number;
};

/**
 * Runs `work` in one transaction and runs it again, a bounded number of times with a short
 * jittered pause, when PostgreSQL aborts it as a serialization failure or a deadlock (what
 * concurrent orders on the same stock rows can cause). `work` must use `tx` only, and may run
 * more than once: it must not have side effects outside the database.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  { maxAttempts = 4, ...config }: TransactionOptions = {},
): Promise<T> {
  return retryTransient(
    () => db.transaction(work, Object.keys(config).length > 0 ? config : undefined),
    maxAttempts,
  );
}

/**
 * Runs `run` (a transaction, or one statement that is its own transaction) again when PostgreSQL
 * aborted it as a serialization failure or a deadlock, at most `maxAttempts` times in all.
 */
export async function retryTransient<T>(run: () => Promise<T>, maxAttempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableTransactionError(error)) throw error;
      await sleep(5 * 2 ** attempt + Math.random() * 10);
    }
  }
}

/** Thrown, instead of hanging or escaping the transaction, by a query on `db` inside `db.transaction`. */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'Requête sur `db` pendant une transaction : utilisez `tx` (PGlite se bloquerait, PostgreSQL ' +
        'l’exécuterait hors de la transaction).',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/** Runs `work` as code outside any transaction (its own queries on `db` allowed). */
export function outsideTransaction<T>(work: () => T): T {
  return openTransaction.exit(work);
}

function assertNotInTransaction(): void {
  if (openTransaction.getStore()?.open) throw new QueryOutsideTransactionError();
}

/**
 * Makes the easy mistake loud: inside `db.transaction(async (tx) => …)`, a query on `db` hangs
 * PGlite forever (one connection, held by the transaction) and on PostgreSQL silently runs on
 * another pooled connection, outside the transaction. `db.transaction` marks its callback's async
 * context; the root client's query methods throw there. (The transaction's own `tx` goes through
 * another path: PGlite's transaction object, or a pg PoolClient.)
 */
export function guardRootQueries<T extends object>(db: Db, client: T, methods: (keyof T)[]): void {
  for (const method of methods) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = function guarded(this: unknown, ...args: unknown[]) {
      assertNotInTransaction();
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as T[keyof T];
  }
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    assertNotInTransaction();
    const marker = { open: true };
    return openTransaction.run(marker, () =>
      transaction(work, config).finally(() => {
        // Work scheduled inside the callback (a timer, a late promise) may query `db` afterwards.
        marker.open = false;
      }),
    );
  }) as Db['transaction'];
}
