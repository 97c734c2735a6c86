import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentEventOutcome } from '../../shared/domain/payments.ts';
import { formatPrice } from '../../shared/format/money.ts';
import { queryRows, type Db } from '../db/database.ts';
import {
  customerMessages,
  orders,
  ordersInfo,
  ownerAlerts,
  pushSubscriptions,
  users,
} from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { customerSmsAddress, smsAddress } from './sms-address.ts';
import { shopSms } from './sms-text.ts';

/**
 * What the owner is alerted of (docs/decisions/0175-owner-alerts.md): a new order, a payment
 * received, a payment to look at (another amount, money for a cancelled order, a second payment)
 * and a new contact message. An alert carries the order's reference, its total and the customer's
 * first name, nothing else of hers.
 */
export type OwnerAlert =
  | {
      kind: 'order' | 'paid' | 'mismatch' | 'late' | 'twice';
      orderId: string;
      reference: string;
      total: number;
      firstName: string;
    }
  | { kind: 'contact'; firstName: string };

export type OwnerAlertKind = OwnerAlert['kind'];

/** The switch (a column of owner_alerts) each alert obeys. */
const SWITCH: Record<OwnerAlertKind, string> = {
  order: 'new_order',
  paid: 'payment_received',
  mismatch: 'payment_issue',
  late: 'payment_issue',
  twice: 'payment_issue',
  contact: 'contact_message',
};

/** Longest first name an alert shows: the SMS stays one segment (sms-text.test.ts). */
export const FIRST_NAME_MAX = 20;

/** The first word of a name, at most FIRST_NAME_MAX characters. */
export function firstName(fullName: string): string {
  const [first = ''] = fullName.trim().split(/\s+/);
  return [...first].slice(0, FIRST_NAME_MAX).join('');
}

export type OwnerAlertTexts = {
  /** The e-mail's subject and the notification's title, after the shop's name. */
  title: string;
  /** What the SMS, the e-mail and the notification say. */
  text: string;
  /** The admin page the notification opens. */
  url: string;
};

export function ownerAlertTexts(alert: OwnerAlert): OwnerAlertTexts {
  if (alert.kind === 'contact')
    return {
      title: `Nouveau message de ${alert.firstName}`,
      text: `nouveau message de ${alert.firstName} sur le site.`,
      url: '/admin/dashboard?onglet=messages',
    };
  const { reference: ref, firstName: name } = alert;
  const total = formatPrice(alert.total);
  const url = `/admin/dashboard?commande=${ref}`;
  switch (alert.kind) {
    case 'order':
      return {
        title: `Nouvelle commande ${ref}`,
        text: `nouvelle commande ${ref} de ${name}, ${total}.`,
        url,
      };
    case 'paid':
      return {
        title: `Paiement reçu, commande ${ref}`,
        text: `paiement Wave reçu pour la commande ${ref} de ${name}, ${total}.`,
        url,
      };
    case 'mismatch':
      return {
        title: `Paiement à vérifier, commande ${ref}`,
        text: `paiement Wave d'un autre montant pour la commande ${ref} de ${name} (${total} attendus), à vérifier.`,
        url,
      };
    case 'late':
      return {
        title: `Paiement d’une commande annulée, ${ref}`,
        text: `paiement Wave reçu pour la commande annulée ${ref} de ${name} (${total}), à traiter.`,
        url,
      };
    case 'twice':
      return {
        title: `Deuxième paiement, commande ${ref}`,
        text: `deuxième paiement Wave pour la commande ${ref} de ${name} (${total}), à traiter.`,
        url,
      };
  }
}

/** The SMS: GSM-7, one segment, the shop's name first. */
export function ownerAlertSms(shopName: string, alert: OwnerAlert): string {
  return shopSms(shopName, ownerAlertTexts(alert).text);
}

/** The outbox rows' key: once per order for an order or its payment, else once per event. */
function eventKey(alert: OwnerAlert): string {
  if (alert.kind === 'order' || alert.kind === 'paid')
    return `owner-alert:${alert.kind}:${alert.orderId}`;
  return `owner-alert:${alert.kind}:${randomUUID()}`;
}

/**
 * The statement that queues `alert` in the outbox, for every channel switched on: an e-mail and an
 * SMS to the owner_alerts row's address and phone, and a notification to each admin's device that
 * subscribed (one message per device, so a dead one fails alone). `after` names a CTE the rows
 * must wait for (the order the statement places). A contact message is e-mailed whole to the shop
 * already (contact/contact-mail.ts): it gets no second e-mail.
 */
