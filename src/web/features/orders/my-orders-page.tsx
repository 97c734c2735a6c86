import type { MyOrder } from '@shared/api/orders.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { formatPrice } from '@shared/format/money.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Spinner } from '~/components/account/protected';
import { LinkButton } from '~/components/ui/link-button';
import { Button } from '~/components/ui/button';
import { apiGet } from '~/lib/api';
import { QueryProvider } from '~/lib/query-client';
import { HowToPayPanel } from '~/components/payment/how-to-pay-panel';
import { ClaimGuestOrders } from './claim-guest-orders';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotals } from '~/components/order/order-totals';

/** The messages of the account's orders page. */
export const MY_ORDERS_MESSAGES = {
  empty: "Vous n'avez pas encore de commandes",
  loadFailed: 'Impossible de charger vos commandes',
} as const;

export const myOrdersQuery = queryOptions({
  queryKey: ['orders', 'mine'],
  queryFn: ({ signal }) =>
    apiGet<{ orders: MyOrder[]; confirmedPhone: string | null }>('/api/orders/mine', { signal }),
});

function OrderCard({ order }: { order: MyOrder }) {
  const headingId = `commande-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-black/10 bg-white">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-black/10 p-4 sm:p-5">
        <div>
          <h2 id={headingId} className="font-bold">
            Commande du <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </h2>
          <p className="mt-1 text-sm text-neutral-700">
            Référence{' '}
            <span className="font-mono font-semibold tracking-wider text-ink">
              {order.reference}
            </span>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {order.payment && (
        <div className="border-b border-black/10 p-3 sm:p-5">
          {/* The owner's session proves the order: 'Payer avec Wave' sends no phone. */}
          <HowToPayPanel payment={order.payment} headingLevel="h3" />
        </div>
      )}
      <div className="overflow-x-auto px-4 sm:px-5">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Articles de la commande {order.reference}</caption>
          <thead>
            <tr className="border-b border-black/10 text-xs tracking-wider text-neutral-700 uppercase">
              <th scope="col" className="py-3 pr-3 font-semibold">
                Produit
              </th>
              {/* On a phone, size and quantity go under the name: four columns left the name a
                  word per line. */}
              <th scope="col" className="px-2 py-3 font-semibold max-sm:hidden">
                Taille
              </th>
              <th scope="col" className="px-2 py-3 text-center font-semibold max-sm:hidden">
                Quantité
              </th>
              <th scope="col" className="py-3 pl-2 text-right font-semibold">
                Prix
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-black/5">
            {order.items.map((item) => (
              <tr key={`${item.productId}-${item.size}`}>
                <td className="py-3 pr-3">
                  <div className="flex items-center gap-3">
                    <img
                      src={item.image}
                      alt=""
                      width={40}
                      height={50}
                      loading="lazy"
                      decoding="async"
                      className="h-12 w-10 shrink-0 rounded bg-sand object-cover"
                    />
                    <span>
                      <span className="font-medium">{item.name}</span>
                      <span className="block text-xs text-neutral-700 sm:hidden">
                        Taille {item.size} · Quantité {item.quantity}
                      </span>
                    </span>
                  </div>
                </td>
                <td className="px-2 py-3 max-sm:hidden">{item.size}</td>
                <td className="px-2 py-3 text-center max-sm:hidden">{item.quantity}</td>
                <td className="py-3 pl-2 text-right whitespace-nowrap">
                  {formatPrice(item.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderTotals
        order={{ ...order, subtotal: undefined }}
        className="space-y-1.5 border-t border-black/10 p-4 sm:p-5"
      />
    </article>
  );
}

function MyOrders() {
  const { data, isPending, isError, refetch, isFetching } = useQuery(myOrdersQuery);
  if (isPending) return <Spinner className="py-16" />;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-5 text-red-900">
        <p className="font-semibold">{MY_ORDERS_MESSAGES.loadFailed}</p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          Réessayer
        </Button>
      </div>
    );
  }
  const claim = <ClaimGuestOrders confirmedPhone={data.confirmedPhone} />;
  if (data.orders.length === 0) {
    return (
      <>
        {claim}
        <div className="rounded-lg border border-black/10 p-8 text-center">
          <p className="font-semibold">{MY_ORDERS_MESSAGES.empty}</p>
          <LinkButton to="/" className="mt-5">
            Découvrir la boutique
          </LinkButton>
        </div>
      </>
    );
  }
  return (
    <>
      {claim}
      <ol className="space-y-5">
        {data.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * /orders ('Mes Commandes'): the signed-in shopper's orders, newest first; how to pay each one
 * still unpaid (ADR 0144).
 */
export default function MyOrdersPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="display-title mb-8 text-2xl sm:text-3xl">Mes Commandes</h1>
      <QueryProvider>
        <MyOrders />
      </QueryProvider>
    </div>
  );
}
