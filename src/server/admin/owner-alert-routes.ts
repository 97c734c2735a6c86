import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ALERTS_TEXT,
  ownerAlertsInputSchema,
  ownerAlertsSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../shared/api/admin-alerts.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ensureOwnerAlerts, saveOwnerAlerts } from '../messaging/owner-alerts.ts';
import { customerSmsAddress } from '../messaging/sms-address.ts';
import { ADMIN_ERRORS } from './admin-errors.ts';

const errors = ADMIN_ERRORS;

/**
 * The owner's alerts and her devices' notifications (docs/decisions/0175-owner-alerts.md,
 * 0176-web-push.md), registered inside the admin's guarded scope (admin-routes.ts): an admin
 * session, same-origin writes.
 */
export async function ownerAlertRoutes(app: FastifyInstance): Promise<void> {
  const current = async () => ensureOwnerAlerts(app.db, await app.shopSettings.current());

  app.get(
    '/api/admin/alerts',
    { schema: { response: { 200: ownerAlertsSchema, ...errors } } },
    current,
  );

  app.put<{ Body: z.output<typeof ownerAlertsInputSchema> }>(
    '/api/admin/alerts',
    { schema: { body: ownerAlertsInputSchema, response: { 200: ownerAlertsSchema, ...errors } } },
    async (request) => {
      const { smsCountries } = await app.shopSettings.current();
      const phone = customerSmsAddress(request.body.phone, smsCountries);
      if (!phone)
        throw new HttpError(400, 'validation_error', ALERTS_TEXT.phoneNotMobile, {
          phone: ALERTS_TEXT.phoneNotMobile,
        });
      await current();
      await saveOwnerAlerts(app.db, { ...request.body, phone });
      request.log.info('owner alerts changed');
      return current();
    },
  );

  app.get(
    '/api/admin/push/key',
    { schema: { response: { 200: pushKeySchema, ...errors } } },
    async () => ({
      publicKey: (await app.pushKeys()).publicKey,
    }),
  );

  app.post<{ Body: z.output<typeof pushSubscriptionSchema> }>(
    '/api/admin/push/subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      const row = { userId: request.user!.id, endpoint, p256dh: keys.p256dh, auth: keys.auth };
      // A device subscribing again (new keys, or another admin on it) replaces its row.
      await app.db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
      request.log.info('push subscription saved');
      return reply.code(204).send();
    },
  );

  app.delete<{ Body: z.output<typeof pushUnsubscribeSchema> }>(
    '/api/admin/push/subscriptions',
    { schema: { body: pushUnsubscribeSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await app.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, request.body.endpoint),
            eq(pushSubscriptions.userId, request.user!.id),
          ),
        );
      return reply.code(204).send();
    },
  );
}
