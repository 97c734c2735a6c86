import { newOrderReference } from '../orders/order-reference.ts';
import type { orders } from '../db/schema.ts';

type OrderInsert = typeof orders.$inferInsert;

/** A complete `orders` row for tests that write the table directly (not through the API). */
export function orderRow(
  values: Partial<OrderInsert> & { totalAmount: number; shippingAddress: string },
): OrderInsert {
  return {
    reference: newOrderReference(),
    subtotal: values.totalAmount,
    deliveryZone: 'abidjan',
    deliveryFee: 0,
    ...values,
  };
}
