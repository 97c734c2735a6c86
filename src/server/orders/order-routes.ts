import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { createdOrderSchema, trackedOrderSchema } from '../../shared/api/orders.ts';
import { getProduct } from '../../shared/catalogue/products.ts';
import { orderRequestSchema, phoneKey, trackOrderSchema } from '../../shared/schemas/order.ts';
import { orderItems, orders, ordersInfo } from '../db/schema.ts';
import { clientNetworkKey } from '../http/client-network.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Throttle } from '../http/throttle.ts';
import { hashSecret } from '../auth/codes.ts';
import { claimKey, deleteExpiredKeys, releaseKey } from './idempotency.ts';
import { priceOrder } from './order-pricing.ts';
import { REFERENCE_PATTERN } from './order-reference.ts';
import { placeOrder } from './place-order.ts';

const idempotencyHeaders = z.object({
  'idempotency-key': z.uuid({
    error: 'L’en-tête Idempotency-Key (un UUID) est requis pour passer une commande.',
  }),
});

const TRACK_NOT_FOUND = 'Commande introuvable';
/**
 * Tries per order reference (issue 22, item 7): the per-address limit alone let 40 addresses try
 * 120 phone numbers on one reference. A right answer starts the count again.
 */
export const TRACK_REFERENCE_LIMIT = { max: 8, windowMs: 3_600_000 } as const;
export const TRACK_REFERENCE_MESSAGE =
  'Trop de recherches pour cette commande. Veuillez réessayer plus tard, ou écrivez-nous sur WhatsApp.';

/** DESIGN §3 and §10: guest orders priced by the server, atomic, idempotent, never oversold. */
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
  const perReference = new Throttle(
    () => app.rateCounter,
    'track-reference',
    TRACK_REFERENCE_LIMIT.max,
    TRACK_REFERENCE_LIMIT.windowMs,
  );
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
      const priced = priceOrder(request.body);

      const claim = await claimKey(app.db, key, requestHash);
      if (claim.kind === 'replay') {
        reply.header('idempotent-replayed', 'true');
        return sendJsonText(reply, claim.statusCode, claim.body);
      }
      try {
        const shop = await app.shopSettings.current();
        const body = await placeOrder(app.db, {
          request: request.body,
          priced,
          userId,
          idempotencyKey: key,
          payment: {
            waveNumber: shop.waveNumber,
            wavePaymentLink: config.wavePaymentLink,
            whatsappNumber: shop.whatsappNumber,
          },
          buyer: {
            phone: phoneKey(request.body.customer.phone),
            network: clientNetworkKey(request.ip),
          },
          limits: config.unpaidLimits,
        });
        request.log.info({ lines: priced.lines.length }, 'order placed');
        return sendJsonText(reply, 201, body);
      } catch (error) {
        await releaseKey(app.db, key).catch((releaseError: unknown) =>
          request.log.warn({ err: releaseError }, 'idempotency key not released'),
        );
        throw error;
      }
    },
  );

  app.post(
    '/api/orders/track',
    {
      // Counted on every request: reference + phone must not be guessable by trying.
      config: rateLimit({
        max: 10,
        timeWindow: '10 minutes',
        message: 'Trop de recherches de commande. Veuillez réessayer dans quelques minutes.',
      }),
      schema: {
        body: trackOrderSchema,
        response: { 200: trackedOrderSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { reference, phone } = request.body;
      const notFound = new HttpError(404, 'order_not_found', TRACK_NOT_FOUND);
      if (!REFERENCE_PATTERN.test(reference)) throw notFound;
      const wait = await perReference.attempt(hashSecret(`track:${reference}`));
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, 'rate_limited', TRACK_REFERENCE_MESSAGE);
      }
      const [order] = await app.db
        .select({
          id: orders.id,
          reference: orders.reference,
          status: orders.status,
          createdAt: orders.createdAt,
          subtotal: orders.subtotal,
          deliveryZone: orders.deliveryZone,
          deliveryFee: orders.deliveryFee,
          discount: orders.discount,
          totalAmount: orders.totalAmount,
          telephone: ordersInfo.telephone,
        })
        .from(orders)
        .innerJoin(ordersInfo, eq(ordersInfo.id, orders.id))
        .where(eq(orders.reference, reference));
      // One answer whatever was wrong (reference or phone): nothing to learn by trying.
      if (!order || phoneKey(order.telephone) !== phoneKey(phone)) throw notFound;
      await perReference.reset(hashSecret(`track:${reference}`));
      const items = await app.db
        .select({
          productId: orderItems.productId,
          size: orderItems.size,
          quantity: orderItems.quantity,
          price: orderItems.price,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(orderItems.productId, orderItems.size);
      return {
        order: {
          reference: order.reference,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          subtotal: order.subtotal,
          deliveryZone: order.deliveryZone,
          deliveryFee: order.deliveryFee,
          discount: order.discount,
          totalAmount: order.totalAmount,
          items: items.map((item) => describeItem(item)),
        },
      };
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

/** A stored line with the catalogue's name and picture (a product removed since keeps its id). */
export function describeItem(item: {
  productId: string;
  size: string;
  quantity: number;
  price: number;
}) {
  const product = getProduct(item.productId);
  return {
    productId: item.productId,
    name: product?.name ?? `Produit ID: ${item.productId}`,
    image: product?.images.front ?? '',
    size: item.size as 'S' | 'M' | 'L' | 'XL',
    quantity: item.quantity,
    price: item.price,
    lineTotal: item.price * item.quantity,
  };
}
