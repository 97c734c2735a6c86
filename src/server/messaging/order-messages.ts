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
export function enqueueOrderMessages(
  tx: Tx,
  orderId: string,
  event: OrderEvent,
  shopName: string,
): Promise<void> {
  return enqueueToCustomer(tx, orderId, orderEventKey(orderId, event), (order) => ({
    sms: orderSms(shopName, event, order.reference, undefined, order),
    subject: orderEmailSubject(shopName, event, order.reference, order),
    email: orderEmailText(shopName, event, order.reference, undefined, order),
  }));
}

/** What the owner's change of an order leaves the customer to know (docs/decisions/0234). */
export type EditedDetails = {
  reference: string;
  total: number;
  /** The order was paid: what is left to pay is `balanceDue` (less than 0: to give back). */
  paid: boolean;
  balanceDue: number;
  publicUrl: string;
};

/**
 * The change of an order, wordings fullest first (sms-text.ts): its new total and, once paid,
 * what is left to pay or that the shop will call to give money back (refunded by hand, ADR 0182).
 * No address: a pick-up order has none, and the /suivi link shows the whole order.
 */
function editedMessageParts(d: EditedDetails): { text: string[]; more: string } {
  const ref = d.reference;
  const total = formatPrice(d.total);
  const rest = formatPrice(Math.abs(d.balanceDue));
  const more = ` Suivi\u202f: ${d.publicUrl}/suivi?ref=${ref}`;
  if (!d.paid)
    return {
      text: [
        `votre commande ${ref} a été modifiée. Nouveau total à payer\u202f: ${total}.`,
        `commande ${ref} modifiée, total à payer\u202f: ${total}.`,
      ],
      more,
    };
  if (d.balanceDue > 0)
    return {
      text: [
        `votre commande ${ref} a été modifiée. Nouveau total\u202f: ${total}. Reste à régler\u202f: ${rest}.`,
        `commande ${ref} modifiée, total ${total}. Reste à régler\u202f: ${rest}.`,
      ],
      more,
    };
  // The shop calls to give money back: its words, rather than the link, fill the SMS.
  if (d.balanceDue < 0)
    return {
      text: [
        `votre commande ${ref} a été modifiée. Nouveau total\u202f: ${total}. Nous vous contacterons pour vous rembourser ${rest}.`,
        `commande ${ref} modifiée, total ${total}. Nous vous contacterons pour vous rembourser ${rest}.`,
      ],
      more: '',
    };
  return {
    text: [
      `votre commande ${ref} a été modifiée. Total\u202f: ${total}, déjà réglé.`,
      `commande ${ref} modifiée, total ${total}, déjà réglé.`,
    ],
    more,
  };
}

export function editedOrderSms(shopName: string, details: EditedDetails): string {
  const { text, more } = editedMessageParts(details);
  return shopSms(shopName, text, more);
}

export function editedOrderEmailText(shopName: string, details: EditedDetails): string {
  const { text, more } = editedMessageParts(details);
  return `${shopName}\u202f: ${text[0]}${more}`;
}

/**
 * Queues the messages telling the customer the owner changed the order, in the edit's
 * transaction. One per edit (`editId`, its audit row): every change is told.
 */
export function enqueueEditedOrderMessages(
  tx: Tx,
  orderId: string,
  editId: string,
  details: Omit<EditedDetails, 'reference'>,
  shopName: string,
): Promise<void> {
  return enqueueToCustomer(tx, orderId, `order:${orderId}:edited:${editId}`, ({ reference }) => ({
    sms: editedOrderSms(shopName, { ...details, reference }),
    subject: `${shopName} – Commande ${reference} modifiée`,
    email: editedOrderEmailText(shopName, { ...details, reference }),
  }));
}

/**
 * Queues a message to an order's customer under `eventKey`: the SMS to the order's phone when it
 * is a mobile of the shop's SMS countries, the e-mail to the account that placed it.
 */
async function enqueueToCustomer(
  tx: Tx,
  orderId: string,
  eventKey: string,
  compose: (order: { reference: string; pickupShop: string | null }) => {
    sms: string;
    subject: string;
    email: string;
  },
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
  const phone = customerSmsAddress(order.phone);
  if (!phone && !order.email) return;
  const words = compose(order);
  const messages = [
    ...(phone
      ? [{ eventKey, channel: 'sms' as const, recipient: phone, body: words.sms, orderId }]
      : []),
    ...(order.email
      ? [
          {
            eventKey,
            channel: 'email' as const,
            recipient: order.email,
            subject: words.subject,
            body: words.email,
            orderId,
          },
        ]
      : []),
  ];
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
