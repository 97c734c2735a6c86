import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { waveCheckouts } from '../db/schema.ts';
import { recordFailedAsk } from './reconcile.ts';
import { WaveApiError, type WaveApi } from './wave-api.ts';

/**
 * Asks Wave to end each session of the order still open as far as we know (ADR 0171), so none can
 * be paid once the order is cancelled; each one Wave ended is closed here. One Wave could not end
 * (unreachable, or it completed meanwhile) stays open, its failure recorded: reconciliation asks
 * about it, applies its payment if there was one, and otherwise ends it if its order no longer
 * waits. `skip`: the
 * sessions already asked about. Returns the ids asked about.
 */
export async function expireOpenSessions(
  db: Db,
  wave: WaveApi,
  orderId: string,
  skip: readonly string[] = [],
): Promise<string[]> {
  const open = await db
    .select({ id: waveCheckouts.id })
    .from(waveCheckouts)
    .where(
      and(
        eq(waveCheckouts.orderId, orderId),
        eq(waveCheckouts.status, 'open'),
        skip.length > 0 ? notInArray(waveCheckouts.id, [...skip]) : undefined,
      ),
    );
  for (const { id } of open) {
    try {
      await wave.expireSession(id);
    } catch (error) {
      if (!(error instanceof WaveApiError)) throw error;
      await recordFailedAsk(db, id);
      continue;
    }
    await db
      .update(waveCheckouts)
      .set({ status: 'expired', checkedAt: sql`now()` })
      .where(and(eq(waveCheckouts.id, id), eq(waveCheckouts.status, 'open')));
  }
  return open.map((s) => s.id);
}
