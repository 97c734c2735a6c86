import { and, eq, isNull, sql } from 'drizzle-orm';
import { returnUnits, stockedLines } from '../admin/order-status.ts';
import type { Db } from '../db/database.ts';
import { orders, waveCheckouts } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { enqueueOrderMessages } from '../messaging/order-messages.ts';
import { expireOpenSessions } from '../payments/expire-sessions.ts';
import type { WaveApi } from '../payments/wave-api.ts';
import { isOverdue, payDeadline } from './payment-window.ts';

/**
 * Cancels the unpaid orders past their payment deadline and puts their units back in stock
 * (`stock_changes` reason 'release'), each exactly once however many instances run this at the
 * same time: one order per transaction, its row locked with SKIP LOCKED (another instance takes
 * the next one) and still 'pending' when locked (an order paid or cancelled meanwhile is not
 * touched). One order at a time also takes its stock rows in the order checkouts do: no deadlock.
 * The orders trigger announces each change to the admin's live channel; the customer's message
 * names the shop `shopName`. With Wave Checkout (`wave`), the open sessions of orders past their
 * deadline are ended first. Returns the ids released.
 */
export async function releaseOverdueOrders(
  db: Db,
  windowMs: number,
  shopName: string,
  wave?: WaveApi,
): Promise<string[]> {
  if (windowMs <= 0) return [];
  if (wave) await endSessionsOfOverdueOrders(db, wave, windowMs);
  const released: string[] = [];
  for (;;) {
    const id = await inTransaction(db, async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), isOverdue(windowMs)))
        .orderBy(orders.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return undefined;
      await returnUnits(tx, order.id, await stockedLines(tx, order.id), null, 'release');
      await tx
        .update(orders)
        .set({ status: 'cancelled', releasedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await enqueueOrderMessages(tx, order.id, 'released', shopName);
      return order.id;
    });
    if (!id) return released;
    released.push(id);
  }
}

/** Orders whose open sessions one run asks Wave to end, at most (each call up to Wave's timeout). */
const ENDED_PER_RUN = 5;

/**
 * Past its deadline, an order's sessions have expired at Wave (the deadline is never before the
 * expiry of a session opened in the window), but the order stays until Wave says so. Asking Wave
 * to end them (ADR 0171) says it at once: each one ended frees its order for this run. One Wave
 * cannot end (unreachable, or paid meanwhile) keeps its order for reconciliation to decide.
 */
async function endSessionsOfOverdueOrders(db: Db, wave: WaveApi, windowMs: number) {
  const held = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        isNull(orders.paymentIssue),
        sql`${payDeadline(windowMs)} <= now()`,
        // Not one whose last ask failed, until its wait is over: Wave down does not slow every run.
        sql`exists (select 1 from ${waveCheckouts} where ${waveCheckouts.orderId} = ${orders.id} and ${waveCheckouts.status} = 'open' and (${waveCheckouts.nextCheckAt} is null or ${waveCheckouts.nextCheckAt} <= now()))`,
      ),
    )
    .orderBy(orders.createdAt)
    .limit(ENDED_PER_RUN);
  for (const { id } of held) await expireOpenSessions(db, wave, id);
}
