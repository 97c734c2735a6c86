import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ContactMessage } from '../../shared/schemas/contact.ts';
import { contactMessages } from '../db/schema.ts';
import { pgError } from '../db/pg-errors.ts';
import { firstName, queueOwnerAlert } from '../messaging/owner-alerts.ts';
import { queueMail } from '../messaging/message-outbox.ts';
import { contactNotification, forwardToShop } from './contact-mail.ts';

/** The default allowance (CONTACT_RATE_LIMIT changes `max`). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
export const CONTACT_RATE_LIMIT_MESSAGE =
  'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.';
/** The contact form's failure message. */
export const CONTACT_FAILURE_MESSAGE =
  "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.";

export interface ContactService {
  /** Counts a message of this visitor: 0 when within the limit, else the seconds to wait. */
  allowance(request: FastifyRequest): Promise<number>;
  /** Stores a valid message; false when the database refused it (logged without its values). */
  store(message: ContactMessage, log: FastifyBaseLogger): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact messages' one allowance per IP and their storage, for the API and the page. */
    contact: ContactService;
  }
}

/** The stored row: an empty phone is no phone. */
export function contactRow(message: ContactMessage) {
  return { ...message, phone: message.phone || null };
}

/**
 * Stores a message with the owner's alert of it (docs/decisions/0175) and its e-mail to the shop
 * (an outbox row, ADR 0185): all or nothing. Then tries the e-mail at once, without waiting.
 */
export async function saveContactMessage(
  app: FastifyInstance,
  message: ContactMessage,
  log: FastifyBaseLogger,
) {
  const shop = await app.shopSettings.current();
  const outboxId = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values(contactRow(message))
      .returning({ id: contactMessages.id });
    await queueOwnerAlert(tx, shop.name, { kind: 'contact', firstName: firstName(message.name) });
    return queueMail(
      tx,
      { scope: 'contact', kind: 'forward', id: row!.id },
      contactNotification(shop.name, shop.email, message),
    );
  });
  forwardToShop(app, outboxId, log);
}

/**
 * One allowance per IP for both ways in (the JSON API and the page's plain form, ADR 0111),
 * counted only for messages that would be stored (after validation).
 */
export function createContactService(app: FastifyInstance): ContactService {
  const limit = app.createRateLimit({ ...CONTACT_RATE_LIMIT, max: app.config.contactRateLimit });
  return {
    async allowance(request) {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) return 0;
      return Math.max(1, result.ttlInSeconds);
    },
    async store(message, log) {
      try {
        await saveContactMessage(app, message, log);
        return true;
      } catch (error) {
        // Only the SQLSTATE: the driver's message would carry the shopper's text.
        log.error({ sqlstate: pgError(error)?.code }, 'contact form: message not stored');
        return false;
      }
    },
  };
}
