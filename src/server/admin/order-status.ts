import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/domain/orders.ts';
import type { Db } from '../db/database.ts';
import { orderItems, orders, stock, stockChanges } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueOrderMessages, eventForStatus } from '../messaging/order-messages.ts';
import { EXTENSION_MS, payDeadline } from '../orders/payment-window.ts';
import { expireOpenSessions } from '../payments/expire-sessions.ts';
import type { WaveApi } from '../payments/wave-api.ts';
import { InsufficientStockError, takeStock, type StockLine } from '../stock/stock-queries.ts';

export const ORDER_NOT_FOUND = 'Commande introuvable';

export type StatusChange = { previous: OrderStatus; changed: boolean };

/**
 * Sets an order's status (any status from any other; the current one changes nothing),
 * in one transaction that locks the order row first, so two admins on two instances are served one
 * after the other and each sees what the other did:
 * - to `cancelled`: the order's units go back to stock (`stock_changes` reason 'cancel');
 * - from `cancelled`: they are taken again with the orders' conditional update (`takeStock`), or
 *   the change is refused with 409 naming the product and size, and nothing changes.
 * Both audit lines name the admin. Lines of products the stock table does not know (removed
 * from the catalogue) are left out both ways. The trigger on `orders` announces the change.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  next: OrderStatus,
  actorId: string,
  {
    paymentWindowMs = 0,
    shopName,
    wave,
  }: { paymentWindowMs?: number; shopName: string; wave?: WaveApi | undefined },
): Promise<StatusChange> {
  // Cancelling: the order's open Wave sessions are ended first, so none is paid afterwards; one
  // Wave could not end is left to reconciliation (ADR 0171). The cancel happens either way.
  const asked = next === 'cancelled' && wave ? await expireOpenSessions(db, wave, orderId) : [];
  const change = await setStatus(db, orderId, next, actorId, paymentWindowMs, shopName);
  // A session opened while this ran is ended too.
  if (next === 'cancelled' && wave && change.changed) {
    await expireOpenSessions(db, wave, orderId, asked);
  }
  return change;
}

function setStatus(
  db: Db,
  orderId: string,
  next: OrderStatus,
  actorId: string,
  paymentWindowMs: number,
  shopName: string,
): Promise<StatusChange> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
    if (order.status === next) return { previous: order.status, changed: false };

    if (next === 'cancelled') {
      await returnUnits(tx, orderId, await stockedLines(tx, orderId), actorId);
    } else if (order.status === 'cancelled') {
      await takeUnitsAgain(tx, orderId, await stockedLines(tx, orderId), actorId);
    }
    await tx
      .update(orders)
      .set({
        status: next,
        updatedAt: sql`now()`,
        // Back to waiting for payment: a whole window from now, not one that already ran out.
        ...(next === 'pending' && paymentWindowMs > 0
          ? { payBy: sql`now() + ${paymentWindowMs} * interval '1 millisecond'` }
          : {}),
        // Out of 'cancelled', the owner decided: the release is history, not what it is now.
        ...(next !== 'cancelled' ? { releasedAt: null } : {}),
        // A flagged Wave payment (ADR 0143): setting a status is the owner's decision on it,
        // and on what an edit left to settle with it (ADR 0199).
        paymentIssue: null,
        balanceDue: 0,
      })
      .where(eq(orders.id, orderId));
    // The customer is told in the same transaction (the outbox sends it once committed).
    const event = eventForStatus(next);
    if (event) await enqueueOrderMessages(tx, orderId, event, shopName);
    return { previous: order.status, changed: true };
  });
}

/**
 * Moves an unpaid order's deadline to 24 h past the later of its current one and now, the row
 * locked so it cannot cross the release job or a status change.
 */
