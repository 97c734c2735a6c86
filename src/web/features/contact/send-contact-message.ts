import type { ContactMessage } from '@shared/schemas/contact.ts';

export const CONTACT_ERROR_MESSAGE =
  "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.";

export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** A failed send; `fields` carries the server's per-field messages from a 400 answer. */
export class ContactSendError extends Error {
  constructor(readonly fields: ContactFieldErrors = {}) {
    super(CONTACT_ERROR_MESSAGE);
    this.name = 'ContactSendError';
  }
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

function pickFieldErrors(body: unknown): ContactFieldErrors {
  const fields = (body as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const errors: ContactFieldErrors = {};
  for (const field of FIELDS) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** POST /api/contact (DESIGN §10): the message is stored so the admin can read it. */
export async function sendContactMessage(input: ContactMessage): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ContactSendError();
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  throw new ContactSendError(response.status === 400 ? pickFieldErrors(body) : {});
}
