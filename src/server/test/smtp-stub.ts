import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
};

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps what it receives, parsed: the e-mail
 * path is tested through nodemailer's SMTP client and the wire, as a real mail server would see it.
 */
export async function startSmtpStub() {
  const received: ReceivedMail[] = [];
  /** `failing = true` refuses every message (421, an outage); `refused` counts them. */
  const state = { failing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.failing) return callback();
      state.refused += 1;
      callback(Object.assign(new Error('Service indisponible'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail: ParsedMail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              raw,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** The first message to `to` received after `since` messages, waiting up to 10 s. */
    /** The first mail to `to` since `since`, and holding `containing` when given (others are
     * sent beside it: a security notice may come first). */
    async waitFor(to: string, since = 0, containing?: string): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = received
          .slice(since)
          .find((m) => m.to.includes(to) && (!containing || m.text.includes(containing)));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`aucun e-mail reçu pour ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
