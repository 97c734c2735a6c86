import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ContactMessage } from '../../shared/schemas/contact.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { Mail } from '../messaging/mailer.ts';
import { sendMessageNow } from '../messaging/message-outbox.ts';

/**
 * The e-mail that brings a new contact message to the shop's address. The
 * customer's words are quoted as theirs, below a line that says where they come from; the admin's
 * Messages tab holds the same message.
 */
export function contactNotification(shopName: string, to: string, message: ContactMessage): Mail {
  const subject = `Nouveau message : ${message.subject}`.slice(0, 200);
  const from = [
    `De : ${message.name} <${message.email}>`,
    ...(message.phone ? [`Téléphone : ${message.phone}`] : []),
    `Sujet : ${message.subject}`,
  ];
  const footer = `Message reçu par le formulaire de contact de ${shopName}. Répondez à ${message.email} ou depuis l’onglet Messages du tableau de bord.`;
  const text = [...from, '', message.message, '', '—', footer].join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111111">
${from.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join('\n')}
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #0E7C7B;background:#F6F1EA;white-space:pre-wrap">${escapeHtml(message.message)}</blockquote>
<p style="font-size:13px;color:#555555">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html, replyTo: message.email };
}

/**
 * Tries the queued notification at once without holding the visitor's answer: the message and
 * its e-mail are stored already, so an SMTP server that is down or slow delays the shop's e-mail
 * (retried by the outbox, ADR 0185), never the customer's form. No address or text in the logs.
 */
export function forwardToShop(
  app: FastifyInstance,
  outboxId: string,
  log: FastifyBaseLogger,
): void {
  sendMessageNow(app.db, { sms: app.sms, mailer: app.mailer }, log, outboxId).catch(
    (error: unknown) =>
      log.warn(
        { code: (error as { code?: unknown }).code },
        'contact e-mail to the shop not tried',
      ),
  );
}
