import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { PAYMENT_TEXT } from '../../shared/api/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, waveCheckouts } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { WaveApiError, type WaveApi } from './wave-api.ts';

/** A session with less left than this is not handed out again: the shopper needs time to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;

export function unavailable(): HttpError {
  return new HttpError(503, 'wave_unavailable', PAYMENT_TEXT.unavailable, undefined, 30);
}

/** Where Wave sends the shopper back: the order's page on /suivi, told how the payment went. */
export function returnUrls(publicUrl: string, reference: string) {
  const base = `${publicUrl}/suivi?ref=${encodeURIComponent(reference)}`;
  return { successUrl: `${base}&paiement=ok`, errorUrl: `${base}&paiement=erreur` };
}

/**
 * The Wave Checkout launch URL for an unpaid order (ADR 0143): the session still open for its
 * exact total when there is one with time left, otherwise a new one for the total in XOF with
 * the order's reference. Its key follows the order's sessions, so two taps at once, or a retry
 * after a lost answer, get the same session from Wave rather than two.
 */
export async function openCheckout(
  db: Db,
  wave: WaveApi,
  publicUrl: string,
  orderId: string,
): Promise<string> {
  const [order] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      total: orders.totalAmount,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.status !== 'pending') {
    throw new HttpError(409, 'not_waiting', PAYMENT_TEXT.notWaiting);
  }
  const [open] = await db
    .select({ launchUrl: waveCheckouts.launchUrl })
    .from(waveCheckouts)
    .where(
      and(
        eq(waveCheckouts.orderId, order.id),
        eq(waveCheckouts.status, 'open'),
        eq(waveCheckouts.amount, order.total),
        gt(waveCheckouts.expiresAt, sql`now() + ${REUSE_MARGIN_MS} * interval '1 millisecond'`),
      ),
    )
    .orderBy(desc(waveCheckouts.createdAt))
    .limit(1);
  if (open) return open.launchUrl;

  const [{ sessions } = { sessions: 0 }] = await db
    .select({ sessions: count() })
    .from(waveCheckouts)
    .where(eq(waveCheckouts.orderId, order.id));
  let session;
  try {
    session = await wave.createSession({
      amount: order.total,
      reference: order.reference,
      ...returnUrls(publicUrl, order.reference),
      idempotencyKey: `lagune-${order.id}-${sessions}`,
    });
  } catch (error) {
    if (error instanceof WaveApiError) throw unavailable();
    throw error;
  }
  const expiresAt = session.when_expires ? new Date(session.when_expires) : undefined;
  const launchUrl = session.wave_launch_url;
  if (!launchUrl || !/^https?:\/\//.test(launchUrl) || !expiresAt || Number.isNaN(+expiresAt)) {
    throw unavailable();
  }
  await db
    .insert(waveCheckouts)
    .values({ id: session.id, orderId: order.id, amount: order.total, launchUrl, expiresAt })
    .onConflictDoNothing();
  return launchUrl;
}
