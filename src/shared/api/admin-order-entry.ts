import { z } from '../schemas/zod.ts';
import { CART_MAX_LINES } from '../domain/cart.ts';
import {
  customerSchema,
  deliverySchema,
  orderLineSchema,
  orderRequestWithoutPromoSchema,
  requireAddressForDelivery,
} from '../schemas/order.ts';

/**
 * Body of POST /api/admin/orders (docs/decisions/0198): an order the owner takes for a customer
 * who ordered on WhatsApp or by phone. The shopper's order without a promo code: the server prices
 * it from the database and takes the stock as for any order.
 */
export const adminNewOrderSchema = orderRequestWithoutPromoSchema;
export type AdminNewOrder = z.output<typeof adminNewOrderSchema>;
export type AdminNewOrderInput = z.input<typeof adminNewOrderSchema>;

/**
 * 200 of GET /api/admin/pickup-shops: the shops that allow pick-up now, what 'Nouvelle commande'
 * offers to the owner and to a vendeur (docs/decisions/0231). Name and address only.
 */
export const adminPickupShopsSchema = z.object({
  shops: z.array(z.object({ name: z.string(), address: z.string() })),
});
export type AdminPickupShops = z.infer<typeof adminPickupShopsSchema>;

/**
 * Body of PUT /api/admin/orders/:id/contents (docs/decisions/0199): the whole new list of an
 * order not yet shipped, its address and zone. Prices and totals are the server's.
 */
export const orderContentsSchema = requireAddressForDelivery(
  z.object(
    {
      items: z
        .array(orderLineSchema, { error: 'La commande doit garder au moins un article' })
        .min(1, { error: 'La commande doit garder au moins un article' })
        .max(CART_MAX_LINES, {
          error: `Une commande ne peut pas dépasser ${CART_MAX_LINES} articles différents`,
        }),
      /** None for pick-up (docs/decisions/0221). */
      address: customerSchema.shape.address,
      delivery: deliverySchema,
    },
    { error: 'La modification de la commande est incomplète' },
  ),
  (value) => ({ zone: value.delivery?.zone, address: value.address }),
  ['address'],
);
export type OrderContents = z.output<typeof orderContentsSchema>;
export type OrderContentsInput = z.input<typeof orderContentsSchema>;

/** Only these can still change: nothing has left the shop (docs/decisions/0199). */
export const EDITABLE_STATUSES = ['pending', 'paid', 'processing'] as const;

export const ORDER_ENTRY_TEXT = {
  notEditable:
    'Cette commande ne peut plus être modifiée : seules les commandes en attente, payées ou en préparation le peuvent.',
  pickupOnlyWhenOrdered:
    'Le retrait en boutique se choisit à la commande : enregistrez une nouvelle commande pour un retrait.',
  unknownProduct: (id: string) => `Ce produit n’existe pas dans la boutique (${id.slice(0, 60)}).`,
  unknownSize: (size: string, name: string) => `La taille ${size} n’existe pas pour « ${name} ».`,
  short: (name: string, size: string, available: number) =>
    `Stock insuffisant : « ${name} » en taille ${size}, ${
      available === 0 ? 'il n’en reste plus' : `il n’en reste que ${available} de plus`
    }.`,
} as const;
