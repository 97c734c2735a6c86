import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ORDER_NOT_WAITING } from '../../shared/api/admin.ts';
import type { PaymentMeans } from '../../shared/domain/payments.ts';
import type { Db } from '../db/database.ts';
import { orders, paymentEvents } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueOrderMessages } from '../messaging/order-messages.ts';
import { ORDER_NOT_FOUND } from './order-status.ts';

/** The payment event type of money the owner received outside Wave Checkout. */
export const BY_HAND = 'by_hand';

/**
 * 'Paiement reçu' (docs/decisions/0190): an unpaid order paid another way (cash, another mobile
 * money, a transfer). In one transaction, the order's row locked: it becomes 'paid', a payment
 * event records how, who and when, and the customer gets the usual 'paid' message. An order no
 * longer waiting (paid meanwhile by Wave, cancelled, released) is refused with 409: nothing changes.
 * Its units were taken when it was placed: the stock does not move.
 */
export async function recordPaymentReceived(
  db: Db,
  orderId: string,
  means: PaymentMeans,
  actorId: string,
  shopName: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
    if (order.status !== 'pending')
      throw new HttpError(409, 'order_not_waiting', ORDER_NOT_WAITING);
    await tx
      .update(orders)
      .set({ status: 'paid', updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await tx.insert(paymentEvents).values({
      id: `hand:${randomUUID()}`,
      type: BY_HAND,
      orderId,
      outcome: 'paid',
      means,
      actorId,
    });
    await enqueueOrderMessages(tx, orderId, 'paid', shopName);
  });
}
