import { eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/domain/orders.ts';
import { formatPrice } from '../../shared/format/money.ts';
import { customerMessages, orders, ordersInfo } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { smsAddress } from './sms-address.ts';

/** What the customer is told about (issue 21, item 4): one SMS per order and event, ever. */
export type OrderEvent = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'released';

/** The event a status change tells the customer about ('pending' and 'processing' tell nothing). */
export function eventForStatus(status: OrderStatus): OrderEvent | undefined {
  return status === 'paid' ||
    status === 'shipped' ||
    status === 'delivered' ||
    status === 'cancelled'
    ? status
    : undefined;
}

export function orderEventKey(orderId: string, event: OrderEvent): string {
  return `order:${orderId}:${event}`;
}

type Placed = { reference: string; total: number; waveNumber: string; publicUrl: string };

/**
 * The SMS texts: short, and plain spaces and apostrophes (the shop's narrow no-break spaces and
 * curly apostrophes are outside the GSM alphabet and would halve what one SMS holds).
 */
export function orderSmsText(event: OrderEvent, reference: string, placed?: Placed): string {
  const texts: Record<OrderEvent, string> = {
    placed: placed
      ? `LAGUNE : commande ${reference} reçue, total ${formatPrice(placed.total)}. Payez par Wave au ${placed.waveNumber}, motif ${reference}. Suivi : ${placed.publicUrl}/suivi?ref=${reference}`
      : '',
    paid: `LAGUNE : paiement reçu pour la commande ${reference}, merci ! Nous préparons votre colis.`,
    shipped: `LAGUNE : votre commande ${reference} est en route.`,
    delivered: `LAGUNE : votre commande ${reference} est livrée. Merci et à bientôt !`,
    cancelled: `LAGUNE : votre commande ${reference} est annulée.`,
    released: `LAGUNE : sans paiement reçu à temps, votre commande ${reference} est annulée. Vous pouvez commander à nouveau sur le site.`,
  };
  return smsSafe(texts[event]);
}

function smsSafe(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ').replace(/[\u2019]/g, "'");
}

/**
 * Queues the SMS telling an order's customer about `event`, in the caller's transaction (the one
 * that changes the order): it is sent if and only if the change is committed. Queued once per
 * order and event: a status set, undone and set again tells the customer once.
 */
export async function enqueueOrderSms(tx: Tx, orderId: string, event: OrderEvent): Promise<void> {
  const [order] = await tx
    .select({ reference: orders.reference, phone: ordersInfo.telephone })
    .from(orders)
    .innerJoin(ordersInfo, eq(ordersInfo.id, orders.id))
    .where(eq(orders.id, orderId));
  if (!order) return;
  await tx
    .insert(customerMessages)
    .values({
      eventKey: orderEventKey(orderId, event),
      channel: 'sms',
      recipient: smsAddress(order.phone),
      body: orderSmsText(event, order.reference),
      orderId,
    })
    .onConflictDoNothing();
}

/**
 * The 'order placed' SMS as a data-modifying CTE for the statement that writes the order
 * (orders/place-order.ts): one round trip, one transaction. `placed` is that statement's CTE.
 */
export function placedSmsInsert(orderId: string, phone: string, details: Placed): SQL {
  return sql`insert into ${customerMessages} ("event_key", "channel", "recipient", "body", "order_id")
    select ${orderEventKey(orderId, 'placed')}, 'sms', ${smsAddress(phone)},
      ${orderSmsText('placed', details.reference, details)}, ${orderId}::uuid from placed
    on conflict do nothing`;
}