export async function extendPaymentWindow(
  db: Db,
  orderId: string,
  windowMs: number,
): Promise<'extended' | 'not_found' | 'not_waiting'> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return 'not_found';
    if (order.status !== 'pending') return 'not_waiting';
    await tx
      .update(orders)
      .set({
        payBy: sql`greatest(${payDeadline(windowMs)}, now()) + ${EXTENSION_MS} * interval '1 millisecond'`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
    return 'extended';
  });
}

/**
 * Clears an order's flagged Wave payment (ADR 0143), and what an edit left to settle (ADR 0199);
 * false when it had none (or no such order).
 */
export async function resolvePaymentIssue(db: Db, orderId: string): Promise<boolean> {
  const cleared = await db
    .update(orders)
    .set({ paymentIssue: null, balanceDue: 0, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNotNull(orders.paymentIssue)))
    .returning({ id: orders.id });
  return cleared.length > 0;
}

/** The order's units per product and size, for the rows the stock table has. */
export async function stockedLines(tx: Tx, orderId: string): Promise<StockLine[]> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId, orderItems.size)
    .orderBy(orderItems.productId, orderItems.size);
  // Any size of the shop's (docs/decisions/0224): the stock rows say which are tracked.
  const sized = lines;
  if (sized.length === 0) return [];
  const known = await tx
    .select({ productId: stock.productId, size: stock.size })
    .from(stock)
    .where(
      inArray(
        stock.productId,
        sized.map((l) => l.productId),
      ),
    );
  const tracked = new Set(known.map((k) => `${k.productId}\u0000${k.size}`));
  return sized
    .filter((l) => tracked.has(`${l.productId}\u0000${l.size}`))
    .map((l) => ({ productId: l.productId, size: l.size, quantity: Number(l.quantity) }));
}

/** Puts an order's units back in stock, audited under `reason` ('release': by the release job). */
export async function returnUnits(
  tx: Tx,
  orderId: string,
  lines: StockLine[],
  actorId: string | null,
  reason: 'cancel' | 'release' = 'cancel',
) {
  // Rows locked in (product, size) order, as orders take them: no deadlock with a checkout.
  for (const line of lines) {
    const [row] = await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(stock.productId, line.productId), eq(stock.size, line.size)))
      .returning({ quantity: stock.quantity });
    if (!row) continue;
    await tx.insert(stockChanges).values({
      productId: line.productId,
      size: line.size,
      delta: line.quantity,
      quantityAfter: row.quantity,
      reason,
      orderId,
      actorId,
    });
  }
}

/**
 * Takes a cancelled order's units again (a reopened or restored order), audited under the admin's
 * name; 409 naming the product and size when one is short, and the transaction is void.
 */
export async function takeUnitsAgain(tx: Tx, orderId: string, lines: StockLine[], actorId: string) {
  let left: number[];
  // The names the lines were ordered under, read first: a refused take aborts the transaction.
  const names = new Map(
    (
      await tx
        .select({ productId: orderItems.productId, name: orderItems.name })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
    ).map((row) => [row.productId, row.name]),
  );
  try {
    left = await takeStock(tx, lines);
  } catch (error) {
    if (error instanceof InsufficientStockError) throw cannotRestore(error, names);
    throw error;
  }
  if (lines.length === 0) return;
  await tx.insert(stockChanges).values(
    lines.map((line, i) => ({
      productId: line.productId,
      size: line.size,
      delta: -line.quantity,
      quantityAfter: left[i]!,
      reason: 'order' as const,
      orderId,
      actorId,
    })),
  );
}

function cannotRestore(
  error: InsufficientStockError,
  names: ReadonlyMap<string, string | null>,
): HttpError {
  const { productId, size, quantity } = error.line;
  const name = names.get(productId) ?? `Produit ID: ${productId}`;
  const left =
    error.available === 0
      ? 'il n’en reste plus'
      : `il n’en reste que ${error.available} (il en faut ${quantity})`;
  return new HttpError(
    409,
    'out_of_stock',
    `Impossible de rétablir cette commande : stock insuffisant pour « ${name} » en taille ${size}, ${left}. Réapprovisionnez d’abord.`,
  );
}
