import { eq, sql } from 'drizzle-orm';
import {
  EDITABLE_STATUSES,
  ORDER_ENTRY_TEXT,
  type OrderContents,
} from '../../shared/api/admin-order-entry.ts';
import type { SizeName } from '../../shared/catalogue/types.ts';
import { deliveryFee, type DeliveryRates } from '../../shared/domain/delivery.ts';
import {
  ORDER_LIMIT_MESSAGES,
  ORDER_LINE_UNITS_MAX,
  ORDER_UNITS_MAX,
} from '../../shared/domain/orders.ts';
import type { CatalogueSnapshot, CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Db } from '../db/database.ts';
import { adminChanges, orderItems, orders, stockChanges } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueEditedOrderMessages } from '../messaging/order-messages.ts';
import { catalogueForOrder } from '../orders/fresh-catalogue.ts';
import { orderSubject } from '../orders/place-order.ts';
import { InsufficientStockError, takeStock } from '../stock/stock-queries.ts';
import { ORDER_NOT_FOUND, returnUnits } from './order-status.ts';

type Line = { productId: string; size: SizeName; quantity: number; price: number; name: string };

const keyOf = (l: { productId: string; size: string }) => `${l.productId}\u0000${l.size}`;

/**
 * Changes the contents of an order not yet shipped (docs/decisions/0199), in one transaction with
 * the order's row locked: the new lines, address and zone; only the differences move stock (units
 * taken with the orders' conditional update, never beyond what is left, or returned), each audited
 * with the admin's name; subtotal, delivery fee and total recomputed here. A paid order whose total
 * moves keeps the difference in `balance_due` and is flagged for 'À régler' (ADR 0182). The
 * customer is told when what they pay or receive changed (docs/decisions/0234).
 */
export async function editOrderContents(
  db: Db,
  orderId: string,
  contents: OrderContents,
  actorId: string,
  {
    store,
    snapshot,
    rates,
    shopName,
    publicUrl,
  }: {
    store: Pick<CatalogueStore, 'forget'>;
    snapshot: CatalogueSnapshot;
    rates: DeliveryRates;
    shopName: string;
    publicUrl: string;
  },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        subtotal: orders.subtotal,
        discount: orders.discount,
        deliveryZone: orders.deliveryZone,
        totalAmount: orders.totalAmount,
        address: orders.shippingAddress,
        balanceDue: orders.balanceDue,
        paymentIssue: orders.paymentIssue,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
    if (!(EDITABLE_STATUSES as readonly string[]).includes(order.status))
      throw new HttpError(409, 'order_not_editable', ORDER_ENTRY_TEXT.notEditable);
    // Pick-up needs the shop chosen when ordering (docs/decisions/0220): an edit keeps it or drops it.
    if (contents.delivery.zone === 'pickup' && order.deliveryZone !== 'pickup') {
      const message = ORDER_ENTRY_TEXT.pickupOnlyWhenOrdered;
      throw new HttpError(422, 'pickup_unavailable', message, { 'delivery.zone': message });
    }

    const old = (
      await tx
        .select({
          productId: orderItems.productId,
          size: orderItems.size,
          quantity: orderItems.quantity,
          price: orderItems.price,
          name: orderItems.name,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
    ).map((l) => ({ ...l, size: l.size as SizeName, name: l.name ?? l.productId }));
    const catalogue = await catalogueForOrder(
      tx,
      store,
      snapshot,
      contents.items.map((i) => i.productId),
    );
    const lines = newLines(contents.items, old, catalogue);

    // Only the differences move stock, in (product, size) order as orders lock rows.
    const before = new Map<string, number>();
    for (const l of old) before.set(keyOf(l), (before.get(keyOf(l)) ?? 0) + l.quantity);
    const after = new Map(lines.map((l) => [keyOf(l), l] as const));
    const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
    const nameOf = new Map([...old, ...lines].map((l) => [keyOf(l), l.name]));
    for (const key of keys) {
      const [productId, size] = key.split('\u0000') as [string, SizeName];
      const delta = (after.get(key)?.quantity ?? 0) - (before.get(key) ?? 0);
      if (delta < 0) {
        await returnUnits(tx, orderId, [{ productId, size, quantity: -delta }], actorId);
      } else if (delta > 0) {
        let left: number;
        try {
          [left] = (await takeStock(tx, [{ productId, size, quantity: delta }])) as [number];
        } catch (error) {
          if (!(error instanceof InsufficientStockError)) throw error;
          const message = ORDER_ENTRY_TEXT.short(nameOf.get(key)!, size, error.available);
          throw new HttpError(409, 'out_of_stock', message);
        }
        await tx.insert(stockChanges).values({
          productId,
          size,
          delta: -delta,
          quantityAfter: left,
          reason: 'order',
          orderId,
          actorId,
        });
      }
    }

    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const fee = deliveryFee(contents.delivery.zone, subtotal, rates);
    // The discount granted when ordering stays as it was, never more than the new subtotal.
    const discount = Math.min(order.discount, subtotal);
    const total = subtotal - discount + fee;
    // Money already received: what the edit moved is settled by hand, under 'À régler'.
    const paid = order.status !== 'pending';
    const balanceDue = paid ? order.balanceDue + total - order.totalAmount : 0;

    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId,
        productId: l.productId,
        size: l.size,
        quantity: l.quantity,
        price: l.price,
        name: l.name,
      })),
    );
    // Pick-up keeps no address (docs/decisions/0221).
    const pickup = contents.delivery.zone === 'pickup';
    const address = pickup ? '' : (contents.address ?? '');
    await tx
      .update(orders)
      .set({
        subtotal,
        deliveryZone: contents.delivery.zone,
        deliveryFee: fee,
        discount,
        totalAmount: total,
        shippingAddress: address,
        // A delivery is collected in no shop (docs/decisions/0221).
        ...(pickup ? {} : { pickupShop: null, pickupShopInfo: null }),
        balanceDue,
        ...(balanceDue !== 0 ? { paymentIssue: 'mismatch' as const } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));

    const describe = (ls: readonly Line[]) =>
      ls.map((l) => `${l.name} ${l.size} × ${l.quantity}`).join(', ');
    const changes = [
      { field: 'items', before: describe(old), after: describe(lines) },
      { field: 'shippingAddress', before: order.address, after: address },
      { field: 'deliveryZone', before: order.deliveryZone, after: contents.delivery.zone },
      { field: 'totalAmount', before: order.totalAmount, after: total },
    ].filter((c) => c.before !== c.after);
    const [audit] = await tx
      .insert(adminChanges)
      .values({ subject: orderSubject(orderId), actorId, changes })
      .returning({ id: adminChanges.id });

    // Lines in another order, or a save that changed nothing, tell the customer nothing.
    const seen = (ls: readonly Line[]) =>
      ls
        .map((l) => `${keyOf(l)}\u0000${l.quantity}`)
        .sort()
        .join('\n');
    const customerSees =
      total !== order.totalAmount ||
      seen(lines) !== seen(old) ||
      address !== order.address ||
      contents.delivery.zone !== order.deliveryZone;
    if (customerSees)
      await enqueueEditedOrderMessages(
        tx,
        orderId,
        audit!.id,
        { total, paid, balanceDue, publicUrl },
        shopName,
      );
  });
}

