import { and, desc, eq, getTableColumns, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myOrderSchema } from '../../shared/api/orders.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { phoneKey } from '../../shared/schemas/order.ts';
import { maskPhone } from '../auth/mfa.ts';
import { catalogueProducts, orderItems, orders, ordersInfo, users } from '../db/schema.ts';
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
          200: z.object({
            orders: z.array(myOrderSchema),
            /** The account's phone once confirmed by an SMS code, masked; null before. */
            confirmedPhone: z.string().nullable(),
          }),
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = request.user!.id;
      const [account] = await app.db
        .select({ phone: users.phone, confirmedAt: users.phoneConfirmedAt })
        .from(users)
        .where(eq(users.id, userId));
      const phone = account?.confirmedAt ? account.phone : null;
      // The account's orders, and those placed without an account with its confirmed phone.
      const placedAsGuest = phone
        ? and(
            isNull(orders.userId),
            inArray(
              orders.id,
              app.db
                .select({ id: ordersInfo.id })
                .from(ordersInfo)
                .where(eq(ordersInfo.phoneKey, phoneKey(phone))),
            ),
          )
        : undefined;
      const confirmedPhone = phone ? maskPhone(phone) : null;
      const mine = await app.db
        .select({
          ...getTableColumns(orders),
          payBy: payDeadline(app.config.orderPaymentWindowMs),
        })
        .from(orders)
        .where(or(eq(orders.userId, userId), placedAsGuest))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(MY_ORDERS_LIMIT);
      if (mine.length === 0) return { orders: [], confirmedPhone };
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
        confirmedPhone,
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
