import type { AdminMessage } from '@shared/api/admin-messages.ts';
import { isIvorianLandline } from '@shared/config/shop-settings-env.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { internationalDigits } from '../orders/phone-links';

/** 'Répondre par e-mail': the customer's address, 'Re : subject', a greeting and their words quoted. */
export function emailReplyHref(message: AdminMessage, shopName: string): string {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Bonjour ${message.name},\n\n\n\nCordialement,\nL’équipe ${shopName}\n\nLe ${formatDateTime(message.createdAt)}, vous avez écrit :\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re : ${message.subject}`)}&body=${encodeURIComponent(body)}`;
}

/**
 * 'Répondre sur WhatsApp', only when the customer left a number WhatsApp can reach: not an Ivorian
 * landline (21, 25, 27…), which has no WhatsApp; null otherwise.
 */
export function whatsappReplyHref(message: AdminMessage, shopName: string): string | null {
  if (!message.phone || isIvorianLandline(message.phone)) return null;
  const digits = internationalDigits(message.phone);
  if (!digits) return null;
  const text = `Bonjour ${message.name}, c’est ${shopName}. Nous avons bien reçu votre message « ${message.subject} ». `;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
