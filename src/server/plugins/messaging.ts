import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../messaging/mailer.ts';
import { orangeSmsSender } from '../messaging/orange-sms.ts';
import { outboxSmsSender, type SmsSender } from '../messaging/sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mails: SMTP_URL, or .eml files in DATA_DIR/outbox. */
    mailer: Mailer;
    /** SMS: the sender given to buildApp, the provider SMS_API_URL names, or files in DATA_DIR/outbox. */
    sms: SmsSender;
  }
}

export type MessagingPluginOptions = { sms?: SmsSender | undefined };

export const messagingPlugin = fp<MessagingPluginOptions>(
  async (app, { sms }) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    // Second-factor codes and the customer messages' outbox both send through this one.
    const provider = app.config.smsProvider;
    app.decorate(
      'sms',
      sms ?? (provider ? orangeSmsSender(provider) : outboxSmsSender(app.config.dataDir, app.log)),
    );
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'messaging' },
);
