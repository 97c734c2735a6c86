import { outboxKind, outboxKindLabel } from '../../shared/api/admin-outbox.ts';
import { adminContacts } from '../auth/admin-alerts.ts';
import type { MessageChannel } from '../db/schema.ts';
import { customerMessages } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { smsAddress } from './sms-address.ts';
import { shopSms } from './sms-text.ts';

/**
 * The owner's alert when a message to a customer is given up (ADR 0174). Messages to the owner
 * herself (security alerts, payment-detail notices, these alerts) raise none: no alert about an
 * alert, no loop. A one-time code given up is not worth one either: it had expired.
 */
const TO_CUSTOMERS = new Set(['order', 'account', 'promo']);

export function isToCustomer(eventKey: string): boolean {
  return TO_CUSTOMERS.has(eventKey.split(':')[0]!);
}

const CHANNEL_WORDS: Record<MessageChannel, string> = {
  sms: 'un SMS',
  email: 'un e-mail',
  push: 'une notification',
};

export function failureAlertTexts(shopName: string, eventKey: string, channel: MessageChannel) {
  const what = `${CHANNEL_WORDS[channel]} à un client («\u202f${outboxKindLabel(outboxKind(eventKey))}\u202f»)`;
  return {
    subject: `${shopName} – un message à un client n’a pas pu être remis`,
    email: `${shopName}\u202f: ${what} n’a pas pu être remis après une journée d’essais. Les messages non remis sont dans l’administration, onglet «\u202fMessages envoyés\u202f», avec le bouton «\u202fRéessayer\u202f».`,
    sms: shopSms(
      shopName,
      'un message à un client n’a pas pu être remis.',
      ' Voir l’onglet Messages envoyés de l’administration.',
    ),
  };
}

/**
 * Queues the alert to each admin, in the transaction that gives the message up. It goes by the
 * other channel: an SMS given up is told by e-mail; an e-mail by SMS to the phone of her SMS
 * factor, or by e-mail when she has none. One alert per admin, channel and hour: a day's outage
 * that gives up fifty messages sends one alert an hour, not fifty.
 */
export async function queueFailureAlert(
  tx: Tx,
  failed: { eventKey: string; channel: MessageChannel },
  shopName: string,
): Promise<void> {
  const text = failureAlertTexts(shopName, failed.eventKey, failed.channel);
  const hour = new Date().toISOString().slice(0, 13);
  const admins = await adminContacts(tx);
  const rows = admins.map((admin) => {
    const eventKey = `alert:message-failed:${admin.id}:${hour}`;
    return failed.channel === 'email' && admin.phone
      ? { eventKey, channel: 'sms' as const, recipient: smsAddress(admin.phone), body: text.sms }
      : {
          eventKey,
          channel: 'email' as const,
          recipient: admin.email,
          subject: text.subject,
          body: text.email,
        };
  });
  if (rows.length > 0) await tx.insert(customerMessages).values(rows).onConflictDoNothing();
}
