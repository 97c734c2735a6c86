// `npm run seed:orders -- <count>`: fills the shop's database (DATABASE_URL, or PGlite in DATA_DIR)
// with <count> realistic past orders, for benches and demos (src/server/admin/seed-orders.ts).
// Adds to what is there; never touches stock. Stop the server first on PGlite (one process only).
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createDatabase, type Database } from '../src/server/db/database.ts';
import { seedOrders } from '../src/server/admin/seed-orders.ts';

const MAX = 1_000_000;
const arg = process.argv[2] ?? '';
if (!/^\d+$/.test(arg) || Number(arg) < 1 || Number(arg) > MAX) {
  console.error(`Usage : npm run seed:orders -- <nombre de commandes, 1 à ${MAX}>   (ex. 100000)`);
  process.exit(2);
}
const count = Number(arg);

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

let database: Database;
try {
  // Thousands of rows per statement: no shopper-sized statement timeout (docs/decisions/0153).
  database = await createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: 0,
  });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    message.startsWith('La base PGlite')
      ? `${message}\nArrêtez le serveur, lancez le remplissage, puis redémarrez-le.`
      : `Base de données inaccessible : ${message}`,
  );
  process.exit(1);
}

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;
console.log(`Remplissage de ${where} : ${count.toLocaleString('fr-FR')} commandes…`);
const started = performance.now();
try {
  const result = await seedOrders(database.db, count, {
    onProgress: (done) =>
      process.stdout.write(
        `\r  ${done.toLocaleString('fr-FR')} / ${count.toLocaleString('fr-FR')}`,
      ),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${result.orders.toLocaleString('fr-FR')} commandes, ${result.items.toLocaleString('fr-FR')} lignes, ` +
      `${result.users.toLocaleString('fr-FR')} clients inscrits et ${result.messages} messages en ${seconds} s.`,
  );
} catch (error) {
  console.error('\nÉchec du remplissage :', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
