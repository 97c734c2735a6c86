import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { orders, waveCheckouts } from '../db/schema.ts';
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
  return endSessions(
    db,
    wave,
    orderId,
    skip.length > 0 ? notInArray(waveCheckouts.id, [...skip]) : undefined,
  );
}

/**
 * After the owner changed an order (docs/decisions/0234): its sessions still open for another
 * amount than its total are ended, so the customer cannot pay the old total; the next tap gets a
 * session for the new one (checkout-sessions.ts). One Wave could not end stays open: a payment on
 * it is another amount, flagged for the owner, and the order stays unpaid.
 */
export function expireOtherAmountSessions(
  db: Db,
  wave: WaveApi,
  orderId: string,
): Promise<string[]> {
  const total = db.select({ total: orders.totalAmount }).from(orders).where(eq(orders.id, orderId));
  return endSessions(db, wave, orderId, sql`${waveCheckouts.amount} <> (${total})`);
}

async function endSessions(
  db: Db,
  wave: WaveApi,
  orderId: string,
  which: SQL | undefined,
): Promise<string[]> {
  const open = await db
    .select({ id: waveCheckouts.id })
    .from(waveCheckouts)
    .where(and(eq(waveCheckouts.orderId, orderId), eq(waveCheckouts.status, 'open'), which));
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
