import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { createdOrderSchema, trackedOrderSchema } from '../../shared/api/orders.ts';
import { deliveryRatesOf } from '../../shared/domain/delivery.ts';
import { orderRequestSchema, phoneKey, trackOrderSchema } from '../../shared/schemas/order.ts';
import { clientNetworkKey } from '../http/client-network.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { inTransaction } from '../db/transaction.ts';
import { claimKey, deleteExpiredKeys } from './idempotency.ts';
import { paymentSettingsOf, withPayBy } from './order-payment.ts';
import { priceOrder } from './order-pricing.ts';
import { pickupShopOf } from './pickup.ts';
import { publishedProduct } from '../catalogue/catalogue-store.ts';
import { catalogueForOrder } from './fresh-catalogue.ts';
import { TRACK_IP_MESSAGE } from './order-tracking.ts';
import { placeOrder } from './place-order.ts';
import { shopPromoOf } from '../promo/shop-promo.ts';

export { describeItem } from './describe-item.ts';
export { TRACK_REFERENCE_LIMIT, TRACK_REFERENCE_MESSAGE } from './order-tracking.ts';

const idempotencyHeaders = z.object({
  'idempotency-key': z.uuid({
    error: 'L’en-tête Idempotency-Key (un UUID) est requis pour passer une commande.',
  }),
});

/** Guest orders priced by the server, atomic, idempotent, never oversold (ADR 0022). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  // Keys past their 24 h are forgotten: once ready, then hourly (each instance; deletes are
  // idempotent). A failed sweep only delays the cleanup.
  const sweepExpiredKeys = () => {
    deleteExpiredKeys(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idempotency keys sweep failed'),
    );
  };
  const sweep = setInterval(sweepExpiredKeys, 3_600_000).unref();
  app.addHook('onReady', async () => sweepExpiredKeys());
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/api/orders',
    {
      // Counted after validation: a form sent with mistakes does not use up the allowance.
      config: rateLimit({
        max: config.orderRateLimit,
        timeWindow: '10 minutes',
        hook: 'preHandler',
        message:
          'Vous avez passé plusieurs commandes en peu de temps. Veuillez réessayer dans quelques minutes.',
      }),
      schema: {
        headers: idempotencyHeaders,
        body: orderRequestSchema,
        response: {
          201: createdOrderSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      // Bound to the caller and to the validated body: the same key cannot replay another
      // buyer's order (their body differs: 422) nor be reused for a new one.
      const userId = request.user?.id ?? null;
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ userId, body: request.body }))
        .digest('hex');
      // The catalogue and the fees and threshold saved in the admin now (every instance forgets
      // them on a change), read before the transaction: they may query the database. The
      // catalogue is checked again inside it, against the database's product versions.
      const snapshot = await app.catalogue.current();
      const shop = await app.shopSettings.current();
      // Pick-up only while a shop allows it, checked here whatever the browser offered (ADR 0206).
      const pickupShop = pickupShopOf(request.body.delivery, await app.shopContent.current());

      // The key is claimed in the order's transaction: a failure, or a request that dies (its
      // connection or its server gone), rolls the claim back with the order, and the shopper's
      // retry places it (ADR 0155).
      const outcome = await inTransaction(app.db, async (tx) => {
        // A known key answers its stored order before anything is priced: the order may have
        // taken the last units, and a catalogue read since then says the size is gone.
        const claim = await claimKey(tx, key, requestHash);
        if (claim.kind === 'replay') return claim;
        const catalogue = await catalogueForOrder(
          tx,
          app.catalogue,
          snapshot,
          request.body.items.map((item) => item.productId),
        );
        const typed = request.body.promoCode;
        const shopPromo = typed ? await shopPromoOf(tx, typed) : undefined;
        const priced = priceOrder(
          request.body,
          (id) => publishedProduct(catalogue, id),
          deliveryRatesOf(shop),
          shopPromo,
        );
        const body = await placeOrder(tx, {
          request: request.body,
          priced,
          shopPromo,
          userId,
          idempotencyKey: key,
          payment: paymentSettingsOf(shop, config.waveCheckout),
          buyer: {
            phone: phoneKey(request.body.customer.phone),
            network: clientNetworkKey(request.ip),
          },
          limits: config.unpaidLimits,
          publicUrl: config.publicUrl,
          shopName: shop.name,
          paymentWindowMs: config.orderPaymentWindowMs,
          pickupShop,
        });
        return { kind: 'placed' as const, body, lines: priced.lines.length };
      });
      if (outcome.kind === 'replay') {
        reply.header('idempotent-replayed', 'true');
        const body =
          outcome.statusCode === 201
            ? withPayBy(outcome.body, config.orderPaymentWindowMs)
            : outcome.body;
        return sendJsonText(reply, outcome.statusCode, body);
      }
      request.log.info({ lines: outcome.lines }, 'order placed');
      return sendJsonText(reply, 201, withPayBy(outcome.body, config.orderPaymentWindowMs));
    },
  );

  app.post(
    '/api/orders/track',
    {
      // Counted on every request: reference + phone must not be guessable by trying. The /suivi
      // page's plain form shares this allowance (ADR 0111).
      onRequest: async (request, reply) => {
        const wait = await app.orderTracking.allowance(request);
        if (wait > 0) {
          void reply.header('retry-after', String(wait));
          throw new HttpError(429, 'rate_limited', TRACK_IP_MESSAGE);
        }
      },
      schema: {
        body: trackOrderSchema,
        response: { 200: trackedOrderSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await app.orderTracking.track(request.body, request.ip);
      if (answer.kind === 'not-found') throw new HttpError(404, 'order_not_found', answer.message);
      if (answer.kind === 'limited') {
        void reply.header('retry-after', String(answer.retryAfter));
        throw new HttpError(429, 'rate_limited', answer.message);
      }
      return { order: answer.order, payment: answer.payment };
    },
  );
};

/**
 * Sends JSON already serialized (the stored answer of an idempotent request), byte for byte:
 * Fastify does not serialize a string sent with a JSON content type.
 */
function sendJsonText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(text);
}
