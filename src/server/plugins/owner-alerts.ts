import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import { ensureOwnerAlerts } from '../messaging/owner-alerts.ts';
import {
  ensurePushKeys,
  webPushSender,
  type PushSender,
  type VapidKeys,
} from '../messaging/web-push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to the admins' devices, for the outbox's 'push' messages. */
    push: PushSender;
    /** The shop's VAPID key pair (drawn at first start, kept in the database). */
    pushKeys(): Promise<VapidKeys>;
  }
}

export type OwnerAlertsPluginOptions = {
  /** The TLS agent of the push services' requests (a test trusts its stand-in's certificate). */
  pushAgent?: Agent | undefined;
};

/**
 * The owner's alerts (docs/decisions/0175-owner-alerts.md, 0176-web-push.md): at start, the
 * alert switches' row (every alert on, to the shop's e-mail and phone) and the VAPID keys; a
 * database that cannot be read yet is tried again at the next use, and never stops the start.
 */
export const ownerAlertsPlugin = fp<OwnerAlertsPluginOptions>(
  async (app, { pushAgent }) => {
    let keys: Promise<VapidKeys> | undefined;
    const pushKeys = () => {
      keys ??= ensurePushKeys(app.db).catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return keys;
    };
    app.decorate('pushKeys', pushKeys);
    // web-push takes an https: address or a mailto: one: the push service's contact for the shop.
    const shop = await app.shopSettings.current();
    const subject = app.config.publicUrl.startsWith('https:')
      ? app.config.publicUrl
      : `mailto:${shop.email}`;
    app.decorate('push', webPushSender(app.db, pushKeys, subject, pushAgent));
    try {
      await ensureOwnerAlerts(app.db, shop);
      await pushKeys();
    } catch (error) {
      app.log.warn({ code: (error as { code?: unknown }).code }, 'owner alerts not set up yet');
    }
  },
  { name: 'owner-alerts', dependencies: ['messaging'] },
);
