import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../plugins/periodic-job.ts';
import path from 'node:path';
import { BATCH, forgetOldMessages, KEEP_DAYS, sendDueMessages } from './message-outbox.ts';
import { pruneOutbox } from './outbox.ts';

const FORGET_EVERY_MS = 3_600_000;

/**
 * Sends the customer messages due (message-outbox.ts) once the server is ready, then every
 * MESSAGE_SEND_INTERVAL, on every instance: each claim takes a message no other instance holds.
 * A stop waits for the run in progress, so a message sent is marked sent before the database
 * closes.
 */
export const outboxJobPlugin = fp(
  async (app: FastifyInstance) => {
    const everyMs = app.config.messageSendIntervalMs;
    if (everyMs <= 0) return;
    let forgotAt = 0;
    const forgetNow = () => {
      if (Date.now() - forgotAt < FORGET_EVERY_MS) return Promise.resolve(0);
      forgotAt = Date.now();
      // The outbox folder's files (no SMTP server or SMS provider) are kept as long as the rows.
      const keepMs = KEEP_DAYS * 86_400_000;
      return Promise.all([
        forgetOldMessages(app.db),
        pruneOutbox(path.join(app.config.dataDir, 'outbox'), keepMs),
      ]).then(([rows]) => rows);
    };
    runPeriodically(app, {
      everyMs,
      failure: 'customer messages run failed',
      async work() {
        const { sent, failed } = await sendDueMessages(
          app.db,
          { sms: app.sms, mailer: app.mailer, push: app.push },
          app.log,
          { shopName: (await app.shopSettings.current()).name },
        );
        await forgetNow();
        // Counts only: who was told what is in the table, not in the logs.
        if (sent > 0 || failed > 0) app.log.info({ sent, failed }, 'customer messages sent');
        // A full batch: a backlog (after an outage, a rush) drains without waiting for the timer.
        return sent + failed >= BATCH;
      },
    });
  },
  { dependencies: ['messaging', 'owner-alerts'] },
);
