/**
 * Order facts shared by the database schema (its checks are built from these arrays), the API
 * schemas and every screen that shows an order. One list each; nothing repeats them by hand.
 */

/** Order statuses, in the order the admin's dropdown lists them. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'paid',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses of an order whose money came in (Wave or confirmed by hand): every step after
 * payment. 'pending' is not money yet; 'cancelled' is no sale (docs/decisions/0169).
 */
export const PAID_STATUSES = [
  'paid',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** The admin's labels of the order statuses. */
export const ADMIN_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'En attente',
  processing: 'En traitement',
  shipped: 'Expédiée',
  paid: 'Payée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};

/** What the customer sees on /orders and /suivi: each real status its own label. */
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

/**
 * What one order may take from the stock (docs/decisions/0100): a shopper buys a few pieces of a
 * garment, not a shelf. Larger orders (a team, a wedding) go through WhatsApp with the owner.
 * The cart allows more (QUANTITY_MAX) so a saved cart still loads; the checkout says why it stops.
 */
export const ORDER_LINE_UNITS_MAX = 10;
export const ORDER_UNITS_MAX = 30;

export const ORDER_LIMIT_MESSAGES = {
  line: `La quantité doit être comprise entre 1 et ${ORDER_LINE_UNITS_MAX}`,
  lineTotal: (name: string, size: string) =>
    `Pas plus de ${ORDER_LINE_UNITS_MAX} pièces de « ${name} » (taille ${size}) par commande.`,
  order: `Une commande ne peut pas dépasser ${ORDER_UNITS_MAX} pièces. Pour une commande plus importante, écrivez-nous sur WhatsApp.`,
  explanation: `Pour que chacun trouve sa taille, une commande compte au plus ${ORDER_LINE_UNITS_MAX} pièces par article et ${ORDER_UNITS_MAX} pièces en tout. Pour une commande plus importante, écrivez-nous sur WhatsApp.`,
} as const;

/** True when lines (as the cart holds them) fit in one order. */
export function fitsInOneOrder(lines: readonly { quantity: number }[]): boolean {
  return (
    lines.every((line) => line.quantity <= ORDER_LINE_UNITS_MAX) &&
    lines.reduce((sum, line) => sum + line.quantity, 0) <= ORDER_UNITS_MAX
  );
}
