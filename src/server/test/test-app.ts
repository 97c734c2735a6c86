import path from 'node:path';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openTestDatabase, type DriverName, type TestDatabase } from './test-database.ts';

export type TestApp = { app: App; config: Config; t: TestDatabase; close(): Promise<void> };

/**
 * An app on a fresh database of the given driver, silent, for `app.inject` tests. Use with
 * `describe.each(DRIVERS)` so every API assertion runs on PGlite and on a real PostgreSQL.
 */
export async function createTestApp(
  driver: DriverName,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const t = await openTestDatabase(driver);
  const config = loadConfig({
    DATA_DIR: t.location.dataDir,
    BUILD_DIR: path.join(t.location.dataDir, 'no-build'),
    ...env,
  });
  const app = await buildApp({ config, database: t.database, logger: false });
  return {
    app,
    config,
    t,
    async close() {
      await app.close();
      await t.cleanup();
    },
  };
}
