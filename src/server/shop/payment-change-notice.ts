import { randomUUID } from 'node:crypto';
import {
  PAYMENT_FIELDS,
  SETTING_LABELS,
  type SettingField,
} from '../../shared/api/admin-settings.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { adminContacts } from '../auth/admin-alerts.ts';
import { customerMessages } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { shopSms } from '../messaging/sms-text.ts';
import { smsAddress } from '../messaging/sms-address.ts';

type Change = { field: SettingField; before: string; after: string };

/** A number as an SMS may show it: its last 4 digits, never the whole number. */
function lastDigits(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}

/** How the SMS names a new value: a number by its last digits, a link only as changed or removed. */
function smsValue(change: Change): string {
  if (change.field === 'wavePaymentLink') return `lien Wave ${change.after ? 'modifié' : 'retiré'}`;
  const label = change.field === 'whatsappNumber' ? 'WhatsApp' : 'Wave';
  return `${label} ...${lastDigits(change.after)}`;
}

export function paymentChangeTexts(
  shopName: string,
  changes: readonly Change[],
  at: Date,
  actorEmail: string | undefined,
) {
  const when = formatDateTime(at);
  // One GSM-7 segment (shopSms): the values by their last digits, what to do if it was not her.
  const sms = shopSms(
    shopName,
    `paiement modifié le ${when} (${changes.map(smsValue).join(', ')}). Pas vous ? Changez votre mot de passe.`,
  );
  const email = [
    `Les coordonnées de paiement de ${shopName} ont été modifiées le ${when}${actorEmail ? ` par ${actorEmail}` : ''} :`,
    '',
    ...changes.map(
      (c) => `${SETTING_LABELS[c.field]} : ${c.before || '(aucun)'} → ${c.after || '(aucun)'}`,
    ),
    '',
    'Les pages, e-mails et SMS de la boutique indiquent désormais ces coordonnées aux clientes.',
    'Si ce n’était pas vous, quelqu’un utilise votre compte administrateur : changez votre mot de passe, déconnectez les autres appareils et corrigez ces coordonnées dans Paramètres.',
  ].join('\n');
  return { sms, email, subject: `${shopName} – coordonnées de paiement modifiées` };
}

/**
 * Tells every admin account, in the save's transaction (sent if and only if it is committed), that
 * a payment detail changed (docs/decisions/0163): an e-mail with the values, and an SMS with only
 * their last digits to the phone of her SMS factor, else to the shop's WhatsApp number as it was
 * before this save (a new one may be the intruder's). One SMS per phone.
 */
export async function queuePaymentChangeNotice(
  tx: Tx,
  changes: readonly Change[],
  before: { name: string; whatsappNumber: string },
  actorId: string,
): Promise<void> {
  const told = changes.filter((c) => PAYMENT_FIELDS.includes(c.field));
  if (told.length === 0) return;
  const admins = await adminContacts(tx);
  const actorEmail = admins.find((a) => a.id === actorId)?.email;
  const text = paymentChangeTexts(before.name, told, new Date(), actorEmail);
  const emails = new Set<string>();
  const phones = new Set<string>();
  const rows: (typeof customerMessages.$inferInsert)[] = [];
  for (const admin of admins) {
    const eventKey = `payment-details:${admin.id}:${randomUUID()}`;
    if (!emails.has(admin.email)) {
      emails.add(admin.email);
      rows.push({
        eventKey,
        channel: 'email',
        recipient: admin.email,
        subject: text.subject,
        body: text.email,
      });
    }
    const phone = smsAddress(admin.phone ?? before.whatsappNumber);
    if (!phones.has(phone)) {
      phones.add(phone);
      rows.push({ eventKey, channel: 'sms', recipient: phone, body: text.sms });
    }
  }
  if (rows.length > 0) await tx.insert(customerMessages).values(rows);
}
