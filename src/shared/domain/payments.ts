/**
 * Wave Checkout's records (ADR 0143). What the owner must look at on an order: money Wave says it
 * received that does not match the order (amount or currency), that came after the order was
 * cancelled or released, or a second payment of an order already paid.
 */
export const PAYMENT_ISSUES = ['mismatch', 'late', 'twice'] as const;
export type PaymentIssue = (typeof PAYMENT_ISSUES)[number];

/**
 * A checkout session as we last knew it: 'opening' while Wave is asked for it (recorded first, so
 * the release job sees it coming), then open until Wave says it completed or expired.
 */
export const CHECKOUT_STATUSES = ['opening', 'open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** What a payment event (a webhook, or reconciliation's look at a session) did. */
export const PAYMENT_EVENT_OUTCOMES = [
  'paid',
  'already_paid',
  'mismatch',
  'late',
  'twice',
  'unknown_reference',
  /** The session is stored for another order than its reference names (docs/decisions/0172). */
  'wrong_session',
  'ignored',
  /** Wave is asked to refund a flagged payment: the order cannot be restored meanwhile (0182). */
  'refunding',
  /** The owner gave a flagged payment back, through Wave or by hand (docs/decisions/0182). */
  'refunded',
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/**
 * How money the owner received outside Wave Checkout came in ('Paiement reçu', ADR 0190), and the
 * admin's French label of each.
 */
export const PAYMENT_MEANS = [
  'cash',
  'orange_money',
  'mtn_momo',
  'moov_money',
  'transfer',
  'other',
] as const;
export type PaymentMeans = (typeof PAYMENT_MEANS)[number];

export const PAYMENT_MEANS_LABELS: Record<PaymentMeans, string> = {
  cash: 'Espèces',
  orange_money: 'Orange Money',
  mtn_momo: 'MTN MoMo',
  moov_money: 'Moov Money',
  transfer: 'Virement',
  other: 'Autre',
};
