import { pickupShopOf } from '../orders/pickup.ts';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNewOrderSchema,
  adminPickupShopsSchema,
  orderContentsSchema,
} from '../../shared/api/admin-order-entry.ts';
import { pickupShops } from '../../shared/content/shop-content.ts';
import { adminOneOrderSchema, orderIdParamsSchema } from '../../shared/api/admin.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { createdOrderSchema } from '../../shared/api/orders.ts';
import type { Product } from '../../shared/catalogue/types.ts';
import { deliveryRatesOf } from '../../shared/domain/delivery.ts';
import { phoneKey } from '../../shared/schemas/order.ts';
import { publishedProduct } from '../catalogue/catalogue-store.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { catalogueForOrder } from '../orders/fresh-catalogue.ts';
import { claimKey } from '../orders/idempotency.ts';
import { paymentSettingsOf, withPayBy } from '../orders/order-payment.ts';
import { priceOrder } from '../orders/order-pricing.ts';
import { placeOrder } from '../orders/place-order.ts';
import { expireOtherAmountSessions } from '../payments/expire-sessions.ts';
import { createWaveApi } from '../payments/wave-api.ts';
import { ADMIN_ERRORS } from './admin-errors.ts';
import { editOrderContents } from './order-edit.ts';
import { readOrder } from './order-queries.ts';
import { ORDER_NOT_FOUND } from './order-status.ts';

const idempotencyHeaders = z.object({
  'idempotency-key': z.uuid({
    error: 'L’en-tête Idempotency-Key (un UUID) est requis pour enregistrer une commande.',
  }),
});

/** No unpaid-order caps for an order the owner takes herself: she decides (ADR 0198). */
const NO_CAPS = { ordersPerPhone: 0, unitsPerPhone: 0, ordersPerNetwork: 0, unitsPerNetwork: 0 };

function stockDecides(product: Product | undefined): Product | undefined {
  return (
    product && {
      ...product,
      inStock: true,
      sizes: product.sizes.map((size) => ({ ...size, available: true })),
    }
  );
}

/**
 * Orders the owner takes herself for a customer who ordered on WhatsApp or by phone
 * (docs/decisions/0198) and an order's contents changed before it ships (docs/decisions/0199).
 * Registered inside the admin guard's scope.
 */
export const orderEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const wave = config.waveCheckout ? createWaveApi(config.waveCheckout) : undefined;

  // The shops' content is the owner's (its route, its history); a vendeur taking an order needs
  // only which shops allow pick-up now (docs/decisions/0231).
  app.get(
    '/api/admin/pickup-shops',
    { schema: { response: { 200: adminPickupShopsSchema } } },
    async () => ({
      shops: pickupShops(await app.shopContent.current()).map(({ name, address }) => ({
        name,
        address,
      })),
    }),
  );

  app.post(
    '/api/admin/orders',
    {
      schema: {
        headers: idempotencyHeaders,
        body: adminNewOrderSchema,
        response: { 201: createdOrderSchema, 422: errorBodySchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const actorId = request.user!.id;
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ admin: actorId, body: request.body }))
        .digest('hex');
      const snapshot = await app.catalogue.current();
      const shop = await app.shopSettings.current();
      const pickupShop = pickupShopOf(request.body.delivery, await app.shopContent.current());
      // The storefront's path: the same key claim, pricing from the database and the same
      // database function taking the stock and queueing the customer's SMS.
      const outcome = await inTransaction(app.db, async (tx) => {
        const claim = await claimKey(tx, key, requestHash);
        if (claim.kind === 'replay') return claim;
        const catalogue = await catalogueForOrder(
          tx,
          app.catalogue,
          snapshot,
          request.body.items.map((item) => item.productId),
        );
        // Whether a size can still be sold is left to the stock table, read by the database
        // function under lock: a sold-out size is a 409 naming it, not the snapshot's guess.
        const priced = priceOrder(
          request.body,
          (id) => stockDecides(publishedProduct(catalogue, id)),
          deliveryRatesOf(shop),
        );
        const body = await placeOrder(tx, {
          request: request.body,
          // Collected in a shop: the same check as the storefront's (a shop open for it).
          pickupShop,
          priced,
          userId: null,
          idempotencyKey: key,
          payment: paymentSettingsOf(shop, config.waveCheckout),
          // The customer's phone counts this unpaid order against her own later orders; the
          // owner's network is not the customer's.
          buyer: { phone: phoneKey(request.body.customer.phone), network: null },
          limits: NO_CAPS,
          publicUrl: config.publicUrl,
          shopName: shop.name,
          paymentWindowMs: config.orderPaymentWindowMs,
          takenBy: actorId,
        });
        return { kind: 'placed' as const, body };
      });
      const status = outcome.kind === 'replay' ? outcome.statusCode : 201;
      const body =
        status === 201 ? withPayBy(outcome.body, config.orderPaymentWindowMs) : outcome.body;
      if (outcome.kind === 'placed') request.log.info('order taken by the admin');
      // The stored answer as text, byte for byte what a retry replays (as POST /api/orders).
      return (reply as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );

  app.put(
    '/api/admin/orders/:id/contents',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderContentsSchema,
        response: { 200: adminOneOrderSchema, 422: errorBodySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const shop = await app.shopSettings.current();
      await editOrderContents(app.db, id, request.body, request.user!.id, {
        store: app.catalogue,
        snapshot: await app.catalogue.current(),
        rates: deliveryRatesOf(shop),
        shopName: shop.name,
        publicUrl: config.publicUrl,
      });
      request.log.info({ order: id }, 'order contents changed by the admin');
      // A Wave session opened for the old total can no longer be paid (docs/decisions/0234).
      if (wave) await expireOtherAmountSessions(app.db, wave, id);
      const order = await readOrder(app.db, id, config.orderPaymentWindowMs);
      if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
      return { order };
    },
  );
};
