/**
 * Shop constants. The name and the contact and payment details are settings, set
 * through the environment: see shop-settings.ts.
 */
export const SHOP = {
  cartStorageKey: 'laguneCart',
  publicUrl: 'http://localhost:3000',
  city: 'Abidjan',
  postalCode: '00225',
  /** Free delivery in Côte d'Ivoire from this order total, FCFA. */
  freeDeliveryThreshold: 50_000,
  /** One return window used by the banner, the FAQ and the returns page. */
  returnWindowDays: 30,
  firstPurchaseDiscountPercent: 10,
  delivery: {
    abidjan: '1-2 jours ouvrables',
    interior: '2-5 jours ouvrables',
    abroad: '7-14 jours ouvrables',
  },
  refundDelay: '5-10 jours ouvrables',
  /** What the shop really accepts, shown in the footer (ADR 0164). */
  paymentMethods: ['Wave'],
} as const;

/** `50.000 CFA` as the spec writes the threshold in the banner. */
export const FREE_DELIVERY_LABEL = '50.000 CFA';
