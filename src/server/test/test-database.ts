import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/database.ts';

export const DRIVERS = ['pglite', 'postgres'] as const;
export type DriverName = (typeof DRIVERS)[number];

export type TestDatabase = {
  database: Database;
  /** What DATA_DIR / DATABASE_URL an app (or a second instance) would use to reach the same data. */
  location: { dataDir: string; databaseUrl: string | undefined };
  /** Closes and opens again on the same data, as a restarted server does (migrations run again). */
  reopen(): Promise<Database>;
  /** Removes every trace: closes the database, drops it, deletes the folders. */
  cleanup(): Promise<void>;
};

let counter = 0;

/**
 * A fresh, migrated database on the given driver, copied from the run's templates (see
 * global-setup.ts): PGlite in a temp DATA_DIR, or a database of its own on the run's PostgreSQL
 * server. `empty: true` gives one without migrations (to test migrating).
 */
export async function openTestDatabase(
  driver: DriverName,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(inject('testDataRoot'), 'data-'));
  const scratch =
    driver === 'postgres'
      ? await createScratchDatabase(empty ? 'template0' : inject('postgresTemplate'))
      : undefined;
  if (driver === 'pglite' && !empty) {
    cpSync(path.join(inject('pgliteTemplateDir'), 'pglite'), path.join(dataDir, 'pglite'), {
      recursive: true,
    });
  }
  const location = { dataDir, databaseUrl: scratch?.url };
  const removeAll = async () => {
    await scratch?.drop();
    // PGlite may still be finishing a file as it closes on a busy machine (ENOTEMPTY seen once):
    // Node tries again a few times rather than failing the test file.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  try {
    const handle: TestDatabase = {
      database: await createDatabase(location),
      location,
      async reopen() {
        await handle.database.close();
        handle.database = await createDatabase(location);
        return handle.database;
      },
      async cleanup() {
        await handle.database.close();
        await removeAll();
      },
    };
    return handle;
  } catch (error) {
    await removeAll();
    throw error;
  }
}

/** A database of its own on the run's PostgreSQL server, copied from `template`. */
export async function createScratchDatabase(
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('postgresServerUrl');
  const name = `lagune_test_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  await adminQuery(
    serverUrl,
    `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      adminQuery(serverUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
