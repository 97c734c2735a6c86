import rateLimitPlugin from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import {
  accountCounterFor,
  rateCounterFor,
  rateLimitStore,
  type RateCounter,
} from '../http/rate-counter.ts';
import { clientNetwork, servingNetwork } from '../http/client-network.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every rate limit counts: PostgreSQL on a server, memory on PGlite (ADR 0080). */
    rateCounter: RateCounter;
    /** Where the per-account failure limits count: the database on both drivers (ADR 0156). */
    accountCounter: RateCounter;
  }
}

const SWEEP_MS = 10 * 60_000;

/**
 * @fastify/rate-limit (registered with `global: false`: only routes that ask are limited, see
 * http/rate-limit.ts) over the app's RateCounter, and the counter itself for the limits routes
 * count by hand (http/throttle.ts). Ended windows are swept now and then by each instance.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const counter = rateCounterFor(app.database);
    app.decorate('rateCounter', counter);
    const accountCounter = counter.shared ? counter : accountCounterFor(app.database);
    app.decorate('accountCounter', accountCounter);
    // Every per-address limit counts per client network (an IPv4 address, an IPv6 /64).
    await app.register(rateLimitPlugin, {
      global: false,
      store: rateLimitStore(() => counter),
      keyGenerator: (request) => clientNetwork(request.ip),
    });
    // The limits a handler counts by hand (per reference, per e-mail) are charged to the
    // request's network, whose share of the memory counter is bounded (docs/decisions/0196).
    app.addHook('preHandler', (request, _reply, done) => servingNetwork(request.ip, done));
    const sweep = setInterval(() => {
      Promise.all([
        counter.sweep(),
        accountCounter === counter ? null : accountCounter.sweep(),
      ]).catch((error: unknown) => app.log.warn({ err: error }, 'rate limits sweep failed'));
    }, SWEEP_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
