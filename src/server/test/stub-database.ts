import type { Database, Db } from '../db/database.ts';

/**
 * For tests of HTTP behaviour that never reaches the database (static files, headers): answers
 * `select 1` so /api/health works, and spares those tests the seconds a PGlite boot costs.
 */
export function stubDatabase(): Database {
  const db = { execute: async () => ({ rows: [{ '?column?': 1 }] }) } as unknown as Db;
  return { db, driver: 'pglite', listen: async () => async () => {}, close: async () => {} };
}
