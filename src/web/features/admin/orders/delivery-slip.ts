import { INFO_UNAVAILABLE, type AdminOrder } from '@shared/api/admin.ts';
import { PAID_STATUSES, type OrderStatus } from '@shared/domain/orders.ts';
import { formatPrice } from '@shared/format/money.ts';
import { NNBSP } from '@shared/format/typography.ts';

export const ADDRESS_UNSPECIFIED = 'Adresse non spécifiée';

const paid = new Set<OrderStatus>(PAID_STATUSES);

/**
 * What the courier collects at the door: nothing once the order is paid (ADR 0190), but what an
 * edit after payment added (ADR 0199).
 */
export function amountToCollect(order: AdminOrder): number {
  return paid.has(order.status) ? Math.max(order.balanceDue, 0) : order.totalAmount;
}

/** The address on Google Maps, for the courier's phone. */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** WhatsApp with the text typed and no number: the owner picks the courier in her chats. */
export function courierHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const line = (term: string, value: string) => `${term}${NNBSP}: ${value}`;

/** The slip as text, for 'Envoyer au livreur' (the printed slip shows the same facts). */
export function deliveryText(order: AdminOrder): string {
  const { customer, pickupShop } = order;
  const collect = amountToCollect(order);
  // A pick-up order has no home address: the shop it is handed out in (docs/decisions/0220).
  const where = pickupShop
    ? [line('Retrait à', [pickupShop.name, pickupShop.address].filter(Boolean).join(', '))]
    : [
        line('Adresse', customer.address ?? ADDRESS_UNSPECIFIED),
        ...(customer.address ? [line('Plan', mapHref(customer.address))] : []),
      ];
  return [
    `${pickupShop ? 'Retrait' : 'Livraison'} ${order.reference}`,
    line('Client', customer.fullName ?? INFO_UNAVAILABLE),
    line('Téléphone', customer.phone ?? INFO_UNAVAILABLE),
    ...where,
    `Articles${NNBSP}:`,
    ...order.items.map((i) => `- ${i.quantity} × ${i.name}, taille ${i.size}`),
    ...(order.instructions ? [line('Instructions', order.instructions)] : []),
    line('À encaisser', collect === 0 ? `${formatPrice(0)} (déjà payée)` : formatPrice(collect)),
  ].join('\n');
}
