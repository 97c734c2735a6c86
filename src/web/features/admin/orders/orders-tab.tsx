import type { AdminOrder, OrderFilter } from '@shared/api/admin.ts';
import { ADMIN_SEARCH_MAX_LENGTH } from '@shared/api/admin.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { Button, buttonVariants } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { notify } from '~/lib/toast';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useExtendPaymentWindow } from '../api/extend-payment-window';
import { useSettlePayment } from '../api/settle-payment';
import { usePaymentReceived } from '../api/payment-received';
import { useOrderCounts, useOrders } from '../api/get-orders';
import { CancelConfirmDialog } from './cancel-confirm-dialog';
import { RefundConfirmDialog } from './refund-confirm-dialog';
import { DownloadIcon } from '../dashboard/tab-states';
import { NewOrderForm } from './new-order-form';
import { OrderCard } from './order-card';

export const LOAD_ERROR_TOAST = 'Erreur lors du chargement des commandes';
export const LOAD_ERROR_FALLBACK = 'Une erreur est survenue lors du chargement des commandes';
/** The admin notice toasts last 5 seconds. */
const NOTICE_MS = 5000;

const FILTERS: { id: OrderFilter; label: string }[] = [
  { id: 'all', label: 'Toutes' },
  { id: 'registered', label: 'Utilisateurs inscrits' },
  { id: 'guest', label: 'Invités' },
  // Money to look at (ADR 0182): what the owner must settle, whatever its date.
  { id: 'toSettle', label: 'À régler' },
];

/** The CSV of what the list shows: the same filter and search (GET /api/admin/orders.csv). */
export function ordersCsvUrl(filter: OrderFilter, q: string): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (q) params.set('q', q);
  const query = params.toString();
  return `/api/admin/orders.csv${query ? `?${query}` : ''}`;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function OrderItem({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus(order);
  const extend = useExtendPaymentWindow(order);
  const settle = useSettlePayment(order);
  const received = usePaymentReceived(order);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingRefund, setConfirmingRefund] = useState<'refund' | 'refunded' | null>(null);
  return (
    <li>
      <OrderCard
        order={order}
        saving={change.isPending}
        // Cancelling asks first; every other status applies at once.
        onStatusChange={(status) =>
          status === 'cancelled' ? setConfirmingCancel(true) : change.mutate(status)
        }
        extending={extend.isPending}
        onExtend={() => extend.mutate()}
        settling={settle.isPending}
        // A refund asks first; restoring and marking settled apply at once.
        onSettlePayment={(action) =>
          action === 'refund' || action === 'refunded'
            ? setConfirmingRefund(action)
            : settle.mutate(action)
        }
        receiving={received.isPending}
        onPaymentReceived={(means) => received.mutate(means)}
        canEdit
      />
      <CancelConfirmDialog
        order={order}
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        onConfirm={() => change.mutate('cancelled')}
      />
      <RefundConfirmDialog
        order={order}
        byWave={confirmingRefund === 'refund'}
        open={confirmingRefund !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmingRefund(null);
        }}
        onConfirm={() => {
          if (confirmingRefund) settle.mutate(confirmingRefund);
        }}
      />
    </li>
  );
}

