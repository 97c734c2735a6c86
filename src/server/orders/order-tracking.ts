import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrackedOrder } from '../../shared/api/orders.ts';
import { phoneKey } from '../../shared/schemas/order.ts';
import { hashSecret } from '../auth/codes.ts';
import { catalogueProducts, orderItems, orders, ordersInfo } from '../db/schema.ts';
import { clientNetwork } from '../http/client-network.ts';
import { Throttle } from '../http/throttle.ts';
import { describeItem, itemColumns, productOfItem } from './describe-item.ts';
import { currentPaymentSettings, paymentWhileUnpaid } from './order-payment.ts';
import { payDeadline } from './payment-window.ts';
import { REFERENCE_PATTERN } from './order-reference.ts';
import { pickupShopOfRow } from './pickup.ts';

export const TRACK_NOT_FOUND = 'Commande introuvable';
/** Searches per IP, whichever way they come (the JSON API or the /suivi page's plain form). */
export const TRACK_IP_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;
export const TRACK_IP_MESSAGE =
  'Trop de recherches de commande. Veuillez réessayer dans quelques minutes.';
/**
 * Wrong phones per order reference and client network (an IPv4 address, an IPv6 /64), /suivi and
 * the Wave checkout together (docs/decisions/0157). Counted per reference alone, a stranger's
 * nine wrong phones refused the guest's right one for an hour; per network, the right phone from
 * another network always gets through, and a network that failed too often is refused. A right
 * answer starts its network's count again.
 */
export const TRACK_REFERENCE_LIMIT = { max: 8, windowMs: 3_600_000 } as const;
export const TRACK_REFERENCE_MESSAGE =
  'Trop de recherches pour cette commande. Veuillez réessayer plus tard, ou écrivez-nous sur WhatsApp.';

export type TrackAnswer =
  | { kind: 'found'; order: TrackedOrder['order']; payment?: TrackedOrder['payment'] }
  /** One answer whatever was wrong (reference or phone): nothing to learn by trying. */
  | { kind: 'not-found'; message: string }
  | { kind: 'limited'; message: string; retryAfter: number };

export interface OrderTracking {
  /** Counts a search of this visitor (every one, valid or not): 0 or the seconds to wait. */
  allowance(request: FastifyRequest): Promise<number>;
  /**
   * Reference + phone (validated) → the order (how to pay it while unpaid), or 'Commande
   * introuvable'; tries counted per reference and the network of `clientIp`.
   */
  track(input: { reference: string; phone: string }, clientIp: string): Promise<TrackAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Guest order tracking and its limits, for POST /api/orders/track and the /suivi page. */
    orderTracking: OrderTracking;
  }
}

export function createOrderTracking(app: FastifyInstance): OrderTracking {
  const perIp = app.createRateLimit({ ...TRACK_IP_LIMIT, max: app.config.trackRateLimit });
  const perReference = new Throttle(
    () => app.rateCounter,
    'track-reference',
    TRACK_REFERENCE_LIMIT.max,
    TRACK_REFERENCE_LIMIT.windowMs,
  );
  const notFound = { kind: 'not-found', message: TRACK_NOT_FOUND } as const;

  return {
    async allowance(request) {
      const result = await perIp(request);
      if (result.isAllowed || !result.isExceeded) return 0;
      return Math.max(1, result.ttlInSeconds);
    },
    async track({ reference, phone }, clientIp) {
      if (!REFERENCE_PATTERN.test(reference)) return notFound;
      const key = hashSecret(`track:${reference}|${clientNetwork(clientIp)}`);
      const wait = await perReference.attempt(key);
      if (wait > 0) return { kind: 'limited', message: TRACK_REFERENCE_MESSAGE, retryAfter: wait };
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
          payBy: payDeadline(app.config.orderPaymentWindowMs),
          telephone: ordersInfo.telephone,
          pickupShop: orders.pickupShop,
          pickupShopInfo: orders.pickupShopInfo,
        })
        .from(orders)
        .innerJoin(ordersInfo, eq(ordersInfo.id, orders.id))
        .where(eq(orders.reference, reference));
      if (!order || phoneKey(order.telephone) !== phoneKey(phone)) return notFound;
      await perReference.reset(key);
      const items = await app.db
        .select(itemColumns)
        .from(orderItems)
        .leftJoin(catalogueProducts, productOfItem)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(orderItems.productId, orderItems.size);
      // How to pay it again while it is unpaid: a guest who closed the payment dialog.
      const payment = paymentWhileUnpaid(order, await currentPaymentSettings(app));
      // Where to collect it: the page's whole need of the shop (docs/decisions/0220).
      const pickupShop = pickupShopOfRow(order.pickupShop, order.pickupShopInfo);
      return {
        kind: 'found',
        ...(payment ? { payment } : {}),
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
          ...(pickupShop ? { pickupShop } : {}),
        },
      };
    },
  };
}
