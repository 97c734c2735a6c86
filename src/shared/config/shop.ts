/**
 * Shop constants a shop owner would change (DESIGN §1). The server can override the
 * contact/payment values through environment variables (see src/server/config.ts); the
 * defaults here are what the prerendered pages show.
 */
export const SHOP = {
  name: 'LAGUNE',
  cartStorageKey: 'laguneCart',
  wavePhone: '+225 07 00 00 00 00',
  email: 'contact@lagune.ci',
  phone: '+225 27 20 00 00 00',
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
  paymentMethods: ['Visa', 'MasterCard', 'PayPal', 'Orange Money', 'Wave'],
} as const;

/** `50.000 CFA` as the spec writes the threshold in the banner. */
export const FREE_DELIVERY_LABEL = '50.000 CFA';
