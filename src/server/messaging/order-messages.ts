import { eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/domain/orders.ts';
import { SHOP_TIME_ZONE } from '../../shared/format/date.ts';
import { formatPrice } from '../../shared/format/money.ts';
import { customerMessages, orders, ordersInfo, users } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { customerSmsAddress } from './sms-address.ts';
import { shopSms } from './sms-text.ts';

/**
 * What the customer is told about (ADR 0128): by SMS to the order's phone, and
 * by e-mail when an account placed the order; once per order, event and channel, ever (a release
 * and a cancellation count as one event: `orderEventKey`). The SMS
 * goes only to a mobile of a country the shop serves (sms-address.ts, ADR 0168).
 */
export type OrderEvent =
  | 'placed'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'released'
  /** Paid after its cancellation, the owner took it back (ADR 0182). */
  | 'restored'
  /** A payment the shop did not keep went back to the customer (ADR 0182). */
  | 'refunded';

/** The event a status change tells the customer about ('pending' and 'processing' tell nothing). */
export function eventForStatus(status: OrderStatus): OrderEvent | undefined {
  return status === 'paid' ||
    status === 'shipped' ||
    status === 'delivered' ||
    status === 'cancelled'
    ? status
    : undefined;
}

/**
 * The outbox's unique key of a message (one per key and channel). A release is a cancellation:
 * both share the key, so the customer is told of the order's cancellation once, whether the owner
 * or the release job cancels it first, and however often it is reopened and cancelled (ADR 0168).
 */
export function orderEventKey(orderId: string, event: OrderEvent): string {
  return `order:${orderId}:${event === 'released' ? 'cancelled' : event}`;
}

export type PlacedDetails = {
  reference: string;
  total: number;
  waveNumber: string;
  publicUrl: string;
  /** The deadline as the customer reads it ('30/11 14:05'), or none when unpaid orders are kept. */
  payBy?: string;
};

/** Where a pick-up order is collected: its shop's name (none for a delivery). */
export type Collected = { pickupShop?: string | null };

/**
 * Where the deadline goes in the 'order placed' texts until the statement that writes the order
 * knows it (its creation time on the database clock, `placedMessagesInsert`). 13 septets, more
 * than the 11 of '30/11 14:05': a text that fits with it fits with the date.
 */
export const PAY_BY_PLACEHOLDER = '{{payBy}}';

/**
 * What a message says after the shop's name; `more` is what an SMS leaves out when it would not fit
 * in one segment (sms-text.ts). Kept short: the shop's name may take 60 characters of the 160.
 */
function orderMessageParts(
  event: OrderEvent,
  reference: string,
  placed?: PlacedDetails,
  where: Collected = {},
): { text: string | string[]; more?: string } {
  // A pick-up order waits in its shop, then is collected (docs/decisions/0220).
  if (where.pickupShop && event === 'shipped') {
    return {
      text: [
        `votre commande ${reference} vous attend à ${where.pickupShop}.`,
        `votre commande ${reference} vous attend en boutique.`,
      ],
    };
  }
  if (where.pickupShop && event === 'delivered')
    return { text: `votre commande ${reference} a été retirée. Merci et à bientôt\u202f!` };
  switch (event) {
    case 'placed': {
      if (!placed) return { text: `commande ${reference} reçue.` };
      const price = formatPrice(placed.total);
      const wave = compactNumber(placed.waveNumber);
      const more = ` Suivi\u202f: ${placed.publicUrl}/suivi?ref=${reference}`;
      if (!placed.payBy)
        return {
          text: `commande ${reference} reçue, ${price} à payer par Wave au ${wave}, motif ${reference}.`,
          more,
        };
      const by = placed.payBy;
      // The fullest wording the SMS can hold (sms-text.ts): the e-mail takes the first.
      return {
        text: [
          `commande ${reference} reçue, ${price} à payer avant le ${by} par Wave au ${wave}, motif ${reference}.`,
          `commande ${reference}\u202f: payez ${price} avant le ${by} par Wave au ${wave}, motif ${reference}.`,
          `payez ${price} avant le ${by}, Wave au ${wave}, motif ${reference}.`,
        ],
        more,
      };
    }
    case 'paid':
      return {
        text: `paiement reçu pour la commande ${reference}, merci\u202f!`,
        more: ' Nous préparons votre colis.',
      };
    case 'shipped':
      return { text: `votre commande ${reference} est en route.` };
    case 'delivered':
      return { text: `votre commande ${reference} est livrée. Merci et à bientôt\u202f!` };
    case 'cancelled':
      return { text: `votre commande ${reference} est annulée.` };
    case 'released':
      return {
        text: `votre commande ${reference} est annulée, faute de paiement reçu à temps.`,
        more: ' Vous pouvez commander à nouveau sur le site.',
      };
    case 'restored':
      return {
        text: `votre commande ${reference} est rétablie, paiement reçu. Nous préparons votre colis.`,
        more: ' Merci\u202f!',
      };
    case 'refunded':
      return { text: `le paiement de votre commande ${reference} vous a été remboursé.` };
  }
}

/** The Wave number without the spaces, dots or dashes typed between its digits. */
function compactNumber(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** The SMS: GSM-7, one segment, the shop's name first. */
export function orderSms(
  shopName: string,
  event: OrderEvent,
  reference: string,
  placed?: PlacedDetails,
  where?: Collected,
): string {
  const { text, more } = orderMessageParts(event, reference, placed, where);
  return shopSms(shopName, text, more);
}

/** The e-mail's text: the same words, whole, in French typography. */
export function orderEmailText(
  shopName: string,
  event: OrderEvent,
  reference: string,
  placed?: PlacedDetails,
  where?: Collected,
): string {
  const { text, more = '' } = orderMessageParts(event, reference, placed, where);
  return `${shopName}\u202f: ${typeof text === 'string' ? text : text[0]}${more}`;
}

export function orderEmailSubject(
  shopName: string,
  event: OrderEvent,
  reference: string,
  where: Collected = {},
): string {
  const shop = where.pickupShop;
  const subjects: Record<OrderEvent, string> = {
    placed: `Commande ${reference} reçue`,
    paid: `Paiement reçu pour la commande ${reference}`,
    shipped: shop ? `Commande ${reference} à retirer à ${shop}` : `Commande ${reference} en route`,
    delivered: shop ? `Commande ${reference} retirée` : `Commande ${reference} livrée`,
    cancelled: `Commande ${reference} annulée`,
    released: `Commande ${reference} annulée faute de paiement`,
    restored: `Commande ${reference} rétablie`,
    refunded: `Paiement remboursé pour la commande ${reference}`,
  };
  return `${shopName} – ${subjects[event]}`;
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
  shopName: string,
): Promise<void> {
  const [order] = await tx
    .select({
      reference: orders.reference,
      phone: ordersInfo.telephone,
      email: users.email,
      pickupShop: orders.pickupShop,
    })
    .from(orders)
    .innerJoin(ordersInfo, eq(ordersInfo.id, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  const eventKey = orderEventKey(orderId, event);
  const phone = customerSmsAddress(order.phone);
  const messages = [
    ...(phone
      ? [
          {
            eventKey,
            channel: 'sms' as const,
            recipient: phone,
            body: orderSms(shopName, event, order.reference, undefined, order),
            orderId,
          },
        ]
      : []),
    ...(order.email
      ? [
          {
            eventKey,
            channel: 'email' as const,
            recipient: order.email,
            subject: orderEmailSubject(shopName, event, order.reference, order),
            body: orderEmailText(shopName, event, order.reference, undefined, order),
            orderId,
          },
        ]
      : []),
  ];
  if (messages.length === 0) return;
  await tx.insert(customerMessages).values(messages).onConflictDoNothing();
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
  shopName: string,
  details: Omit<PlacedDetails, 'payBy'>,
  paymentWindowMs: number,
): SQL {
  const eventKey = orderEventKey(orderId, 'placed');
  const { reference } = details;
  const address = customerSmsAddress(phone);
  const withDeadline = paymentWindowMs > 0 ? { ...details, payBy: PAY_BY_PLACEHOLDER } : details;
  // The deadline of the 201's `payBy` (order-payment.ts `withPayBy`): the order's creation (this
  // statement's now()) plus the window, in Abidjan, to the minute (cut, never rounded up).
  const dated = (text: string) =>
    paymentWindowMs > 0
      ? sql`replace(${text}, ${PAY_BY_PLACEHOLDER}, to_char((now() + ${paymentWindowMs} * interval '1 millisecond') at time zone ${SHOP_TIME_ZONE}, 'DD/MM HH24:MI'))`
      : sql`${text}`;
  const sms = address
    ? sql`select ${eventKey}, 'sms', ${address}, null::text, ${dated(orderSms(shopName, 'placed', reference, withDeadline))}, ${orderId}::uuid from placed`
    : undefined;
  const email = userId
    ? sql`select ${eventKey}, 'email', "email", ${orderEmailSubject(shopName, 'placed', reference)}, ${dated(orderEmailText(shopName, 'placed', reference, withDeadline))}, ${orderId}::uuid
    from placed, ${users} where ${users.id} = ${userId}::uuid`
    : undefined;
  const selects = [sms, email].filter((part) => part !== undefined);
  // Nothing to tell: a query that writes nothing (the order is still placed by `placed`).
  if (selects.length === 0) return sql`select from placed`;
  return sql`insert into ${customerMessages} ("event_key", "channel", "recipient", "subject", "body", "order_id")
    ${sql.join(selects, sql` union all `)}
    on conflict do nothing`;
}