/** Fetches the next page when the end of the list scrolls into view; the button stays as a fallback. */
function useInfiniteScroll(onEnd: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

function pendingToasts(pending: number, guestPending: number, toSettle: number) {
  // Money to give back or an order to restore comes first (ADR 0182).
  if (toSettle > 0) {
    notify({
      title: `${toSettle} paiement(s) à régler`,
      description: 'Ouvrez « À régler » : rétablissez la commande ou remboursez le client.',
      duration: NOTICE_MS,
      variant: 'destructive',
    });
  }
  if (pending > 0) {
    notify({
      title: `${pending} commande(s) en attente`,
      description: 'De nouvelles commandes attendent votre attention.',
      duration: NOTICE_MS,
      variant: 'info',
    });
  }
  if (guestPending > 0) {
    notify({
      title: `${guestPending} commande(s) invité en attente`,
      description: 'Des commandes passées sans compte attendent d’être traitées.',
      duration: NOTICE_MS,
      variant: 'info',
    });
  }
}

/**
 * The 'Commandes' tab: filter buttons with the server's counts, a search by reference,
 * phone or name, the CSV of what is shown, the cards, and the next pages as the admin scrolls ('Charger plus' otherwise).
 */
export function OrdersTab() {
  const id = useId();
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [search, setSearch] = useState('');
  // An alert's notification opens the dashboard at ?commande=LG-…: that order, found by its reference.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('commande');
    if (wanted) setSearch(wanted.slice(0, ADMIN_SEARCH_MAX_LENGTH));
  }, []);
  const q = useDebounced(search.trim(), 300);
  const orders = useOrders(filter, q);
  const counts = useOrderCounts(q, orders.isSuccess);
  const announced = useRef(false);
  const [taking, setTaking] = useState(false);

  // On the first display of loaded orders, the payments to settle and the two pending toasts.
  useEffect(() => {
    if (announced.current || q !== '' || !counts.data) return;
    announced.current = true;
    pendingToasts(
      counts.data.byStatus.pending,
      counts.data.guestByStatus.pending,
      counts.data.toSettle,
    );
  }, [counts.data, q]);

  // A failed load toasts once per failure.
  useEffect(() => {
    if (orders.isError) notify({ title: LOAD_ERROR_TOAST, variant: 'destructive' });
  }, [orders.isError, orders.errorUpdatedAt]);

  const list = orders.data?.pages.flatMap((p) => p.orders) ?? [];
  const canLoadMore = orders.hasNextPage && !orders.isFetchingNextPage && !orders.isError;
  const sentinel = useInfiniteScroll(() => {
    if (canLoadMore) void orders.fetchNextPage();
  }, orders.hasNextPage);

  let body;
  if (orders.isPending) {
    body = (
      <p role="status" className="py-12 text-center text-neutral-700">
        Chargement des commandes...
      </p>
    );
  } else if (orders.isError && list.length === 0) {
    body = (
      <div role="alert" className="rounded-lg border border-danger/30 bg-red-50 p-6 text-center">
        <p className="text-lg font-bold text-danger">Erreur de chargement</p>
        <p className="mt-1 text-sm text-neutral-800">
          {orders.error?.message || LOAD_ERROR_FALLBACK}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    const none = q === '' && counts.data?.all === 0;
    body = none ? (
      <div className="rounded-lg border border-dashed border-black/20 p-8 text-center">
        <p className="text-lg font-bold">Aucune commande trouvée</p>
        <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
          Vérifier à nouveau
        </Button>
      </div>
    ) : (
      <p className="rounded-lg border border-dashed border-black/20 p-8 text-center font-semibold">
        Aucune commande
        {q && <span className="block text-sm font-normal text-neutral-700">pour « {q} »</span>}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.map((order) => (
            <OrderItem key={order.id} order={order} />
          ))}
        </ul>
        <div ref={sentinel} aria-hidden="true" />
        {orders.isError && (
          <p role="alert" className="mt-4 text-center text-sm text-danger">
            Erreur de chargement : {orders.error?.message || LOAD_ERROR_FALLBACK}
          </p>
        )}
        {orders.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              onClick={() => void orders.fetchNextPage()}
              disabled={orders.isFetchingNextPage}
              aria-busy={orders.isFetchingNextPage}
            >
              {orders.isFetchingNextPage
                ? 'Chargement des commandes...'
                : orders.isError
                  ? 'Réessayer'
                  : 'Charger plus'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div>
      {taking ? (
        <NewOrderForm onClose={() => setTaking(false)} />
      ) : (
        <div className="mb-4">
          <Button className="max-sm:w-full" onClick={() => setTaking(true)}>
            Nouvelle commande
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label="Filtrer les commandes" className="flex flex-wrap gap-2">
          {FILTERS.map((f) => {
            const n = counts.data?.[f.id];
            return (
              <button
                key={f.id}
                type="button"
                aria-pressed={filter === f.id}
                onClick={() => setFilter(f.id)}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                  filter === f.id
                    ? 'border-ink bg-ink text-white'
                    : 'border-neutral-400 bg-white text-ink hover:bg-sand',
                )}
              >
                {f.label} ({n ?? '…'})
              </button>
            );
          })}
        </div>
        <form role="search" onSubmit={(e) => e.preventDefault()} className="w-full lg:max-w-xs">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
            Rechercher une commande
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            placeholder="Référence, téléphone ou nom"
            autoComplete="off"
            enterKeyHint="search"
            className={fieldClass}
          />
        </form>
      </div>
      <div className="mt-3 flex justify-end">
        <a
          href={ordersCsvUrl(filter, q)}
          download
          className={buttonVariants({ variant: 'outline', className: 'max-sm:w-full' })}
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          Exporter les commandes
        </a>
      </div>
      <div className="mt-5" aria-busy={orders.isFetching}>
        {body}
      </div>
    </div>
  );
}
