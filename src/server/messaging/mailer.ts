import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { writeToOutbox } from './outbox.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where 'Répondre' in a mail client goes (a contact message: the customer). */
  replyTo?: string;
  /** Our idempotency key (the outbox row's id): the Message-ID, the same on every re-send. */
  key?: string;
};

export type Mailer = {
  /** Sends (SMTP) or files (outbox) the message; rejects when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
};

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message is composed the same way and
 * written to DATA_DIR/outbox as an `.eml` file that any mail client opens. Log lines name the file
 * or say that SMTP accepted a message: never the address, the subject's link, a code or a token.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  const outboxDir = path.join(dataDir, 'outbox');
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A slow or dead SMTP server must not hold a request for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true });

  return {
    async send({ key, ...mail }) {
      const messageId = key ? `<${key}@${domainOf(from)}>` : undefined;
      const info = await transport.sendMail({ from, ...mail, ...(messageId ? { messageId } : {}) });
      if (smtpUrl) {
        log.info('e-mail remis au serveur SMTP');
        return;
      }
      const file = await writeToOutbox(outboxDir, '.eml', (info as { message: Buffer }).message);
      log.info({ file: path.join('outbox', file) }, 'e-mail écrit dans la boîte d’envoi');
    },
    close() {
      transport.close();
    },
  };
}

/** The domain of the shop's From address ('LAGUNE <boutique@lagune.ci>' → 'lagune.ci'). */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
