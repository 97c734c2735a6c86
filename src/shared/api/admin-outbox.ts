import { z } from '../schemas/zod.ts';

/** The admin's 'Messages envoyés' (ADR 0174): what the outbox sent, is sending, gave up. */

/** The most recent messages listed, at most this many (failures first). */
export const ADMIN_OUTBOX_MAX = 100;

export const OUTBOX_STATUSES = ['failed', 'pending', 'sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_TEXT = {
  notFound: 'Ce message n’existe pas ou a été effacé',
  notFailed: 'Ce message n’a pas échoué : il n’y a rien à réessayer.',
  linkErased:
    'Ce message contenait un lien ou un code à usage unique, effacé après l’échec : le client peut en demander un nouveau.',
} as const;

export const outboxIdParamsSchema = z.object({
  id: z.uuid({ error: 'Identifiant de message invalide' }),
});

export const adminOutboxMessageSchema = z.object({
  id: z.string(),
  /** What the message told ('order:paid', 'account:reset', …): `outboxKindLabel`. */
  kind: z.string(),
  /** The order's reference, for an order's message. */
  reference: z.string().nullable(),
  channel: z.string(),
  /** Masked: '+225 07 •• •• 03 04', 'a•••@example.ci'. */
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** The last failure's code (`outboxErrorWords` says it in French). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** A pending message's next try. */
  nextAttemptAt: z.string(),
  /** False when its words were erased (a one-time link): it cannot be sent again. */
  retryable: z.boolean(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const adminOutboxSchema = z.object({
  messages: z.array(adminOutboxMessageSchema),
  /** Given-up messages kept (not only those listed). */
  failed: z.number().int(),
  pending: z.number().int(),
});
export type AdminOutbox = z.infer<typeof adminOutboxSchema>;

export const adminOneOutboxMessageSchema = z.object({ message: adminOutboxMessageSchema });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a message told, from its outbox key: 'order:<id>:paid' → 'order:paid' (ids left out). */
export function outboxKind(eventKey: string): string {
  return eventKey
    .split(':')
    .filter((part) => !UUID.test(part))
    .slice(0, 2)
    .join(':');
}

const KIND_LABELS: Record<string, string> = {
  'order:placed': 'Commande reçue',
  'order:paid': 'Paiement reçu',
  'order:shipped': 'Commande en route',
  'order:delivered': 'Commande livrée',
  'order:cancelled': 'Commande annulée',
  'order:edited': 'Commande modifiée',
  'account:confirm': 'Confirmation de l’adresse e-mail',
  'account:reset': 'Lien de nouveau mot de passe',
  'account:password-changed': 'Mot de passe modifié',
  'account:security-notice': 'Sécurité du compte',
  'account:staff-invitation': 'Invitation à l’équipe',
  'account:email-change-code': 'Code de la nouvelle adresse e-mail',
  'account:email-changed': 'Adresse e-mail modifiée',
  'code:one-time': 'Code de vérification',
  'promo:welcome': 'Code promo de bienvenue',
  'contact:forward': 'Message du formulaire de contact',
  'alert:message-failed': 'Alerte : message non remis',
  'owner-alert:order': 'Alerte : nouvelle commande',
  'owner-alert:paid': 'Alerte : paiement reçu',
  'owner-alert:mismatch': 'Alerte : paiement à vérifier',
  'owner-alert:late': 'Alerte : paiement après annulation',
  'owner-alert:twice': 'Alerte : payé deux fois',
  'owner-alert:contact': 'Alerte : nouveau message',
};

export function outboxKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? 'Message';
}

/** A failure's code (message-outbox.ts `errorCode`) in words the owner can act on. */
export function outboxErrorWords(code: string): string {
  if (code === 'timeout' || code === 'ETIMEDOUT')
    return 'Le service d’envoi n’a pas répondu à temps';
  if (code === 'network' || code === 'ECONNECTION' || code === 'ESOCKET')
    return 'Le service d’envoi est injoignable';
  if (/^(token_http_(401|403)|http_(401|403)|token_unreadable|EAUTH)$/.test(code))
    return 'Accès refusé par le service d’envoi : vérifiez les identifiants';
  if (code === 'EENVELOPE' || /^http_4\d\d$/.test(code))
    return 'Destinataire ou message refusé par le service d’envoi';
  if (/^(token_)?http_5\d\d$/.test(code)) return 'Le service d’envoi est en panne';
  return `Erreur d’envoi (${code})`;
}
