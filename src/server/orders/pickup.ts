import type { PickupShop, PickupShopDetails } from '../../shared/api/orders.ts';
import { pickupShops, type ShopContent, type ShopInfo } from '../../shared/content/shop-content.ts';
import type { OrderRequest } from '../../shared/schemas/order.ts';
import { HttpError } from '../http/errors.ts';

export const PICKUP_MESSAGES = {
  unavailable:
    'Le retrait en boutique n’est pas possible pour le moment : choisissez une zone de livraison.',
  chooseShop: 'Choisissez la boutique où retirer votre commande.',
  unknownShop: 'Cette boutique ne propose pas le retrait : choisissez-en une autre.',
} as const;

/**
 * The shop an order is collected in (docs/decisions/0206), from the owner's shops as they are now,
 * never from the browser's word: null for a delivered order; a French 422 when no shop allows
 * pick-up, or the one named does not. What the order keeps of it: name, address, hours, phone and
 * map link as they are today (docs/decisions/0220).
 */
export function pickupShopOf(
  delivery: OrderRequest['delivery'],
  content: Pick<ShopContent, 'shops'>,
): PickupShop | null {
  const shop = chosenShop(delivery, content);
  if (!shop) return null;
  const { name, address, hours, phone, mapUrl } = shop;
  return { name, address, hours, phone, mapUrl };
}

function chosenShop(
  delivery: OrderRequest['delivery'],
  content: Pick<ShopContent, 'shops'>,
): ShopInfo | null {
  if (delivery.zone !== 'pickup') return null;
  const shops = pickupShops(content);
  const refuse = (message: string): never => {
    throw new HttpError(422, 'pickup_unavailable', message, { 'delivery.zone': message });
  };
  if (shops.length === 0) return refuse(PICKUP_MESSAGES.unavailable);
  const named = delivery.pickupShop;
  if (named === undefined) {
    if (shops.length === 1) return shops[0]!;
    return refuse(PICKUP_MESSAGES.chooseShop);
  }
  return shops.find((shop) => shop.name === named) ?? refuse(PICKUP_MESSAGES.unknownShop);
}

/**
 * A pick-up order's shop as it was when ordered (docs/decisions/0220); an order older than the
 * snapshot has its name alone.
 */
export function pickupShopOfRow(
  name: string | null,
  details: PickupShopDetails | null,
): PickupShop | null {
  if (name === null) return null;
  return { name, address: '', hours: '', phone: '', mapUrl: '', ...details };
}
