// `npm run seed`: writes the sample catalogue (72 products) and its stock again into the shop's
// database (DATABASE_URL, or PGlite in DATA_DIR), where missing: a shop emptied of its demo
// products gets them back on purpose. A new shop gets them at its first start anyway
// (docs/decisions/0208). Stop the server first on PGlite (one process only).
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { seedSampleShop } from '../src/server/catalogue/sample-shop.ts';
import { createDatabase } from '../src/server/db/database.ts';

try {
  const config = loadConfig(process.env);
  const database = await createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  try {
    const written = await seedSampleShop(database.db, config.stockDefaultQuantity);
    console.log(
      `Boutique de démonstration : ${written} produits d’exemple ajoutés (les autres étaient là), ` +
        'stock écrit là où il manquait.',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : error;
  console.error(`Remplissage impossible : ${message}`);
  process.exit(1);
}
