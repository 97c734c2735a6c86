import type { PickupShop } from '@shared/api/orders.ts';
import { telHref } from '@shared/config/shop-contact.ts';

/**
 * Where a pick-up order is collected (docs/decisions/0220): the shop's address, hours, phone (a
 * tel: link) and map link, as they were when it was ordered; what an older order lacks is left out.
 */
export function PickupShopDetails({ shop }: { shop: PickupShop }) {
  return (
    <address className="space-y-1 not-italic">
      {shop.address && <p>{shop.address}</p>}
      {shop.hours && <p className="whitespace-pre-line text-neutral-700">{shop.hours}</p>}
      {(shop.phone || shop.mapUrl) && (
        <p className="flex flex-wrap gap-x-4">
          {shop.phone && (
            <a
              href={telHref(shop.phone)}
              className="inline-flex min-h-11 items-center font-semibold text-lagoon-dark underline underline-offset-4"
            >
              {shop.phone}
            </a>
          )}
          {shop.mapUrl && (
            <a
              href={shop.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-lagoon-dark underline underline-offset-4"
            >
              Itinéraire<span className="sr-only"> vers {shop.name} (nouvelle fenêtre)</span>
            </a>
          )}
        </p>
      )}
    </address>
  );
}
