import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { customerMessages, mfaFactors, users } from '../db/schema.ts';
import { smsAddress } from '../messaging/sms-address.ts';
import { shopSms } from '../messaging/sms-text.ts';

/** Why an admin is told: her sign-in paused by wrong passwords, or wrong second-factor codes. */
export type AdminAlert = 'passwords' | 'codes';

/**
 * What the alert says after the shop's name; an SMS leaves `more` out when it would not fit in one
 * segment (messaging/sms-text.ts).
 */
function adminAlertParts(alert: AdminAlert): { text: string; more: string } {
  return alert === 'passwords'
    ? {
        text: 'trop de mots de passe incorrects sur votre compte administrateur\u202f: connexion en pause 15 minutes.',
        more: ' Si ce n’était pas vous, changez votre mot de passe.',
      }
    : {
        text: 'trop de codes incorrects sur votre compte administrateur, refusés 15 minutes.',
        more: ' Si ce n’était pas vous, votre mot de passe est connu\u202f: changez-le.',
      };
}

/** The e-mail's text: the whole alert, in French typography. */
export function adminAlertText(shopName: string, alert: AdminAlert): string {
  const { text, more } = adminAlertParts(alert);
  return `${shopName}\u202f: ${text}${more}`;
}

/** The SMS: GSM-7, one segment, the shop's name first. */
export function adminAlertSms(shopName: string, alert: AdminAlert): string {
  const { text, more } = adminAlertParts(alert);
  return shopSms(shopName, text, more);
}

/**
 * The admin accounts matching `where` (all of them, or one), each with where her alerts go: her
 * e-mail and the phone of her confirmed SMS factor, if she has one. Used by every alert to the
 * owner, so that they all reach her the same way.
 */
export function adminContacts(db: Pick<Db, 'select'>, where?: SQL) {
  return db
    .select({ id: users.id, email: users.email, phone: mfaFactors.phone })
    .from(users)
    .leftJoin(
      mfaFactors,
      and(
        eq(mfaFactors.userId, users.id),
        eq(mfaFactors.type, 'sms'),
        isNotNull(mfaFactors.confirmedAt),
      ),
    )
    .where(and(eq(users.role, 'admin'), where));
}

/**
 * Queues an alert to an admin account (nothing for a customer's) in the messages outbox (ADR
 * 0128): an e-mail to her address and an SMS to the phone of her SMS factor, or else to the
 * shop's WhatsApp number (the owner's mobile). Called by the one attempt that starts a pause
 * (`Throttle.hit`'s `last`), so one alert per pause, not one per try (docs/decisions/0156).
 */
export async function queueAdminAlert(
  db: Db,
  userId: string,
  alert: AdminAlert,
  shop: { name: string; whatsappNumber: string },
): Promise<boolean> {
  const [admin] = await adminContacts(db, eq(users.id, userId));
  if (!admin) return false;
  const text = adminAlertText(shop.name, alert);
  const eventKey = `admin-alert:${userId}:${alert}:${randomUUID()}`;
  await db.insert(customerMessages).values([
    {
      eventKey,
      channel: 'email',
      recipient: admin.email,
      subject: `${shop.name} – alerte de sécurité sur votre compte administrateur`,
      body: text,
    },
    {
      eventKey,
      channel: 'sms',
      recipient: smsAddress(admin.phone ?? shop.whatsappNumber),
      body: adminAlertSms(shop.name, alert),
    },
  ]);
  return true;
}
