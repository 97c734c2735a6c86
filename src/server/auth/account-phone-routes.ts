import { eq } from 'drizzle-orm';
import { deliverCode } from './code-delivery.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeSentSchema } from '../../shared/api/auth.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { mfaActivateSchema } from '../../shared/schemas/auth.ts';
import { phoneField } from '../../shared/schemas/order.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { customerSmsAddress } from '../messaging/sms-address.ts';
import { requireUser } from '../plugins/session.ts';
import { MFA_ERRORS } from './account-guard.ts';
import { mfaCodeSms } from './emails.ts';
import { CODE_IP_LIMIT, SEND_IP_LIMIT } from './mfa-routes.ts';
import { maskPhone } from './mfa.ts';
import {
  checkCode,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  issueCode,
  refuseWhileCoolingDown,
} from './one-time-codes.ts';

export const ACCOUNT_PHONE_MESSAGES = {
  wrongCode: 'Ce code ne correspond pas, ou il a expiré. Demandez-en un nouveau.',
  noCodeAsked: 'Indiquez d’abord votre numéro pour recevoir un code.',
} as const;

const phoneBodySchema = z.object({ phone: phoneField() });
const confirmedSchema = z.object({ phone: z.string() });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * The shopper's own phone, confirmed by an SMS code (ADR 0178): POST /api/account/phone sends the
 * code, POST /api/account/phone/confirm checks it. Once confirmed, the orders placed with that
 * number without an account show in 'Mes commandes' (orders/my-orders-routes.ts).
 */
export const accountPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/phone',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...SEND_IP_LIMIT }),
      schema: { body: phoneBodySchema, response: { 200: codeSentSchema, ...errors } },
    },
    async (request, reply) => {
      const { phone } = request.body;
      // Each SMS costs the shop money: none to a premium-rate, satellite or far number (ADR 0168),
      // nor outside the shop's SMS countries (ADR 0197).
      const { smsCountries } = await app.shopSettings.current();
      if (!customerSmsAddress(phone, smsCountries))
        throw new HttpError(400, 'sms_not_served', MFA_ERRORS.smsNotServed, {
          phone: MFA_ERRORS.smsNotServed,
        });
      const userId = request.user!.id;
      await refuseWhileCoolingDown(app.db, userId, 'phone_confirm', reply);
      // The number waits for its code; the one confirmed before no longer counts meanwhile.
      await app.db.update(users).set({ phone, phoneConfirmedAt: null }).where(eq(users.id, userId));
      const code = await issueCode(app.db, userId, 'phone_confirm');
      const shop = (await app.shopSettings.current()).name;
      await deliverCode(app, {
        sms: { to: phone, text: mfaCodeSms(shop, code, CODE_TTL_MS / 60_000) },
      });
      return {
        method: 'sms' as const,
        destination: maskPhone(phone),
        expiresInSeconds: CODE_TTL_MS / 1000,
        resendAfterSeconds: CODE_RESEND_COOLDOWN_MS / 1000,
      };
    },
  );

  app.post(
    '/api/account/phone/confirm',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: mfaActivateSchema, response: { 200: confirmedSchema, ...errors } },
    },
    async (request) => {
      const userId = request.user!.id;
      const [user] = await app.db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      if (!user?.phone)
        throw new HttpError(409, 'no_code_asked', ACCOUNT_PHONE_MESSAGES.noCodeAsked);
      // Five tries per code (checkCode), then a new code must be asked for.
      if (!(await checkCode(app.db, userId, 'phone_confirm', request.body.code)))
        throw new HttpError(400, 'invalid_code', ACCOUNT_PHONE_MESSAGES.wrongCode, {
          code: ACCOUNT_PHONE_MESSAGES.wrongCode,
        });
      await app.db.update(users).set({ phoneConfirmedAt: new Date() }).where(eq(users.id, userId));
      request.log.info('account phone confirmed');
      return { phone: maskPhone(user.phone) };
    },
  );
};
