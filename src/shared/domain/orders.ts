/**
 * Order facts shared by the database schema (its checks are built from these arrays), the API
 * schemas and every screen that shows an order. One list each; nothing repeats them by hand.
 */

/** Order statuses (DESIGN §5), in the order the admin's dropdown lists them. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'paid',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The admin's labels (SPEC §4 'Order statuses'). */
export const ADMIN_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'En attente',
  processing: 'En traitement',
  shipped: 'Expédiée',
  paid: 'Payée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};

/** What the customer sees on /orders and /suivi: each real status its own label (DESIGN §3). */
export const CUSTOMER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'En attente',
  processing: 'En cours',
  shipped: 'Expédiée',
  paid: 'Payée',
  delivered: 'Complétée',
  cancelled: 'Annulée',
};

/** Colour family of a status chip for the customer (delivered green, processing yellow, cancelled red). */
export const STATUS_TONES: Record<
  OrderStatus,
  'neutral' | 'info' | 'success' | 'warning' | 'danger'
> = {
  pending: 'neutral',
  processing: 'warning',
  shipped: 'info',
  paid: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

// A line's quantity bounds live with the cart line (the storefront's first load reads them there
// without this module's labels); re-exported for the order code that reads them from here.
export { QUANTITY_MAX, QUANTITY_MIN } from './cart.ts';

/** Lines in one order: more is refused by the API with a French message. */
export const MAX_ORDER_LINES = 20;
