import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAID_STATUSES } from '../../shared/domain/orders.ts';
import type { PaymentEventOutcome, PaymentIssue } from '../../shared/domain/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, paymentEvents, waveCheckouts } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { enqueueOrderMessages } from '../messaging/order-messages.ts';
import { queuePaymentAlert } from '../messaging/owner-alerts.ts';
import { isPaidSession, wholeFrancs, type WaveSession } from './wave-api.ts';

export type PaymentEventInput = {
  /** Wave's event id, or `reconcile:<session id>`: each is taken in once. */
  eventId: string;
  type: string;
  session: WaveSession;
  /** The shop's name for the customer's 'payment received' message. */
  shopName: string;
};

/** 'duplicate': this event id was already taken in; nothing changed. */
export type ApplyResult = PaymentEventOutcome | 'duplicate';

const PAID = new Set<string>(PAID_STATUSES);

/**
 * Takes one payment event in (ADR 0143), in one transaction that locks the order's row first, so
 * two deliveries of one event, or a webhook and reconciliation, are served one after the other:
 * the second finds the event id taken (nothing changes twice) or the order already paid.
 * - a completed session whose amount (the order's total, whole francs), currency (XOF) and
 *   reference match an unpaid order: the order becomes 'paid' and the customer is told;
 * - a mismatch: the order stays unpaid and is flagged for the owner;
 * - money for an order cancelled (by the owner or the release job): flagged 'late', the owner
 *   decides; for an order already paid by this session: nothing; by another one, or by hand:
 *   flagged 'twice';
 * - a session we stored for another order than its reference names: recorded, nothing applied,
 *   that order flagged (ADR 0172);
 * - a reference we do not know, or an event that moves no money: recorded, nothing else.
 * The orders trigger announces every change of the order to the admin's live channel.
 */
export async function applyPaymentEvent(db: Db, input: PaymentEventInput): Promise<ApplyResult> {
  const { eventId, type, session, shopName } = input;
  return inTransaction(db, async (tx) => {
    const reference = session.client_reference ?? null;
    const [order] = reference
      ? await tx
          .select({
            id: orders.id,
            status: orders.status,
            totalAmount: orders.totalAmount,
          })
          .from(orders)
          .where(eq(orders.reference, reference))
          .for('update')
      : [];
    // The session is stored for another order than the reference names: nothing is applied.
    const [stored] = await tx
      .select({ orderId: waveCheckouts.orderId })
      .from(waveCheckouts)
      .where(eq(waveCheckouts.id, session.id));
    if (stored && stored.orderId !== order?.id) {
      return recordWrongSession(tx, { eventId, type, session, shopName, orderId: stored.orderId });
    }
    const paid = isPaidSession(session);
    let outcome: PaymentEventOutcome = !paid
      ? 'ignored'
      : !order
        ? 'unknown_reference'
        : wholeFrancs(session.amount) !== order.totalAmount || session.currency !== 'XOF'
          ? 'mismatch'
          : order.status === 'pending'
            ? 'paid'
            : PAID.has(order.status)
              ? 'already_paid'
              : 'late';
    // Paid already: by this very session (its webhook again, reconciliation, or its late
    // payment the owner restored the order with, ADR 0182) is nothing new; by another session or
    // by hand (a transfer the owner confirmed), the money came twice.
    if (outcome === 'already_paid' && order) {
      const [payment] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.orderId, order.id),
            eq(paymentEvents.sessionId, session.id),
            inArray(paymentEvents.outcome, ['paid', 'late']),
          ),
        )
        .limit(1);
      if (!payment) outcome = 'twice';
    }
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        id: eventId,
        type: type.slice(0, 100),
        sessionId: session.id,
        orderId: order?.id ?? null,
        outcome,
        amount: session.amount,
        currency: session.currency,
        reference: reference?.slice(0, 40) ?? null,
        transactionId: session.transaction_id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate';
    if (!order) return outcome;

    if (paid) {
      await tx
        .update(waveCheckouts)
        .set({ status: 'complete', checkedAt: sql`now()` })
        .where(eq(waveCheckouts.id, session.id));
    }
    if (outcome === 'paid') {
      await tx
        .update(orders)
        .set({ status: 'paid', updatedAt: sql`now()`, paymentIssue: null })
        .where(eq(orders.id, order.id));
      await enqueueOrderMessages(tx, order.id, 'paid', shopName);
    } else if (outcome === 'mismatch' || outcome === 'late' || outcome === 'twice') {
      await flagForOwner(tx, order.id, outcome);
    }
    await queuePaymentAlert(tx, order.id, outcome, shopName);
    return outcome;
  });
}

type WrongSession = PaymentEventInput & {
  /** The order the session is stored for. */
  orderId: string;
};

/**
 * A session whose reference is not the order it is stored for (ADR 0172): Wave's word cannot be
 * matched to an order, so nothing is applied. The event is recorded as 'wrong_session' and that
 * order flagged for the owner ('mismatch': 'Paiement Wave à vérifier'), once per event id.
 */
export function flagWrongSession(db: Db, input: WrongSession): Promise<ApplyResult> {
  return inTransaction(db, (tx) => recordWrongSession(tx, input));
}

async function recordWrongSession(
  tx: Tx,
  { eventId, type, session, shopName, orderId }: WrongSession,
): Promise<ApplyResult> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [recorded] = await tx
    .insert(paymentEvents)
    .values({
      id: eventId,
      type: type.slice(0, 100),
      sessionId: session.id,
      orderId,
      outcome: 'wrong_session',
      amount: session.amount,
      currency: session.currency,
      reference: session.client_reference?.slice(0, 40) ?? null,
      transactionId: session.transaction_id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!recorded) return 'duplicate';
  await flagForOwner(tx, orderId, 'mismatch');
  await queuePaymentAlert(tx, orderId, 'mismatch', shopName);
  return 'wrong_session';
}

/**
 * Flags an order's Wave payment for the owner: her order card shows it until she decides (her
 * alert, `queuePaymentAlert`, is queued beside it, in the same transaction).
 */
async function flagForOwner(tx: Tx, orderId: string, issue: PaymentIssue) {
  await tx
    .update(orders)
    .set({ paymentIssue: issue, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
