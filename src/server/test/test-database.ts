import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../db/database.ts';
import { startPostgresServer } from './postgres-server.ts';

export const DRIVERS = ['pglite', 'postgres'] as const;
export type DriverName = (typeof DRIVERS)[number];

export type TestDatabase = {
  database: Database;
  /** What DATA_DIR / DATABASE_URL an app (or a second instance) would use to reach the same data. */
  location: { dataDir: string; databaseUrl: string | undefined };
  /** Closes and opens again on the same data, as a restarted server does (migrations run again). */
  reopen(): Promise<Database>;
  /** Removes every trace: closes the database, stops the server, deletes the folders. */
  cleanup(): Promise<void>;
};

/** A fresh, migrated database on the given driver: PGlite in a temp DATA_DIR, or a real PostgreSQL server. */
export async function openTestDatabase(driver: DriverName): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lagune-data-'));
  const server = driver === 'postgres' ? await startPostgresServer() : undefined;
  const location = { dataDir, databaseUrl: server?.url };
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
        await server?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return handle;
  } catch (error) {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
