import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Database, type Db } from '../db/database.ts';
import { errorBody, MESSAGES } from '../http/errors.ts';
import { seedOnFirstStart } from '../catalogue/sample-shop.ts';

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
   * otherwise opened here, the sample shop written at its first start, and closed with the app.
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
        onListenerError: (error) => {
          const { log, repeated } = app.logCollapser.take(`connection:${error.name}`);
          if (log)
            app.log.warn(
              { err: error, ...(repeated > 0 ? { repeated } : {}) },
              'database connection error',
            );
        },
        connectTimeoutMs: app.config.databaseConnectTimeoutMs,
        onConnectRetry: ({ attempt, delayMs, error }) =>
          app.log.warn(
            { attempt, code: (error as { code?: unknown }).code },
            `PostgreSQL injoignable : nouvel essai dans ${(delayMs / 1000).toFixed(1)} s ` +
              `(tentative ${attempt}, abandon après DATABASE_CONNECT_TIMEOUT = ${app.config.databaseConnectTimeoutMs / 1000} s)`,
          ),
      }));
    if (!database) {
      const inFlight = trackInFlightRequests(app);
      app.addHook('onClose', async () => {
        // The server stopped accepting requests; those still running (a client may have hung
        // up, the handler goes on) finish their queries before the pool closes.
        await inFlight.drained(DRAIN_TIMEOUT_MS);
        await handle.close();
      });
      // A new shop opens with the sample catalogue; later starts keep what its owner made of it
      // (docs/decisions/0208).
      try {
        if (await seedOnFirstStart(handle.db, app.config.stockDefaultQuantity))
          app.log.info('boutique de démonstration créée (produits d’exemple et leur stock)');
      } catch (error) {
        await handle.close();
        throw error;
      }
    }
    // A frozen PostgreSQL holds a query without an error: the API answers the French 503 at once
    // instead of adding requests that would wait with it (docs/decisions/0193).
    app.addHook('onRequest', async (request, reply) => {
      if (!handle.frozen?.() || !request.url.startsWith('/api/')) return;
      const { log, repeated } = app.logCollapser.take('database:frozen');
      if (log) app.log.warn(repeated > 0 ? { repeated } : {}, 'database frozen: answered 503');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody('service_unavailable', MESSAGES.unavailable));
    });
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database' },
);

const DRAIN_TIMEOUT_MS = 8_000;

/** Counts requests from arrival until their answer is sent (or they end otherwise). */
function trackInFlightRequests(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  const done = async (request: FastifyRequest) => {
    running.delete(request);
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  // onSend runs when the handler (or the error handler) answers, even to a client that is gone.
  app.addHook('onSend', async (request) => done(request));
  app.addHook('onResponse', done);
  return {
    async drained(timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
