import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseOverdueOrders } from './release-unpaid.ts';

/** How often each instance looks for unpaid orders past their deadline. */
export const RELEASE_EVERY_MS = 60_000;

/**
 * Runs the release of unpaid orders (release-unpaid.ts) once the server is ready, then every
 * minute, on every instance: the database makes each release happen once (ADR 0126). A failed run
 * only delays the next; a stop waits for the run in progress.
 */
export const releaseJobPlugin = fp(async (app: FastifyInstance) => {
  const windowMs = app.config.orderPaymentWindowMs;
  if (windowMs <= 0) return;
  let running: Promise<void> | undefined;
  let closing = false;
  const run = () => {
    if (running || closing) return;
    running = releaseOverdueOrders(app.db, windowMs)
      .then((released) => {
        // A count only: which orders (and whose) is for the admin, not the logs.
        if (released.length > 0)
          app.log.info({ released: released.length }, 'unpaid orders released');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'unpaid orders release failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, RELEASE_EVERY_MS).unref();
  app.addHook('onReady', async () => run());
  // Before the database closes (onClose hooks run after this one).
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
});
