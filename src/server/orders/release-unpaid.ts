import { and, eq, sql } from 'drizzle-orm';
import { returnUnits, stockedLines } from '../admin/order-status.ts';
import type { Db } from '../db/database.ts';
import { orders } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { enqueueOrderMessages } from '../messaging/order-messages.ts';
import { isOverdue } from './payment-window.ts';

/**
 * Cancels the unpaid orders past their payment deadline and puts their units back in stock
 * (`stock_changes` reason 'release'), each exactly once however many instances run this at the
 * same time: one order per transaction, its row locked with SKIP LOCKED (another instance takes
 * the next one) and still 'pending' when locked (an order paid or cancelled meanwhile is not
 * touched). One order at a time also takes its stock rows in the order checkouts do: no deadlock.
 * The orders trigger announces each change to the admin's live channel; the customer's message
 * names the shop `shopName`. Returns the ids released.
 */
export async function releaseOverdueOrders(
  db: Db,
  windowMs: number,
  shopName: string,
): Promise<string[]> {
  if (windowMs <= 0) return [];
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