export function ownerAlertInsert(shopName: string, alert: OwnerAlert, after?: SQL): SQL {
  const key = eventKey(alert);
  const { title, text, url } = ownerAlertTexts(alert);
  const on = sql.identifier(SWITCH[alert.kind]);
  const orderId = alert.kind === 'contact' ? null : alert.orderId;
  const join = after ? sql` cross join ${after}` : sql``;
  const email = sql`select ${key}, 'email', a."email", ${`${shopName} – ${title}`}::text,
      ${`${shopName}\u202f: ${text}`}::text, ${orderId}::uuid
    from ${ownerAlerts} a${join} where a."by_email" and a.${on}`;
  const sms = sql`select ${key}, 'sms', a."phone", null::text, ${ownerAlertSms(shopName, alert)}::text, ${orderId}::uuid
    from ${ownerAlerts} a${join} where a."by_sms" and a.${on}`;
  const push = sql`select ${key} || ':' || s."id", 'push', s."id"::text, null::text,
      ${JSON.stringify({ title: `${shopName} – ${title}`, body: text, url })}::text, ${orderId}::uuid
    from ${pushSubscriptions} s join ${users} u on u."id" = s."user_id" and u."role" = 'admin'
      cross join ${ownerAlerts} a${join} where a.${on}`;
  const selects = alert.kind === 'contact' ? [sms, push] : [email, sms, push];
  return sql`insert into ${customerMessages} ("event_key", "channel", "recipient", "subject", "body", "order_id")
    ${sql.join(selects, sql` union all `)}
    on conflict do nothing`;
}

/** Queues `alert` in the caller's transaction: sent if and only if the change is committed. */
export async function queueOwnerAlert(tx: Tx | Db, shopName: string, alert: OwnerAlert) {
  await queryRows(tx, ownerAlertInsert(shopName, alert));
}

const PAYMENT_ALERTS = new Set<string>(['paid', 'mismatch', 'late', 'twice']);

/**
 * The owner's alert for a payment taken in (payments/apply-payment.ts): received, or to look at.
 * Nothing for an event that moves no money or changes nothing.
 */
export async function queuePaymentAlert(
  tx: Tx,
  orderId: string,
  outcome: PaymentEventOutcome,
  shopName: string,
): Promise<void> {
  if (!PAYMENT_ALERTS.has(outcome)) return;
  const [order] = await tx
    .select({ reference: orders.reference, total: orders.totalAmount, name: ordersInfo.nomComplet })
    .from(orders)
    .innerJoin(ordersInfo, eq(ordersInfo.id, orders.id))
    .where(eq(orders.id, orderId));
  if (!order) return;
  await queueOwnerAlert(tx, shopName, {
    kind: outcome as 'paid' | 'mismatch' | 'late' | 'twice',
    orderId,
    reference: order.reference,
    total: order.total,
    firstName: firstName(order.name),
  });
}

export type OwnerAlertSettings = {
  newOrder: boolean;
  paymentReceived: boolean;
  paymentIssue: boolean;
  contactMessage: boolean;
  byEmail: boolean;
  bySms: boolean;
  email: string;
  phone: string;
};

/**
 * The owner_alerts row, made at first start with every switch on, the shop's e-mail and its phone
 * (its WhatsApp number when the phone is a landline and that one a mobile); an existing row is kept
 * as the owner left it. Safe when several instances start together.
 */
export async function ensureOwnerAlerts(
  db: Db,
  shop: { email: string; phone: string; whatsappNumber: string },
): Promise<OwnerAlertSettings> {
  const phone =
    customerSmsAddress(shop.phone) ??
    customerSmsAddress(shop.whatsappNumber) ??
    smsAddress(shop.phone);
  await db.insert(ownerAlerts).values({ id: 1, email: shop.email, phone }).onConflictDoNothing();
  return readOwnerAlerts(db);
}

export async function readOwnerAlerts(db: Db): Promise<OwnerAlertSettings> {
  const [row] = await db
    .select({
      newOrder: ownerAlerts.newOrder,
      paymentReceived: ownerAlerts.paymentReceived,
      paymentIssue: ownerAlerts.paymentIssue,
      contactMessage: ownerAlerts.contactMessage,
      byEmail: ownerAlerts.byEmail,
      bySms: ownerAlerts.bySms,
      email: ownerAlerts.email,
      phone: ownerAlerts.phone,
    })
    .from(ownerAlerts)
    .where(eq(ownerAlerts.id, 1));
  if (!row) throw new Error('owner_alerts row missing');
  return row;
}

export async function saveOwnerAlerts(db: Db, settings: OwnerAlertSettings): Promise<void> {
  await db
    .update(ownerAlerts)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(ownerAlerts.id, 1));
}
