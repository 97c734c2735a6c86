import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { writeToOutbox } from './outbox.ts';

/**
 * Where SMS codes go. The shop plugs a provider (an HTTP API of an Ivorian operator, say) by
 * passing another implementation to buildApp; the default files each message in DATA_DIR/outbox.
 */
export type SmsSender = {
  /** `key`: our idempotency key (the outbox row's id), for a provider that takes one. */
  send(to: string, text: string, key?: string): Promise<void>;
};

export function outboxSmsSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    async send(to, text) {
      const file = await writeToOutbox(outboxDir, '.sms.txt', `To: ${to}\n\n${text}\n`);
      log.info({ file: path.join('outbox', file) }, 'SMS écrit dans la boîte d’envoi');
    },
  };
}