/**
 * The order's new lines, priced here: a product the order already holds keeps the unit price it
 * was sold at (a size changed, a piece added), a new one takes the catalogue's price now. Two
 * lines of one product and size are one; the order's limits apply (ADR 0100).
 */
function newLines(
  items: OrderContents['items'],
  old: readonly Line[],
  catalogue: CatalogueSnapshot,
): Line[] {
  const lines: Line[] = [];
  for (const item of items) {
    const same = lines.find((l) => keyOf(l) === keyOf(item));
    if (same) {
      same.quantity += item.quantity;
      if (same.quantity > ORDER_LINE_UNITS_MAX)
        throw new HttpError(
          400,
          'invalid_item',
          ORDER_LIMIT_MESSAGES.lineTotal(same.name, same.size),
        );
      continue;
    }
    const sold = old.find((l) => l.productId === item.productId);
    const entry = catalogue.entries.get(item.productId);
    const product = entry?.status === 'published' ? entry.product : undefined;
    if (!sold && !product)
      throw new HttpError(400, 'invalid_item', ORDER_ENTRY_TEXT.unknownProduct(item.productId));
    const held = old.some((l) => keyOf(l) === keyOf(item));
    if (!held && product && !product.sizes.some((s) => s.name === item.size))
      throw new HttpError(
        400,
        'invalid_item',
        ORDER_ENTRY_TEXT.unknownSize(item.size, product.name),
      );
    lines.push({
      productId: item.productId,
      size: item.size,
      quantity: item.quantity,
      price: sold?.price ?? product!.price,
      name: sold?.name ?? product!.name,
    });
  }
  if (lines.reduce((n, l) => n + l.quantity, 0) > ORDER_UNITS_MAX)
    throw new HttpError(400, 'invalid_item', ORDER_LIMIT_MESSAGES.order);
  return lines;
}
