// `npm run migrate`: applies the database migrations once, then exits. Every server start also
// migrates (under an advisory lock on PostgreSQL), but a deployment of several instances runs this
// once first, so that no instance being restarted waits on a long migration (docs/deploy.md).
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/db/database.ts';

try {
  const config = loadConfig(process.env);
  const database = await createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  await database.close();
  console.log(
    `Migrations appliquées (${database.driver === 'postgres' ? 'DATABASE_URL' : `${config.dataDir}/pglite`}).`,
  );
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : error;
  console.error(`Migrations impossibles : ${message}`);
  process.exit(1);
}
