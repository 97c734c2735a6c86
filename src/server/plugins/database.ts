import fp from 'fastify-plugin';
import { createDatabase, type Database, type Db } from '../db/database.ts';
import { seedStock } from '../stock/stock-queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database: driver, LISTEN, close. */
    database: Database;
    /** Drizzle on that database: how every route reaches it. */
    db: Db;
  }
}

export type DatabasePluginOptions = {
  /**
   * An already open database (tests share one across apps; its stock is the caller's business);
   * otherwise opened here, its stock seeded, and closed with the app.
   */
  database?: Database | undefined;
};

/** Opens the database named by the config (PGlite in DATA_DIR, or DATABASE_URL) for every route. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database }) => {
    const handle =
      database ??
      (await createDatabase({
        dataDir: app.config.dataDir,
        databaseUrl: app.config.databaseUrl,
        onListenerError: (error) => app.log.warn({ err: error }, 'database connection error'),
      }));
    if (!database) {
      app.addHook('onClose', () => handle.close());
      // First start fills the stock from the catalogue; later starts keep it (idempotent).
      try {
        await seedStock(handle.db, app.config.stockDefaultQuantity);
      } catch (error) {
        await handle.close();
        throw error;
      }
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database' },
);
