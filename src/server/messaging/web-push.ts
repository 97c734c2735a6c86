import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/database.ts';
import { pushKeys, pushSubscriptions } from '../db/schema.ts';

/**
 * Web Push to the admins' devices (docs/decisions/0176-web-push.md): the standard Push API,
 * messages encrypted for the device and signed with the shop's VAPID key.
 */
export type PushSender = {
  /** Sends `payload` (JSON text) to the subscription whose id is `subscriptionId`. */
  send(subscriptionId: string, payload: string): Promise<void>;
};

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The shop's VAPID key pair, drawn at first start and kept in the database: every instance signs
 * with the same key, and a restored backup keeps the devices' subscriptions working.
 */
export async function ensurePushKeys(db: Db): Promise<VapidKeys> {
  const read = () =>
    db
      .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
      .from(pushKeys)
      .where(eq(pushKeys.id, 1));
  const [existing] = await read();
  if (existing) return existing;
  // Two instances starting together: the first insert wins, both read the same pair.
  await db
    .insert(pushKeys)
    .values({ id: 1, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [kept] = await read();
  return kept!;
}

/** The device unsubscribed (the push service answered 404 or 410): its message is given up. */
export class PushGoneError extends Error {
  readonly code = 'gone';
  constructor() {
    super('push subscription gone');
  }
}

/** How long a push service keeps a notification for a device that is off (a day). */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 15_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function webPushSender(
  db: Db,
  keys: () => Promise<VapidKeys>,
  subject: string,
  agent?: Agent,
): PushSender {
  return {
    async send(subscriptionId, payload) {
      const [subscription] = UUID.test(subscriptionId)
        ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))
        : [];
      if (!subscription) throw new PushGoneError();
      const { publicKey, privateKey } = await keys();
      try {
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload,
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: TTL_SECONDS,
            urgency: 'high',
            timeout: TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error;
        if (error.statusCode === 404 || error.statusCode === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
          throw new PushGoneError();
        }
        // The status only: the service's answer may name the endpoint.
        throw Object.assign(new Error('push service refused'), {
          code: `http_${error.statusCode}`,
        });
      }
    },
  };
}
