import { formatDateTime } from '@shared/format/date.ts';
import { formatPrice } from '@shared/format/money.ts';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotals } from '~/components/order/order-totals';
import type { TrackedOrder } from '@shared/api/orders.ts';
import { PickupShopDetails } from '~/components/order/pickup-shop';

/**
 * A found order: status, date, lines, delivery and total (no contact details: the API has none);
 * a pick-up order says where to collect it.
 */
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
      {order.pickupShop && (
        <section
          aria-labelledby="commande-retrait"
          className="mt-4 rounded-md bg-sand p-4 text-sm leading-relaxed"
        >
          <h3 id="commande-retrait" className="font-bold">
            À retirer à {order.pickupShop.name}
          </h3>
          <p className="mb-2 text-neutral-700">Retrait gratuit, dès réception de votre paiement.</p>
          <PickupShopDetails shop={order.pickupShop} />
        </section>
      )}
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
      <OrderTotals order={order} className="mt-3 space-y-2" />
    </article>
  );
}
