import { z } from '../schemas/zod.ts';
import { ORDER_ZONE_IDS } from '../domain/delivery.ts';
import { ORDER_STATUSES } from '../domain/orders.ts';

/** One line of an order as the API returns it: unit price and line total from the catalogue. */
export const orderLineResponseSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  lineTotal: z.number().int(),
});

export const orderSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  items: z.array(orderLineResponseSchema),
  subtotal: z.number().int(),
  deliveryZone: z.enum(ORDER_ZONE_IDS),
  deliveryFee: z.number().int(),
  /** Welcome-code discount (10 % of the subtotal, rounded down), 0 without a code. */
  discount: z.number().int(),
  totalAmount: z.number().int(),
});

/**
 * How to pay an order still waiting for its payment (ADR 0144): the 201 of POST
 * /api/orders, and /suivi's and 'Mes commandes' answers while the order is 'pending'.
 */
export const orderPaymentSchema = z.object({
  method: z.literal('wave'),
  /** The shop's Wave number, as configured on the server. */
  number: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  /** The shop's Wave Business payment link with the amount, when the shop has one. */
  link: z.string().optional(),
  /** The shop's WhatsApp number, digits only, for the proof of payment. */
  whatsapp: z.string(),
  /** Wave Checkout is configured: 'Payer avec Wave' asks the server for a checkout session. */
  checkout: z.boolean(),
  /**
   * When the order is cancelled if still unpaid (ISO time): the payment window, or the owner's
   * extension. Absent when the shop keeps unpaid orders (ORDER_PAYMENT_WINDOW=0).
   */
  payBy: z.string().optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** 201 of POST /api/orders. */
export const createdOrderSchema = z.object({
  order: orderSummarySchema,
  payment: orderPaymentSchema,
});

export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/**
 * Where a pick-up order is collected (docs/decisions/0220): the shop's name, address, hours
 * (one line per opening), phone and map link ('' when none), as they were when it was ordered.
 */
export const pickupShopSchema = z.object({
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string(),
  mapUrl: z.string(),
});
export type PickupShop = z.infer<typeof pickupShopSchema>;
/** The snapshot kept with the order, beside its shop's name. */
export type PickupShopDetails = Omit<PickupShop, 'name'>;

/** 200 of POST /api/orders/track: what a guest may see of an order (no contact details). */
export const trackedOrderSchema = z.object({
  order: orderSummarySchema.omit({ id: true }).extend({
    /** A pick-up order's shop, for the shopper to know where to go; absent when delivered. */
    pickupShop: pickupShopSchema.optional(),
  }),
  /** How to pay it, only while it is unpaid ('pending'). */
  payment: orderPaymentSchema.optional(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** One of the signed-in customer's orders (GET /api/orders/mine): how to pay it while unpaid. */
export const myOrderSchema = orderSummarySchema.extend({ payment: orderPaymentSchema.optional() });
export type MyOrder = z.infer<typeof myOrderSchema>;
