import fp from 'fastify-plugin';
import { createDatabase, type Database, type Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database: driver, LISTEN, close. */
    database: Database;
    /** Drizzle on that database: how every route reaches it. */
    db: Db;
  }
}

export type DatabasePluginOptions = {
  /** An already open database (tests share one across apps); otherwise opened here and closed with the app. */
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
    if (!database) app.addHook('onClose', () => handle.close());
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database' },
);
