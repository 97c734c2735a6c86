import type { ContactMessage } from '@shared/schemas/contact.ts';
import { apiPost } from '~/lib/api';

/** The contact form's failure message. */
export const CONTACT_ERROR_MESSAGE =
  "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.";

export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
];

/**
 * POST /api/contact: the message is stored so the admin can read it. Rejects with an
 * ApiError (its `fields` carry the server's per-field messages on a 400).
 */
export function sendContactMessage(input: ContactMessage): Promise<{ ok: true }> {
  return apiPost('/api/contact', input);
}
