import type { OrderZoneId } from '@shared/domain/delivery.ts';
import { getDeliveryZone } from '@shared/domain/delivery.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { formatPrice } from '@shared/format/money.ts';
import { OrderStatusBadge } from './order-status-badge';
import type { TrackedOrder } from '@shared/api/orders.ts';

function zoneName(id: OrderZoneId): string {
  try {
    return getDeliveryZone(id).name;
  } catch {
    return id;
  }
}

/** A found order: status, date, lines, delivery and total (no contact details: the API has none). */
export function TrackedOrderCard({ order }: { order: TrackedOrder['order'] }) {
  return (
    <article
      aria-labelledby="commande-trouvee"
      className="rounded-lg border border-black/10 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="commande-trouvee" className="text-lg font-bold">
          Commande <span className="font-mono tracking-wider">{order.reference}</span>
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        Passée le <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </p>
      <ul className="mt-4 divide-y divide-black/10 border-y border-black/10">
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.size}`} className="flex gap-3 py-3">
            {item.image && (
              <img
                src={item.image}
                alt=""
                width={48}
                height={60}
                loading="lazy"
                decoding="async"
                className="h-15 w-12 shrink-0 rounded bg-sand object-cover"
              />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{item.name}</p>
              <p className="text-neutral-700">
                Taille {item.size} · {item.quantity} × {formatPrice(item.price)}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold">{formatPrice(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Sous-total</dt>
          <dd className="font-semibold whitespace-nowrap">{formatPrice(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Livraison ({zoneName(order.deliveryZone)})</dt>
          <dd className="font-semibold whitespace-nowrap">
            {order.deliveryFee === 0 ? 'Offerte' : formatPrice(order.deliveryFee)}
          </dd>
        </div>
        {order.discount > 0 && (
          <div className="flex justify-between gap-4 text-lagoon">
            <dt>Code promo de bienvenue</dt>
            <dd className="font-semibold whitespace-nowrap">-{formatPrice(order.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-black/10 pt-2 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-extrabold whitespace-nowrap">{formatPrice(order.totalAmount)}</dd>
        </div>
      </dl>
    </article>
  );
}
