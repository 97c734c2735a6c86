/** The delivery zones' ids (the fees per zone are shop settings: src/shared/config/shop-settings.ts). */
export const DELIVERY_ZONE_IDS = ['abidjan', 'interior', 'west-africa', 'world'] as const;
export type DeliveryZoneId = (typeof DELIVERY_ZONE_IDS)[number];
