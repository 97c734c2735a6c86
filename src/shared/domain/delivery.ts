import { SHOP } from '../config/shop.ts';
import { formatPrice } from '../format/money.ts';

export const DELIVERY_ZONE_IDS = ['abidjan', 'interior', 'west-africa', 'world'] as const;
export type DeliveryZoneId = (typeof DELIVERY_ZONE_IDS)[number];

export interface DeliveryZone {
  id: DeliveryZoneId;
  name: string;
  detail: string;
  /** Delivery fee in FCFA below the free-delivery threshold. */
  fee: number;
  delay: string;
  /** Free delivery from SHOP.freeDeliveryThreshold applies in Côte d'Ivoire only (the banner says so). */
  freeAboveThreshold: boolean;
}

/**
 * The one table of delivery zones and fees: /shipping shows it, the checkout dialog offers it and
 * the server charges from it (DESIGN §3), so page, dialog and order can never disagree.
 * Delays come from the shop config so the FAQ and this table agree too.
 */
export const DELIVERY_ZONES: readonly DeliveryZone[] = [
  {
    id: 'abidjan',
    name: 'Abidjan',
    detail: 'Toutes les communes du district, de Bingerville à Songon',
    fee: 1_500,
    delay: SHOP.delivery.abidjan,
    freeAboveThreshold: true,
  },
  {
    id: 'interior',
    name: "Reste de la Côte d'Ivoire",
    detail: 'Bouaké, Yamoussoukro, San-Pédro, Korhogo, Daloa et toutes les autres villes',
    fee: 3_000,
    delay: SHOP.delivery.interior,
    freeAboveThreshold: true,
  },
  {
    id: 'west-africa',
    name: "Afrique de l'Ouest et Centrale",
    detail: 'Sénégal, Cameroun, Bénin, Togo, Mali',
    fee: 12_000,
    delay: SHOP.delivery.abroad,
    freeAboveThreshold: false,
  },
  {
    id: 'world',
    name: 'Europe et Amérique du Nord',
    detail: 'France, Belgique, États-Unis, Canada',
    fee: 25_000,
    delay: SHOP.delivery.abroad,
    freeAboveThreshold: false,
  },
];

export function getDeliveryZone(id: DeliveryZoneId): DeliveryZone {
  const zone = DELIVERY_ZONES.find((z) => z.id === id);
  if (!zone) throw new Error(`Zone de livraison inconnue : ${id}`);
  return zone;
}

/** The fee for a zone and a subtotal (integer FCFA): free in Côte d'Ivoire from the threshold. */
export function deliveryFee(zoneId: DeliveryZoneId, subtotal: number): number {
  const zone = getDeliveryZone(zoneId);
  return zone.freeAboveThreshold && subtotal >= SHOP.freeDeliveryThreshold ? 0 : zone.fee;
}

/** What the product page and the cart tell a shopper about delivery in Abidjan, from the table. */
export interface DeliveryHint {
  /** Fee in Abidjan below the threshold, FCFA. */
  fee: number;
  delay: string;
  /** Order total from which delivery is free in Côte d'Ivoire, FCFA. */
  freeFrom: number;
}

/**
 * The Abidjan hint, read by the pages' build-time loaders: the page gets three numbers in its
 * HTML instead of the zones table in its JavaScript.
 */
export function abidjanDelivery(): DeliveryHint {
  const zone = getDeliveryZone('abidjan');
  return { fee: zone.fee, delay: zone.delay, freeFrom: SHOP.freeDeliveryThreshold };
}

/** The product page's delivery line, built at build time (the page's loader) from the table. */
export function deliveryNote(hint: DeliveryHint = abidjanDelivery()): string {
  return `Livraison à ${SHOP.city} : ${formatPrice(hint.fee)} (${hint.delay}), offerte en Côte d'Ivoire dès ${formatPrice(hint.freeFrom)} d'achat.`;
}
