import { DEFAULT_SMS_COUNTRIES, type DeliveryZoneId } from '../domain/delivery-zones.ts';
import { DEFAULT_SHOP_CONTACT, type ShopContact } from './shop-contact.ts';
import { FREE_DELIVERY_LABEL, SHOP } from './shop.ts';

export { DEFAULT_SHOP_CONTACT, type ShopContact } from './shop-contact.ts';

/** Delivery fee per zone, whole FCFA (the zones' names and delays stay in code). */
export type DeliveryFees = Record<DeliveryZoneId, number>;

/**
 * What a shop owner sets and every page, e-mail and API answer shows: one set of values, saved in
 * the database from the admin's Paramètres tab (ADR 0134, 0140). The environment's values and the
 * constants below are only the first-start defaults.
 */
export interface ShopSettings extends ShopContact {
  /** The announcement bar's text, on every storefront page. */
  announcement: string;
  deliveryFees: DeliveryFees;
  /** Order subtotal from which delivery is free in Côte d'Ivoire, whole FCFA. */
  freeDeliveryThreshold: number;
  /** The shop's Wave Business payment link ('' when it has none); `{amount}` is replaced. */
  wavePaymentLink: string;
  /** At or under this many units a size is 'Stock bas' in the admin (ADR 0190); admin only. */
  lowStockThreshold: number;
  /** The countries (ISO codes) whose mobiles get the order SMS and codes (ADR 0197). */
  smsCountries: string[];
}

/** The environment variables behind ShopSettings, in the order the README lists them. */
export const SHOP_SETTINGS_VARIABLES = [
  'SHOP_NAME',
  'WAVE_NUMBER',
  'WHATSAPP_NUMBER',
  'SHOP_EMAIL',
  'SHOP_PHONE',
  'WAVE_PAYMENT_LINK',
] as const;

export const DEFAULT_DELIVERY_FEES: DeliveryFees = {
  abidjan: 1_500,
  interior: 3_000,
  'west-africa': 12_000,
  world: 25_000,
};

/** The spec's banner: free delivery in Côte d'Ivoire from 50.000 CFA, and easy returns. */
export const DEFAULT_ANNOUNCEMENT = `Livraison gratuite en Côte d'Ivoire dès ${FREE_DELIVERY_LABEL} d'achat · Retours faciles sous ${SHOP.returnWindowDays} jours`;

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_CONTACT,
  announcement: DEFAULT_ANNOUNCEMENT,
  deliveryFees: DEFAULT_DELIVERY_FEES,
  freeDeliveryThreshold: SHOP.freeDeliveryThreshold,
  wavePaymentLink: '',
  lowStockThreshold: 2,
  smsCountries: [...DEFAULT_SMS_COUNTRIES],
};
