import type { OrderRequest } from '../../shared/schemas/order.ts';
import type { CreatedOrder } from '../../shared/api/orders.ts';
import type { Db } from '../db/database.ts';
import { orderItems, orders, ordersInfo, stockChanges } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { InsufficientStockError, takeStock } from '../stock/stock-queries.ts';
import { completeKey } from './idempotency.ts';
import type { PricedOrder } from './order-pricing.ts';
import { newOrderReference } from './order-reference.ts';

export type PaymentSettings = {
  waveNumber: string;
  wavePaymentLink: string | undefined;
  whatsappNumber: string;
};

export type PlaceOrderInput = {
  request: OrderRequest;
  priced: PricedOrder;
  userId: string | null;
  idempotencyKey: string;
  payment: PaymentSettings;
  /** Test seam: runs inside the transaction right after the order row is written. */
  afterOrderInsert?: ((tx: Tx) => Promise<void>) | undefined;
};

/**
 * Writes a priced order in one transaction: stock taken (never beyond what is left), the order
 * with a unique short reference, its contact details, its items, the stock audit lines, and the
 * idempotency key's stored response. Anything failing rolls all of it back. Retried as a whole on
 * serialization failures and deadlocks.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<string> {
  const { request, priced } = input;
  return inTransaction(db, async (tx) => {
    let left: number[];
    try {
      left = await takeStock(tx, priced.lines);
    } catch (error) {
      if (error instanceof InsufficientStockError) throw outOfStock(priced, error);
      throw error;
    }

    const order = await insertOrder(tx, input);
    await input.afterOrderInsert?.(tx);
    await tx.insert(ordersInfo).values({
      id: order.id,
      nomComplet: request.customer.fullName,
      telephone: request.customer.phone,
      instructions: request.customer.instructions ?? null,
    });
    await tx.insert(orderItems).values(
      priced.lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        size: line.size,
        quantity: line.quantity,
        price: line.price,
      })),
    );
    await tx.insert(stockChanges).values(
      priced.lines.map((line, i) => ({
        productId: line.productId,
        size: line.size,
        delta: -line.quantity,
        quantityAfter: left[i]!,
        reason: 'order' as const,
        orderId: order.id,
      })),
    );

    const body: CreatedOrder = {
      order: {
        id: order.id,
        reference: order.reference,
        status: 'pending',
        createdAt: order.createdAt.toISOString(),
        items: priced.lines.map(({ productId, name, image, size, quantity, price, lineTotal }) => ({
          productId,
          name,
          image,
          size,
          quantity,
          price,
          lineTotal,
        })),
        subtotal: priced.subtotal,
        deliveryZone: priced.deliveryZone,
        deliveryFee: priced.deliveryFee,
        totalAmount: priced.totalAmount,
      },
      payment: paymentFor(order.reference, priced.totalAmount, input.payment),
    };
    const text = JSON.stringify(body);
    await completeKey(tx, input.idempotencyKey, order.id, 201, text);
    return text;
  });
}

async function insertOrder(tx: Tx, input: PlaceOrderInput) {
  const { priced } = input;
  // A clash of two random references is rare (31⁶ of them); the unique index tells, we draw again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({
        reference: newOrderReference(),
        userId: input.userId,
        subtotal: priced.subtotal,
        deliveryZone: priced.deliveryZone,
        deliveryFee: priced.deliveryFee,
        totalAmount: priced.totalAmount,
        status: 'pending',
        shippingAddress: input.request.customer.address,
      })
      .onConflictDoNothing({ target: orders.reference })
      .returning({ id: orders.id, reference: orders.reference, createdAt: orders.createdAt });
    if (order) return order;
  }
  throw new Error('no free order reference after 5 draws');
}

function outOfStock(priced: PricedOrder, error: InsufficientStockError): HttpError {
  const line = priced.lines.find(
    (l) => l.productId === error.line.productId && l.size === error.line.size,
  )!;
  const left =
    error.available === 0 ? 'il n’en reste plus' : `il n’en reste que ${error.available}`;
  const message = `Stock insuffisant : « ${line.name} » en taille ${line.size}, ${left}.`;
  return new HttpError(409, 'out_of_stock', message, { [`items.${line.index}`]: message });
}

export function paymentFor(reference: string, amount: number, settings: PaymentSettings) {
  return {
    method: 'wave' as const,
    number: settings.waveNumber,
    amount,
    reference,
    ...(settings.wavePaymentLink
      ? { link: settings.wavePaymentLink.replaceAll('{amount}', String(amount)) }
      : {}),
    whatsapp: settings.whatsappNumber.replace(/\D/g, ''),
  };
}
