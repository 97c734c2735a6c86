import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobLeases, orders, waveCheckouts } from '../db/schema.ts';
import { applyPaymentEvent } from './apply-payment.ts';
import { isPaidSession, WaveApiError, type WaveApi } from './wave-api.ts';

/** A session this young is left to its webhook; reconciliation looks at it from then on. */
export const WEBHOOK_GRACE_MS = 60_000;
/** Sessions looked at per run at most, the longest unchecked first. */
const BATCH = 200;

export type ReconcileCounts = { checked: number; paid: number; closed: number; failed: number };

/**
 * Asks Wave about every checkout still open (webhooks can be lost; ADR 0143) and applies what it
 * says by the webhook's own rule: a completed, paid session goes through `applyPaymentEvent` as
 * the event `reconcile:<session id>`; an expired (or completed unpaid) one is closed, which frees
 * its order for the release job. A session Wave cannot tell about stays open: its order is kept.
 * One still open at Wave whose order no longer waits (cancelled while Wave was unreachable) is
 * ended (ADR 0171).
 */
export async function reconcileOpenCheckouts(
  db: Db,
  wave: WaveApi,
  shopName: string,
  { graceMs = WEBHOOK_GRACE_MS }: { graceMs?: number } = {},
): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { checked: 0, paid: 0, closed: 0, failed: 0 };
  const open = await db
    .select({ id: waveCheckouts.id, orderStatus: orders.status })
    .from(waveCheckouts)
    .innerJoin(orders, eq(orders.id, waveCheckouts.orderId))
    .where(
      and(
        eq(waveCheckouts.status, 'open'),
        lt(waveCheckouts.createdAt, sql`now() - ${graceMs} * interval '1 millisecond'`),
      ),
    )
    .orderBy(sql`${waveCheckouts.checkedAt} asc nulls first`, asc(waveCheckouts.createdAt))
    .limit(BATCH);
  for (const { id, orderStatus } of open) {
    let session;
    try {
      session = await wave.getSession(id);
    } catch (error) {
      if (!(error instanceof WaveApiError)) throw error;
      counts.failed++;
      continue;
    }
    counts.checked++;
    if (isPaidSession(session)) {
      const outcome = await applyPaymentEvent(db, {
        eventId: `reconcile:${session.id}`,
        type: 'reconcile.checkout.session.completed',
        session,
        shopName,
      });
      if (outcome === 'paid') counts.paid++;
      // Money for an order gone or changed: recorded and flagged; the session is done either way.
      await db
        .update(waveCheckouts)
        .set({ status: 'complete', checkedAt: sql`now()` })
        .where(eq(waveCheckouts.id, id));
    } else if (session.checkout_status === 'expired' || session.checkout_status === 'complete') {
      counts.closed++;
      await db
        .update(waveCheckouts)
        .set({ status: 'expired', checkedAt: sql`now()` })
        .where(and(eq(waveCheckouts.id, id), eq(waveCheckouts.status, 'open')));
    } else {
      // Still open at Wave for an order no longer waiting (its cancel could not reach Wave): ended.
      let ended = false;
      if (orderStatus !== 'pending') {
        try {
          await wave.expireSession(id);
          ended = true;
          counts.closed++;
        } catch (error) {
          if (!(error instanceof WaveApiError)) throw error;
          counts.failed++;
        }
      }
      await db
        .update(waveCheckouts)
        .set({ checkedAt: sql`now()`, ...(ended ? { status: 'expired' as const } : {}) })
        .where(and(eq(waveCheckouts.id, id), eq(waveCheckouts.status, 'open')));
    }
  }
  return counts;
}

/**
 * Takes (or keeps) the lease on a job for `ttlMs`: true for one holder at a time across every
 * instance on the database. A holder that stopped loses it when it runs out.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, until: sql`now() + ${ttlMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, until: sql`excluded.until` },
      setWhere: sql`${jobLeases.until} < now() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}
