import type { FastifyInstance } from 'fastify';
import type { Mail } from '../messaging/mailer.ts';
import {
  queueAccountMail,
  sendMessageNow,
  type AccountMailKind,
} from '../messaging/message-outbox.ts';

/**
 * An account e-mail (confirmation, reset link, notices) through the outbox (ADR 0173): kept, and
 * retried for a day, when the SMTP server is down or the server stops. Queued by the caller, then
 * tried at once without waiting, so the answer's time tells nothing about the address.
 */
export function accountMail(app: FastifyInstance) {
  return async (kind: AccountMailKind, mail: Mail): Promise<void> => {
    const id = await queueAccountMail(app.db, kind, mail);
    void sendMessageNow(app.db, { sms: app.sms, mailer: app.mailer }, app.log, id).catch(
      (error: unknown) => app.log.warn({ err: error }, 'account e-mail not tried'),
    );
  };
}
