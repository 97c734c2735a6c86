import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../plugins/periodic-job.ts';
import { createWaveApi } from '../payments/wave-api.ts';
import { releaseOverdueOrders } from './release-unpaid.ts';

/** How often each instance looks for unpaid orders past their deadline. */
export const RELEASE_EVERY_MS = 60_000;

/**
 * Runs the release of unpaid orders (release-unpaid.ts) once the server is ready, then every
 * minute, on every instance: the database makes each release happen once (ADR 0126).
 */
export const releaseJobPlugin = fp(async (app: FastifyInstance) => {
  const windowMs = app.config.orderPaymentWindowMs;
  if (windowMs <= 0) return;
  const wave = app.config.waveCheckout ? createWaveApi(app.config.waveCheckout) : undefined;
  runPeriodically(app, {
    everyMs: RELEASE_EVERY_MS,
    failure: 'unpaid orders release failed',
    async work() {
      const shopName = (await app.shopSettings.current()).name;
      const released = await releaseOverdueOrders(app.db, windowMs, shopName, wave);
      // A count only: which orders (and whose) is for the admin, not the logs.
      if (released.length > 0)
        app.log.info({ released: released.length }, 'unpaid orders released');
    },
  });
});
