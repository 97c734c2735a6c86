import type { DeliveryFees, ShopSettings } from '../config/shop-settings.ts';
import { SHOP } from '../config/shop.ts';
import { formatPrice } from '../format/money.ts';

import type { DeliveryZoneId, OrderZoneId } from './delivery-zones.ts';

export {
  DELIVERY_ZONE_IDS,
  ORDER_ZONE_IDS,
  ZONE_COUNTRIES,
  type DeliveryZoneId,
  type OrderZoneId,
} from './delivery-zones.ts';

export interface DeliveryZone<Id extends OrderZoneId = DeliveryZoneId> {
  id: Id;
  name: string;
  detail: string;
  delay: string;
  /** Free delivery from the shop's threshold applies in Côte d'Ivoire only (the banner says so). */
  freeAboveThreshold: boolean;
}

/**
 * The one table of delivery zones: /shipping shows it, the checkout dialog offers it and the
 * server charges from it. Names and delays are code (the FAQ says the same delays);
 * the fees and the free-delivery threshold are the owner's settings (`DeliveryRates`, ADR 0140),
 * so page, dialog and order read them from the same saved values and can never disagree.
 */
export const DELIVERY_ZONES: readonly DeliveryZone[] = [
  {
    id: 'abidjan',
    name: 'Abidjan',
    detail: 'Toutes les communes du district, de Bingerville à Songon',
    delay: SHOP.delivery.abidjan,
    freeAboveThreshold: true,
  },
  {
    id: 'interior',
    name: "Reste de la Côte d'Ivoire",
    detail: 'Bouaké, Yamoussoukro, San-Pédro, Korhogo, Daloa et toutes les autres villes',
    delay: SHOP.delivery.interior,
    freeAboveThreshold: true,
  },
  {
    id: 'west-africa',
    name: "Afrique de l'Ouest et Centrale",
    detail: 'Sénégal, Cameroun, Bénin, Togo, Mali',
    delay: SHOP.delivery.abroad,
    freeAboveThreshold: false,
  },
  {
    id: 'world',
    name: 'Europe et Amérique du Nord',
    detail: 'France, Belgique, États-Unis, Canada',
    delay: SHOP.delivery.abroad,
    freeAboveThreshold: false,
  },
];

/**
 * Collected in a shop that allows it, free (docs/decisions/0206): offered only while at least one
 * of the owner's shops has 'retrait possible' (src/shared/content/shop-content.ts).
 */
export const PICKUP_ZONE: DeliveryZone<'pickup'> = {
  id: 'pickup',
  name: 'Retrait en boutique',
  detail: 'Dans la boutique de votre choix, dès que votre commande est prête',
  delay: 'Dès réception du paiement',
  freeAboveThreshold: false,
};

/** Where an order goes, for a pick-up order that keeps no address (docs/decisions/0231). */
export const PICKUP_PLACE_PREFIX = 'Retrait à ';
export const pickupPlace = (shop: string) => `${PICKUP_PLACE_PREFIX}${shop}`;

export function getDeliveryZone(id: OrderZoneId): DeliveryZone<OrderZoneId> {
  const zone = id === 'pickup' ? PICKUP_ZONE : DELIVERY_ZONES.find((z) => z.id === id);
  if (!zone) throw new Error(`Zone de livraison inconnue : ${id}`);
  return zone;
}

/**
 * A zone's name for an order's summary, its CSV and its pages; an id the table no longer has (an
 * old order's) shows as it was stored rather than breaking the page.
 */
export function zoneName(id: string): string {
  if (id === PICKUP_ZONE.id) return PICKUP_ZONE.name;
  return DELIVERY_ZONES.find((z) => z.id === id)?.name ?? id;
}

/**
 * What the customer pays, FCFA: the subtotal, less the discount, plus delivery. Free delivery is
 * decided on the subtotal before the discount (docs/decisions/0055). The server prices the order
 * with it; the checkout shows the same sum before sending.
 */
export function orderTotal({
  subtotal,
  discount,
  deliveryFee,
}: {
  subtotal: number;
  discount: number;
  deliveryFee: number;
}): number {
  return subtotal - discount + deliveryFee;
}

/** The fees and threshold the shop charges now: from its settings, never from the browser. */
export interface DeliveryRates {
  fees: DeliveryFees;
  /** Order subtotal from which delivery is free in Côte d'Ivoire, FCFA. */
  freeFrom: number;
  /** The shops where an order can be collected now (none: pick-up is not offered, ADR 0206). */
  pickupShops?: readonly string[];
}

export function deliveryRatesOf(
  settings: Pick<ShopSettings, 'deliveryFees' | 'freeDeliveryThreshold'>,
): DeliveryRates {
  return { fees: settings.deliveryFees, freeFrom: settings.freeDeliveryThreshold };
}

/** The fee for a zone and a subtotal (integer FCFA): free in Côte d'Ivoire from the threshold. */
export function deliveryFee(zoneId: OrderZoneId, subtotal: number, rates: DeliveryRates): number {
  if (zoneId === 'pickup') return 0;
  const zone = getDeliveryZone(zoneId);
  return zone.freeAboveThreshold && subtotal >= rates.freeFrom ? 0 : rates.fees[zoneId];
}

/** What is left to spend for free delivery to a zone (0: free already, or never free there). */
export function missingForFreeDelivery(
  zoneId: OrderZoneId,
  subtotal: number,
  rates: DeliveryRates,
): number {
  return getDeliveryZone(zoneId).freeAboveThreshold && deliveryFee(zoneId, subtotal, rates) > 0
    ? rates.freeFrom - subtotal
    : 0;
}

/** The product page's delivery line, written by its loader on the server from the current rates. */
export function deliveryNote(rates: DeliveryRates): string {
  return `Livraison à ${SHOP.city} : ${formatPrice(rates.fees.abidjan)} (${SHOP.delivery.abidjan}), offerte en Côte d'Ivoire dès ${formatPrice(rates.freeFrom)} d'achat.`;
}
