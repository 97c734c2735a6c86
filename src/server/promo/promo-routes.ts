import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import {
  PROMO_SENT_MESSAGE,
  promoAcceptedSchema,
  promoCheckRequestSchema,
  promoSentSchema,
} from '../../shared/api/promo.ts';
import {
  PROMO_MESSAGES,
  promoCodeField,
  welcomeCodeOf,
  promoDiscount,
  promoRequestSchema,
} from '../../shared/schemas/promo.ts';
import { hashSecret } from '../auth/codes.ts';
import { promoCodeEmail, promoCodeUsedEmail } from '../auth/emails.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Throttle } from '../http/throttle.ts';
import { queueMail, sendMessageNow } from '../messaging/message-outbox.ts';
import { priceLines, withCategories } from '../orders/order-pricing.ts';
import { publishedProduct } from '../catalogue/catalogue-store.ts';
import { mailboxKey, promoCodeFor, promoCodeState } from './promo-codes.ts';
import { checkShopPromo, shopPromoDiscount, shopPromoOf } from './shop-promo.ts';

export const PROMO_IP_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** Welcome e-mails asked per address per hour (a resend included). */
export const PROMO_EMAIL_LIMIT = { max: 3, windowMs: 3_600_000 } as const;
export const PROMO_RATE_MESSAGE =
  'Trop de demandes de code promo. Veuillez patienter avant de réessayer.';
/**
 * Codes checked per IP before ordering: plenty for a shopper who mistypes, while guessing one of
 * 31⁶ codes stays out of reach (the order's own limits apply on top).
 */
export const PROMO_CHECK_IP_LIMIT = { max: 60, timeWindow: '15 minutes' } as const;

/**
 * POST /api/promo (the welcome-code form, docs/decisions/0055): the welcome code of an address,
 * created or re-sent by e-mail. The answer is the same whatever the address's story (new code,
 * resend, code already used); neither the address nor the code reaches the logs.
 */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const perEmail = new Throttle(
    () => app.rateCounter,
    'promo',
    PROMO_EMAIL_LIMIT.max,
    PROMO_EMAIL_LIMIT.windowMs,
  );

  app.post(
    '/api/promo',
    {
      config: rateLimit({ ...PROMO_IP_LIMIT, hook: 'preHandler', message: PROMO_RATE_MESSAGE }),
      schema: {
        body: promoRequestSchema,
        response: {
          200: promoSentSchema,
          400: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const wait = await perEmail.attempt(hashSecret(`promo:${mailboxKey(email)}`));
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, 'rate_limited', PROMO_RATE_MESSAGE);
      }
      const { code, used } = await promoCodeFor(app.db, email);
      const shop = (await app.shopSettings.current()).name;
      // Through the outbox (ADR 0185): kept and retried when the SMTP server is down, tried at
      // once without holding the answer, which stays the same whatever the address's story.
      const id = await queueMail(
        app.db,
        { scope: 'promo', kind: 'welcome' },
        used ? promoCodeUsedEmail(shop, email, code) : promoCodeEmail(shop, email, code),
      );
      void sendMessageNow(app.db, { sms: app.sms, mailer: app.mailer }, app.log, id).catch(
        (error: unknown) => request.log.warn({ err: error }, 'promo e-mail not tried'),
      );
      void reply.header('cache-control', 'no-store');
      return { ok: true as const, message: PROMO_SENT_MESSAGE };
    },
  );

  /**
   * POST /api/promo/check (ADR 0129): whether a code typed at checkout exists and is
   * unused, and what it takes off this cart, priced here from the catalogue as the order will be.
   * The checkout shows a discount only after this answer. The order still checks the code again
   * in its own transaction (and the one-welcome-discount-per-phone rule, which needs the phone).
   */
  app.post(
    '/api/promo/check',
    {
      config: rateLimit({ ...PROMO_CHECK_IP_LIMIT, message: PROMO_RATE_MESSAGE }),
      schema: {
        body: promoCheckRequestSchema,
        response: {
          200: promoAcceptedSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const typed = promoCodeField.safeParse(request.body.code);
      const typedCode = typed.success ? typed.data : undefined;
      const shopPromo = typedCode ? await shopPromoOf(app.db, typedCode) : undefined;
      if (shopPromo) {
        const catalogue = await app.catalogue.current();
        const lookup = (id: string) => publishedProduct(catalogue, id);
        const { lines, subtotal } = priceLines(request.body.items, lookup);
        const discount = shopPromoDiscount(shopPromo, withCategories(lines, lookup));
        await checkShopPromo(app.db, shopPromo, subtotal);
        return { code: shopPromo.code, subtotal, discount };
      }
      const code = typedCode && welcomeCodeOf(typedCode);
      const state = code ? await promoCodeState(app.db, code) : 'unknown';
      if (!code || state === 'unknown') {
        throw new HttpError(400, 'promo_unknown', PROMO_MESSAGES.codeUnknown, {
          promoCode: PROMO_MESSAGES.codeUnknown,
        });
      }
      if (state === 'used') {
        throw new HttpError(409, 'promo_used', PROMO_MESSAGES.codeUsed, {
          promoCode: PROMO_MESSAGES.codeUsed,
        });
      }
      const catalogue = await app.catalogue.current();
      const { subtotal } = priceLines(request.body.items, (id) => publishedProduct(catalogue, id));
      return { code, subtotal, discount: promoDiscount(subtotal) };
    },
  );
};
