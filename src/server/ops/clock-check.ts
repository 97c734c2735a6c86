import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows, type Db } from '../db/database.ts';
import { runPeriodically } from '../plugins/periodic-job.ts';

/**
 * Beyond this, what depends on the time goes wrong without saying why: Wave's webhooks are refused
 * as older than 5 minutes, authenticator codes (30 s steps) fail, payment deadlines move.
 */
export const CLOCK_SKEW_WARNING_MS = 60_000;
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * How far the database's clock is ahead of this server's (negative: behind), from one `now()`
 * measured against the middle of its round trip.
 */
export async function clockSkewMs(db: Db, now: () => number = Date.now): Promise<number> {
  const sent = now();
  const [row] = await queryRows<{ ms: string | number }>(
    db,
    sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms`,
  );
  const received = now();
  return Number(row!.ms) - (sent + received) / 2;
}

/** The log line for a skew worth telling, or undefined. */
export function skewWarning(skewMs: number): string | undefined {
  if (Math.abs(skewMs) <= CLOCK_SKEW_WARNING_MS) return undefined;
  const seconds = Math.round(Math.abs(skewMs) / 1000);
  const side = skewMs > 0 ? 'en retard' : 'en avance';
  return `Horloge du serveur ${side} de ${seconds} s sur celle de PostgreSQL : les notifications Wave et les codes d’authentification peuvent être refusés. Réglez l’heure (NTP) du serveur.`;
}

/** At start and every 5 minutes: compares this server's clock with the database's, and says so. */
export const clockCheckPlugin = fp(async (app: FastifyInstance) => {
  runPeriodically(app, {
    everyMs: CHECK_EVERY_MS,
    failure: 'clock check failed',
    work: async () => {
      const skew = await clockSkewMs(app.db);
      const warning = skewWarning(skew);
      if (warning) app.log.warn({ clockSkewMs: Math.round(skew) }, warning);
    },
  });
});
