import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PaymentIssue } from '../../shared/domain/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, paymentEvents } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueOrderMessages } from '../messaging/order-messages.ts';
import { WaveApiError, type WaveApi } from '../payments/wave-api.ts';
import { ORDER_NOT_FOUND, stockedLines, takeUnitsAgain } from './order-status.ts';

/** The owner's answers to a flagged Wave payment (docs/decisions/0182), in French. */
export const SETTLE_TEXT = {
  nothingToSettle: 'Ce paiement est déjà réglé : rechargez la liste.',
  notLate: 'Seule une commande payée après son annulation peut être rétablie.',
  noWaveSession:
    'Ce paiement n’est pas passé par le paiement Wave en ligne : remboursez le client dans Wave, puis touchez « Marquer comme remboursé ».',
  waveOff:
    'Le paiement Wave en ligne n’est pas configuré : remboursez le client dans Wave, puis touchez « Marquer comme remboursé ».',
  refunding:
    'Un remboursement Wave de ce paiement est en cours : attendez sa fin avant de rétablir la commande.',
  refundFailed:
    'Wave n’a pas pu effectuer le remboursement, rien n’est enregistré. Réessayez dans quelques minutes ; si cela dure, vérifiez le solde de votre compte Wave Business.',
} as const;

async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ status: orders.status, issue: orders.paymentIssue })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
  return order;
}

/**
 * 'Restaurer la commande': an order paid after it was cancelled (or released) goes on. In one
 * transaction, the order's row locked: its units are taken again with the orders' own
 * conditional update (never oversold; 409 naming the product and size, and nothing changes, when
 * one is short), it becomes 'paid', the flag is cleared and the customer is told it goes on.
 */
export async function restoreLatePaidOrder(
  db: Db,
  orderId: string,
  actorId: string,
  shopName: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.issue !== 'late' || order.status !== 'cancelled') {
      throw new HttpError(
        409,
        'not_late',
        order.issue ? SETTLE_TEXT.notLate : SETTLE_TEXT.nothingToSettle,
      );
    }
    // Wave may be giving this money back right now: the order stays as it is.
    const [refunding] = await tx
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.outcome, 'refunding')))
      .limit(1);
    if (refunding) throw new HttpError(409, 'refunding', SETTLE_TEXT.refunding);
    await takeUnitsAgain(tx, orderId, await stockedLines(tx, orderId), actorId);
    await tx
      .update(orders)
      .set({ status: 'paid', releasedAt: null, paymentIssue: null, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await enqueueOrderMessages(tx, orderId, 'restored', shopName);
  });
}

/** The Wave session that paid the flagged money, if it came through Wave Checkout. */
async function flaggedSession(tx: Tx, orderId: string, issue: PaymentIssue) {
  const [payment] = await tx
    .select({
      sessionId: paymentEvents.sessionId,
      amount: paymentEvents.amount,
      currency: paymentEvents.currency,
    })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        eq(paymentEvents.outcome, issue),
        isNotNull(paymentEvents.sessionId),
      ),
    )
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(1);
  return payment?.sessionId ? { ...payment, sessionId: payment.sessionId } : undefined;
}

/**
 * 'Rembourser par Wave': Wave's refund of the session that paid the flagged money. Recorded first
 * as 'refunding' (the order's row locked), so the order cannot be restored while Wave gives the
 * money back; then Wave is asked, with a key of its own (a retry is the same refund). Only once
 * Wave said yes, in one transaction, the event becomes 'refunded' (once per session), the flag is
 * cleared and the customer told. Wave refusing or unreachable: the 'refunding' mark is removed, a
 * French 503, nothing recorded; the owner may try again or restore the order instead.
 */
export async function refundFlaggedPayment(
  db: Db,
  wave: WaveApi | undefined,
  orderId: string,
  shopName: string,
): Promise<void> {
  const claim = await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order.issue) throw new HttpError(409, 'nothing_to_settle', SETTLE_TEXT.nothingToSettle);
    const payment = await flaggedSession(tx, orderId, order.issue);
    if (!payment) throw new HttpError(409, 'no_wave_session', SETTLE_TEXT.noWaveSession);
    if (!wave) throw new HttpError(503, 'wave_unavailable', SETTLE_TEXT.waveOff);
    const id = `refund:${payment.sessionId}`;
    await tx
      .insert(paymentEvents)
      .values({ id, type: 'refund', orderId, outcome: 'refunding', ...payment })
      .onConflictDoNothing();
    return { id, sessionId: payment.sessionId, api: wave };
  });
  const mark = and(eq(paymentEvents.id, claim.id), eq(paymentEvents.outcome, 'refunding'));
  try {
    await claim.api.refundSession(claim.sessionId, `refund-${claim.sessionId}`);
  } catch (error) {
    if (!(error instanceof WaveApiError)) throw error;
    await db.delete(paymentEvents).where(mark);
    throw new HttpError(503, 'wave_refund_failed', SETTLE_TEXT.refundFailed);
  }
  await inTransaction(db, async (tx) => {
    await lockOrder(tx, orderId);
    const [done] = await tx
      .update(paymentEvents)
      .set({ outcome: 'refunded' })
      .where(mark)
      .returning({ id: paymentEvents.id });
    // A second tap got there first: recorded and told once.
    if (done) await settle(tx, orderId, shopName);
  });
}

/**
 * 'Marquer comme remboursé': the owner gave the money back herself (a manual transfer has no
 * Wave session to refund). Recorded as a refund without a session; the flag is cleared and the
 * customer told.
 */
export async function markRefundedByHand(db: Db, orderId: string, shopName: string) {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order.issue) throw new HttpError(409, 'nothing_to_settle', SETTLE_TEXT.nothingToSettle);
    await tx.insert(paymentEvents).values({
      id: `refund:hand:${randomUUID()}`,
      type: 'refund_by_hand',
      orderId,
      outcome: 'refunded',
    });
    await settle(tx, orderId, shopName);
  });
}

async function settle(tx: Tx, orderId: string, shopName: string) {
  await tx
    .update(orders)
    .set({ paymentIssue: null, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await enqueueOrderMessages(tx, orderId, 'refunded', shopName);
}
