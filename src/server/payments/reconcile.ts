import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobLeases, orders, waveCheckouts } from '../db/schema.ts';
import { applyPaymentEvent, flagWrongSession } from './apply-payment.ts';
import { isPaidSession, WAVE_TIMEOUT_MS, WaveApiError, type WaveApi } from './wave-api.ts';

/** A session this young is left to its webhook; reconciliation looks at it from then on. */
export const WEBHOOK_GRACE_MS = 60_000;
/** Sessions looked at per run at most, the longest unchecked first. */
const BATCH = 200;
/** After a failed ask, the wait before the next: doubled by each failure in a row, up to an hour. */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 3_600_000;
/** The longest one session can take: Wave asked about it, then asked to end it. */
export const SESSION_WORST_MS = 2 * WAVE_TIMEOUT_MS;

export type ReconcileCounts = {
  checked: number;
  paid: number;
  closed: number;
  failed: number;
  /** Sessions whose reference is not their order's: flagged, never applied. */
  wrong: number;
};

export type ReconcileOptions = {
  graceMs?: number;
  /**
   * The time the run may take (its lease): no session is started unless the worst it can take
   * still ends within it, so a run never outlives its lease and overlaps the next holder's.
   */
  budgetMs?: number;
  /** The clock (tests). */
  now?: () => number;
};

/**
 * Asks Wave about the checkouts still open (webhooks can be lost; ADR 0143, ADR 0172) and applies
 * what it says by the webhook's own rule: a completed, paid session goes through
 * `applyPaymentEvent` as the event `reconcile:<session id>`; an expired (or completed unpaid) one
 * is closed, which frees its order for the release job. One still open at Wave whose order no
 * longer waits (cancelled while Wave was unreachable) is ended (ADR 0171).
 *
 * A session Wave cannot tell about stays open (its order is kept) and waits longer after each
 * failure in a row, so failing sessions never take every run's turn; the longest unchecked go
 * first. A session whose reference is not its order's is flagged for the owner and closed, never
 * applied. At most BATCH sessions a run, and none started past `budgetMs`.
 */
export async function reconcileOpenCheckouts(
  db: Db,
  wave: WaveApi,
  shopName: string,
  { graceMs = WEBHOOK_GRACE_MS, budgetMs = Infinity, now = Date.now }: ReconcileOptions = {},
): Promise<ReconcileCounts> {
  const started = now();
  const counts: ReconcileCounts = { checked: 0, paid: 0, closed: 0, failed: 0, wrong: 0 };
  const open = await db
    .select({
      id: waveCheckouts.id,
      orderId: orders.id,
      orderStatus: orders.status,
      reference: orders.reference,
    })
    .from(waveCheckouts)
    .innerJoin(orders, eq(orders.id, waveCheckouts.orderId))
    .where(
      and(
        eq(waveCheckouts.status, 'open'),
        lt(waveCheckouts.createdAt, sql`now() - ${graceMs} * interval '1 millisecond'`),
        or(isNull(waveCheckouts.nextCheckAt), lte(waveCheckouts.nextCheckAt, sql`now()`)),
      ),
    )
    .orderBy(sql`${waveCheckouts.checkedAt} asc nulls first`, asc(waveCheckouts.createdAt))
    .limit(BATCH);
  for (const row of open) {
    if (now() - started + SESSION_WORST_MS > budgetMs) break;
    const { id } = row;
    let session;
    try {
      session = await wave.getSession(id);
    } catch (error) {
      if (!(error instanceof WaveApiError)) throw error;
      counts.failed++;
      await recordFailedAsk(db, id);
      continue;
    }
    counts.checked++;
    const over = session.checkout_status === 'expired' || session.checkout_status === 'complete';
    if (session.client_reference !== row.reference) {
      // Not this order's session: nothing applied, the owner looks (ADR 0172).
      counts.wrong++;
      await flagWrongSession(db, {
        eventId: `reconcile:${id}`,
        type: 'reconcile.checkout.session.wrong_order',
        session,
        shopName,
        orderId: row.orderId,
      });
      // Still open at Wave: ended if Wave lets us (a payment later is flagged the same way).
      if (!over) await wave.expireSession(id).catch(() => undefined);
      await close(db, id, isPaidSession(session) ? 'complete' : 'expired');
    } else if (isPaidSession(session)) {
      const outcome = await applyPaymentEvent(db, {
        eventId: `reconcile:${session.id}`,
        type: 'reconcile.checkout.session.completed',
        session,
        shopName,
      });
      if (outcome === 'paid') counts.paid++;
      // Money for an order gone or changed: recorded and flagged; the session is done either way.
      await close(db, id, 'complete');
    } else if (over) {
      counts.closed++;
      await close(db, id, 'expired');
    } else if (row.orderStatus !== 'pending') {
      try {
        await wave.expireSession(id);
      } catch (error) {
        if (!(error instanceof WaveApiError)) throw error;
        counts.failed++;
        await recordFailedAsk(db, id);
        continue;
      }
      counts.closed++;
      await close(db, id, 'expired');
    } else {
      await db
        .update(waveCheckouts)
        .set({ checkedAt: sql`now()`, failures: 0, nextCheckAt: null })
        .where(eq(waveCheckouts.id, id));
    }
  }
  return counts;
}

function close(db: Db, id: string, status: 'complete' | 'expired') {
  return db
    .update(waveCheckouts)
    .set({ status, checkedAt: sql`now()`, failures: 0, nextCheckAt: null })
    .where(and(eq(waveCheckouts.id, id), eq(waveCheckouts.status, 'open')));
}

/**
 * A failed ask about a session (or to end it): checked now, so it goes to the back, and not asked
 * again before its wait, doubled by each failure in a row.
 */
export function recordFailedAsk(db: Db, id: string) {
  return db
    .update(waveCheckouts)
    .set({
      checkedAt: sql`now()`,
      failures: sql`${waveCheckouts.failures} + 1`,
      nextCheckAt: sql`now() + least(${RETRY_BASE_MS} * power(2, least(${waveCheckouts.failures}, 12)), ${RETRY_MAX_MS}) * interval '1 millisecond'`,
    })
    .where(eq(waveCheckouts.id, id));
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
