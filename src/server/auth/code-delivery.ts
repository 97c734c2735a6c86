import type { FastifyInstance } from 'fastify';
import type { Mail } from '../messaging/mailer.ts';
import { queueMail, queueMessage, sendMessageNow } from '../messaging/message-outbox.ts';

/**
 * A one-time code through the outbox (ADR 0185): queued, then tried at once within the request,
 * so a provider's refusal still reaches the route as before (the same error). Retried while the
 * code is valid, given up after its lifetime; its text is erased once sent or given up, and no
 * log carries it.
 */
export async function deliverCode(
  app: FastifyInstance,
  message: { email: Mail } | { sms: { to: string; text: string } },
): Promise<void> {
  const what = { scope: 'code', kind: 'one-time' } as const;
  const id =
    'email' in message
      ? await queueMail(app.db, what, message.email)
      : await queueMessage(app.db, what, {
          channel: 'sms',
          recipient: message.sms.to,
          body: message.sms.text,
        });
  const error = await sendMessageNow(app.db, { sms: app.sms, mailer: app.mailer }, app.log, id);
  if (error !== undefined) throw error;
}
