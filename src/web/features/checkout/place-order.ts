import type { CreatedOrder } from '@shared/api/orders.ts';
import type { OrderRequestInput } from '@shared/schemas/order.ts';
import { ApiError, apiPost } from '~/lib/api';
import { forgetOrderKey, orderKeyFor, orderKeyPlaced } from './order-key';

/** How long to wait before asking again when the server is still writing the same order. */
export const IN_PROGRESS_RETRY_MS = 2_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/orders: the lines (product, size, quantity), the customer and the zone,
 * never a price — the server prices the order. The same content goes with the same
 * Idempotency-Key, so a retry cannot order twice. A duplicate still being written (409
 * order_in_progress: a double tap, a retry while the first request runs) is asked again once with
 * the same key after a short wait, which then gets the order the first request made. Rejects with
 * an ApiError.
 */
export async function placeOrder(body: OrderRequestInput): Promise<CreatedOrder> {
  const text = JSON.stringify(body);
  const key = orderKeyFor(text);
  const send = () =>
    apiPost<CreatedOrder>('/api/orders', body, { headers: { 'Idempotency-Key': key } });
  let created: CreatedOrder;
  try {
    created = await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'order_in_progress')) {
      // A key the server ties to another body can never succeed: the next try gets a new one.
      if (error instanceof ApiError && error.status === 422) forgetOrderKey();
      throw error;
    }
    await wait(IN_PROGRESS_RETRY_MS);
    created = await send();
  }
  orderKeyPlaced(key);
  return created;
}
