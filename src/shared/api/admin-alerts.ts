import { phoneField } from '../schemas/order.ts';
import { emailAddress } from '../schemas/text.ts';
import { z } from '../schemas/zod.ts';

/** The owner's alerts in the admin's Paramètres tab (docs/decisions/0175-owner-alerts.md). */
export const ALERTS_TEXT = {
  emailInvalid: 'Veuillez entrer une adresse e-mail valide pour les alertes',
  phoneNotMobile: 'Les alertes par SMS vont à un numéro de mobile : celui-ci n’en reçoit pas.',
  subscriptionInvalid: 'Cet appareil n’a pas donné d’abonnement aux notifications utilisable.',
  saved: 'Alertes enregistrées',
} as const;

/** Each switch, with its label in the form's order: the events, then the channels. */
export const ALERT_SWITCHES = {
  newOrder: 'Nouvelle commande',
  paymentReceived: 'Paiement reçu',
  paymentIssue: 'Paiement à vérifier (autre montant, commande annulée, paiement en double)',
  contactMessage: 'Nouveau message du formulaire de contact',
  byEmail: 'Par e-mail',
  bySms: 'Par SMS',
} as const;

export type AlertSwitch = keyof typeof ALERT_SWITCHES;

const switches = {
  newOrder: z.boolean(),
  paymentReceived: z.boolean(),
  paymentIssue: z.boolean(),
  contactMessage: z.boolean(),
  byEmail: z.boolean(),
  bySms: z.boolean(),
};

/** PUT /api/admin/alerts: every switch, and where the e-mails and SMS go. */
export const ownerAlertsInputSchema = z.object({
  ...switches,
  email: emailAddress(ALERTS_TEXT.emailInvalid),
  phone: phoneField(),
});

/** GET /api/admin/alerts (and the answer of a save). */
export const ownerAlertsSchema = z.object({ ...switches, email: z.string(), phone: z.string() });

export type OwnerAlertsInput = z.input<typeof ownerAlertsInputSchema>;
export type OwnerAlerts = z.infer<typeof ownerAlertsSchema>;

/** GET /api/admin/push/key: the VAPID public key a device subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

const base64url = (max: number) =>
  z
    .string({ error: ALERTS_TEXT.subscriptionInvalid })
    .min(16, { error: ALERTS_TEXT.subscriptionInvalid })
    .max(max, { error: ALERTS_TEXT.subscriptionInvalid })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: ALERTS_TEXT.subscriptionInvalid });

/** The push service's address: https only (the server posts to it). */
const endpoint = z
  .string({ error: ALERTS_TEXT.subscriptionInvalid })
  .max(1000, { error: ALERTS_TEXT.subscriptionInvalid })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    error: ALERTS_TEXT.subscriptionInvalid,
  });

/** POST /api/admin/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

/** DELETE /api/admin/push/subscriptions. */
export const pushUnsubscribeSchema = z.object({ endpoint });
