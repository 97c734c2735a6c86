import { eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/domain/orders.ts';
import { formatPrice } from '../../shared/format/money.ts';
import { customerMessages, orders, ordersInfo, users } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { smsAddress } from './sms-address.ts';

/**
 * What the customer is told about (issue 21, item 4; ADR 0128): by SMS to the order's phone, and
 * by e-mail when an account placed the order; once per order, event and channel, ever.
 */
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

export type PlacedDetails = {
  reference: string;
  total: number;
  waveNumber: string;
  publicUrl: string;
};

/** The message, short enough for an SMS; the e-mail says the same. */
export function orderMessageText(
  event: OrderEvent,
  reference: string,
  placed?: PlacedDetails,
): string {
  switch (event) {
    case 'placed':
      return placed
        ? `LAGUNE : commande ${reference} reçue, total ${formatPrice(placed.total)}. Payez par Wave au ${placed.waveNumber}, motif ${reference}. Suivi : ${placed.publicUrl}/suivi?ref=${reference}`
        : `LAGUNE : commande ${reference} reçue.`;
    case 'paid':
      return `LAGUNE : paiement reçu pour la commande ${reference}, merci ! Nous préparons votre colis.`;
    case 'shipped':
      return `LAGUNE : votre commande ${reference} est en route.`;
    case 'delivered':
      return `LAGUNE : votre commande ${reference} est livrée. Merci et à bientôt !`;
    case 'cancelled':
      return `LAGUNE : votre commande ${reference} est annulée.`;
    case 'released':
      return `LAGUNE : sans paiement reçu à temps, votre commande ${reference} est annulée. Vous pouvez commander à nouveau sur le site.`;
  }
}

export function orderEmailSubject(event: OrderEvent, reference: string): string {
  const subjects: Record<OrderEvent, string> = {
    placed: `Commande ${reference} reçue`,
    paid: `Paiement reçu pour la commande ${reference}`,
    shipped: `Commande ${reference} en route`,
    delivered: `Commande ${reference} livrée`,
    cancelled: `Commande ${reference} annulée`,
    released: `Commande ${reference} annulée faute de paiement`,
  };
  return `LAGUNE – ${subjects[event]}`;
}

/**
 * An SMS keeps plain spaces and apostrophes: the shop's narrow no-break spaces and curly
 * apostrophes are outside the GSM alphabet and would halve what one SMS holds.
 */
export function smsSafe(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ').replace(/\u2019/g, "'");
}

/**
 * Queues the messages telling an order's customer about `event`, in the caller's transaction
 * (the one that changes the order): they are sent if and only if the change is committed. Once per
 * order, event and channel: a status set, undone and set again tells the customer once.
 */
export async function enqueueOrderMessages(
  tx: Tx,
  orderId: string,
  event: OrderEvent,
): Promise<void> {
  const [order] = await tx
    .select({ reference: orders.reference, phone: ordersInfo.telephone, email: users.email })
    .from(orders)
    .innerJoin(ordersInfo, eq(ordersInfo.id, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  const text = orderMessageText(event, order.reference);
  const eventKey = orderEventKey(orderId, event);
  await tx
    .insert(customerMessages)
    .values([
      {
        eventKey,
        channel: 'sms' as const,
        recipient: smsAddress(order.phone),
        body: smsSafe(text),
        orderId,
      },
      ...(order.email
        ? [
            {
              eventKey,
              channel: 'email' as const,
              recipient: order.email,
              subject: orderEmailSubject(event, order.reference),
              body: text,
              orderId,
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
}

/**
 * The 'order placed' messages as a data-modifying CTE of the statement that writes the order
 * (orders/place-order.ts), which names its result `placed`: one round trip, one transaction. The
 * e-mail goes to the account's address, read in the same statement.
 */
export function placedMessagesInsert(
  orderId: string,
  phone: string,
  userId: string | null,
  details: PlacedDetails,
): SQL {
  const eventKey = orderEventKey(orderId, 'placed');
  const text = orderMessageText('placed', details.reference, details);
  const sms = sql`select ${eventKey}, 'sms', ${smsAddress(phone)}, null::text, ${smsSafe(text)}, ${orderId}::uuid from placed`;
  const email = sql`select ${eventKey}, 'email', "email", ${orderEmailSubject('placed', details.reference)}, ${text}, ${orderId}::uuid
    from placed, ${users} where ${users.id} = ${userId}::uuid`;
  return sql`insert into ${customerMessages} ("event_key", "channel", "recipient", "subject", "body", "order_id")
    ${sms} ${userId ? sql`union all ${email}` : sql``}
    on conflict do nothing`;
}
