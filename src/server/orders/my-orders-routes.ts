import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myOrderSchema } from '../../shared/api/orders.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { catalogueProducts, orderItems, orders } from '../db/schema.ts';
import { requireUser } from '../plugins/session.ts';
import { describeItem, itemColumns, productOfItem } from './describe-item.ts';
import { currentPaymentSettings, paymentWhileUnpaid } from './order-payment.ts';
import { payDeadline } from './payment-window.ts';

/** The most recent orders /orders lists (a shop's customer has far fewer). */
export const MY_ORDERS_LIMIT = 100;

/**
 * GET /api/orders/mine: the caller's orders with their items, newest first, and how to
 * pay those still unpaid.
 */
export const myOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/mine',
    {
      onRequest: requireUser('Vous devez être connecté pour voir vos commandes'),
      schema: {
        response: {
          200: z.object({ orders: z.array(myOrderSchema) }),
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const mine = await app.db
        .select({
          ...getTableColumns(orders),
          payBy: payDeadline(app.config.orderPaymentWindowMs),
        })
        .from(orders)
        .where(eq(orders.userId, request.user!.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(MY_ORDERS_LIMIT);
      if (mine.length === 0) return { orders: [] };
      const items = await app.db
        .select({ orderId: orderItems.orderId, ...itemColumns })
        .from(orderItems)
        .leftJoin(catalogueProducts, productOfItem)
        .where(
          and(
            inArray(
              orderItems.orderId,
              mine.map((o) => o.id),
            ),
          ),
        )
        .orderBy(orderItems.productId, orderItems.size);
      const settings = await currentPaymentSettings(app);
      return {
        orders: mine.map((order) => ({
          id: order.id,
          reference: order.reference,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          items: items
            .filter((item) => item.orderId === order.id)
            .map((item) => describeItem(item)),
          subtotal: order.subtotal,
          deliveryZone: order.deliveryZone,
          deliveryFee: order.deliveryFee,
          discount: order.discount,
          totalAmount: order.totalAmount,
          // How to pay it while unpaid; 'Payer avec Wave' needs no phone here (the owner's session).
          payment: paymentWhileUnpaid(order, settings),
        })),
      };
    },
  );
};
