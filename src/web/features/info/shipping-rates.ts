import { SHOP } from '@shared/config/shop.ts';

export interface ShippingZone {
  id: 'abidjan' | 'interior' | 'west-africa' | 'world';
  name: string;
  detail: string;
  /** Delivery fee in FCFA below the free-delivery threshold. */
  fee: number;
  delay: string;
  /** Free delivery from SHOP.freeDeliveryThreshold applies in Côte d'Ivoire only (the banner says so). */
  freeAboveThreshold: boolean;
}

/**
 * The one place where delivery fees live, shown by /shipping, the FAQ and the CGV.
 * Delays come from the shop config so the FAQ and this table never disagree.
 */
export const SHIPPING_ZONES: readonly ShippingZone[] = [
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
