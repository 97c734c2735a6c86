import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { PAYMENT_TEXT } from '../../shared/api/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, waveCheckouts } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { windowStillOpen } from '../orders/payment-window.ts';
import { expireOpenSessions } from './expire-sessions.ts';
import { WaveApiError, type WaveApi, type WaveSession } from './wave-api.ts';

/** A session with less left than this is not handed out again: the shopper needs time to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;

export function unavailable(): HttpError {
  return new HttpError(503, 'wave_unavailable', PAYMENT_TEXT.unavailable, undefined, 30);
}

const notWaiting = () => new HttpError(409, 'not_waiting', PAYMENT_TEXT.notWaiting);

/** Where Wave sends the shopper back: the order's page on /suivi, told how the payment went. */
export function returnUrls(publicUrl: string, reference: string) {
  const base = `${publicUrl}/suivi?ref=${encodeURIComponent(reference)}`;
  return { successUrl: `${base}&paiement=ok`, errorUrl: `${base}&paiement=erreur` };
}

type Opening = { reference: string; total: number; key: string };

/**
 * The Wave Checkout launch URL for an unpaid order (ADR 0143, ADR 0171): the session still open
 * for its exact total when there is one with time left, otherwise a new one for the total in XOF
 * with the order's reference. Its key follows the order's sessions, so two taps at once, or a
 * retry after a lost answer, get the same session from Wave rather than two.
 *
 * The order's row is locked and found 'pending' in the transaction that records the session as
 * 'opening', before Wave is asked: the release job, which locks the row too, either cancelled
 * first (409 here) or finds the session coming and leaves the order. An order cancelled while
 * Wave answered gets no launch URL (409), and its session is ended. Once the order's payment
 * window has ended no new session is opened (409 `window_over`): the one still open is handed out
 * while it has time left.
 */
export async function openCheckout(
  db: Db,
  wave: WaveApi,
  publicUrl: string,
  orderId: string,
  windowMs: number,
): Promise<string> {
  const opening = await inTransaction(db, async (tx): Promise<Opening | string> => {
    const [order] = await tx
      .select({
        reference: orders.reference,
        status: orders.status,
        total: orders.totalAmount,
        windowOpen: windowStillOpen(windowMs),
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || order.status !== 'pending') throw notWaiting();
    const [open] = await tx
      .select({ launchUrl: waveCheckouts.launchUrl })
      .from(waveCheckouts)
      .where(
        and(
          eq(waveCheckouts.orderId, orderId),
          eq(waveCheckouts.status, 'open'),
          eq(waveCheckouts.amount, order.total),
          gt(waveCheckouts.expiresAt, sql`now() + ${REUSE_MARGIN_MS} * interval '1 millisecond'`),
        ),
      )
      .orderBy(desc(waveCheckouts.createdAt))
      .limit(1);
    if (open?.launchUrl) return open.launchUrl;
    // Past its window, an order gets no new session: asking again cannot keep it (ADR 0171).
    if (!order.windowOpen) {
      throw new HttpError(409, 'window_over', PAYMENT_TEXT.windowOver);
    }
    // Another tap is asking Wave (or one died asking): its key gives the same session back.
    const [asking] = await tx
      .select({ key: waveCheckouts.id })
      .from(waveCheckouts)
      .where(
        and(
          eq(waveCheckouts.orderId, orderId),
          eq(waveCheckouts.status, 'opening'),
          eq(waveCheckouts.amount, order.total),
        ),
      )
      .limit(1);
    if (asking) return { reference: order.reference, total: order.total, key: asking.key };
    const [{ sessions } = { sessions: 0 }] = await tx
      .select({ sessions: count() })
      .from(waveCheckouts)
      .where(eq(waveCheckouts.orderId, orderId));
    const key = `lagune-${orderId}-${sessions}`;
    await tx
      .insert(waveCheckouts)
      .values({ id: key, orderId, amount: order.total, status: 'opening' })
      .onConflictDoNothing();
    return { reference: order.reference, total: order.total, key };
  });
  if (typeof opening === 'string') return opening;

  const { reference, total, key } = opening;
  let session: WaveSession | undefined;
  try {
    session = await wave.createSession({
      amount: total,
      reference,
      ...returnUrls(publicUrl, reference),
      idempotencyKey: key,
    });
  } catch (error) {
    if (!(error instanceof WaveApiError)) throw error;
  }
  const expiresAt = session?.when_expires ? new Date(session.when_expires) : undefined;
  const launchUrl = session?.wave_launch_url;
  if (
    !session ||
    !launchUrl ||
    !/^https?:\/\//.test(launchUrl) ||
    !expiresAt ||
    Number.isNaN(+expiresAt)
  ) {
    // Nothing was handed out: the order is no longer held, and the next tap asks with this key.
    await db
      .delete(waveCheckouts)
      .where(and(eq(waveCheckouts.id, key), eq(waveCheckouts.status, 'opening')));
    throw unavailable();
  }

  const waiting = await inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    const opened = { id: session.id, status: 'open' as const, launchUrl, expiresAt };
    const done = await tx
      .update(waveCheckouts)
      .set(opened)
      .where(and(eq(waveCheckouts.id, key), eq(waveCheckouts.status, 'opening')))
      .returning({ id: waveCheckouts.id });
    // A tap with the same key got there first: the same session, recorded once.
    if (done.length === 0) {
      await tx
        .insert(waveCheckouts)
        .values({ ...opened, orderId, amount: total })
        .onConflictDoNothing();
    }
    return order?.status === 'pending';
  });
  if (!waiting) {
    // Cancelled while Wave answered: the session is ended before anyone can pay it.
    await expireOpenSessions(db, wave, orderId);
    throw notWaiting();
  }
  return launchUrl;
}
