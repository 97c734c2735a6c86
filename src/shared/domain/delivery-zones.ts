/** The delivery zones' ids (the fees per zone are shop settings: src/shared/config/shop-settings.ts). */
export const DELIVERY_ZONE_IDS = ['abidjan', 'interior', 'west-africa', 'world'] as const;
export type DeliveryZoneId = (typeof DELIVERY_ZONE_IDS)[number];

/**
 * What an order may name: a delivery zone, or 'pickup' (collected in a shop that allows it, free:
 * docs/decisions/0206). Pick-up has no fee setting and no country.
 */
export const ORDER_ZONE_IDS = [...DELIVERY_ZONE_IDS, 'pickup'] as const;
export type OrderZoneId = (typeof ORDER_ZONE_IDS)[number];

/** The countries each zone of the table delivers to (ISO 3166-1 alpha-2). */
export const ZONE_COUNTRIES: Record<DeliveryZoneId, readonly string[]> = {
  abidjan: ['CI'],
  interior: ['CI'],
  'west-africa': ['SN', 'CM', 'BJ', 'TG', 'ML'],
  world: ['FR', 'BE', 'US', 'CA'],
};

/** Côte d'Ivoire's neighbours: shoppers there order for delivery in Côte d'Ivoire. */
const NEIGHBOUR_COUNTRIES = ['GH', 'BF', 'ML', 'GN', 'LR'] as const;

/**
 * The first-start value of the 'Pays où envoyer des SMS' setting (ADR 0168, 0197): Côte d'Ivoire,
 * its neighbours and the countries of the delivery zones. Any other number (premium-rate,
 * satellite, far away) gets no SMS: each SMS costs the shop money.
 */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = [
  ...new Set(['CI', ...NEIGHBOUR_COUNTRIES, ...Object.values(ZONE_COUNTRIES).flat()]),
];
