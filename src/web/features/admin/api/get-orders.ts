import type { AdminOrder, AdminOrdersPage, OrderCounts, OrderFilter } from '@shared/api/admin.ts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet } from '~/lib/api';
import { adminKeys } from './keys';

export type OrdersData = InfiniteData<AdminOrdersPage, string | null>;

function ordersUrl(filter: OrderFilter, q: string, cursor: string | null): string {
  const params = new URLSearchParams({ filter });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/orders?${params}`;
}

/**
 * GET /api/admin/orders, one keyset page at a time (the server joins, filters and paginates:
 * ADR 0041). The first page also carries the filter counts: they are put in their own query, which
 * the live channel refreshes without reloading the list.
 */
export function ordersQuery(queryClient: QueryClient, filter: OrderFilter, q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.orders(filter, q),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiGet<AdminOrdersPage>(ordersUrl(filter, q, pageParam), { signal });
      if (page.counts) queryClient.setQueryData(adminKeys.counts(q), page.counts);
      return page;
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useOrders(filter: OrderFilter, q: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery(ordersQuery(queryClient, filter, q));
}

/**
 * 'Toutes (n)', 'Utilisateurs inscrits (n)', 'Invités (n)': filled by the list's first page, then
 * refetched alone (GET /api/admin/orders/counts) when the live channel says an order changed.
 */
export function useOrderCounts(q: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.counts(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      return apiGet<OrderCounts>(`/api/admin/orders/counts?${params}`, { signal });
    },
    enabled,
    staleTime: Infinity,
  });
}

/** Every order of every cached list, for the live channel ("do we show this one?"). */
export function cachedOrderIds(queryClient: QueryClient): Set<string> {
  const ids = new Set<string>();
  for (const [, data] of queryClient.getQueriesData<OrdersData>({
    queryKey: adminKeys.orderLists,
  })) {
    for (const page of data?.pages ?? []) for (const order of page.orders) ids.add(order.id);
  }
  return ids;
}

/** Puts `order` in place of its older copy in every cached list (no-op where it is absent). */
export function replaceCachedOrder(queryClient: QueryClient, order: AdminOrder): void {
  queryClient.setQueriesData<OrdersData>({ queryKey: adminKeys.orderLists }, (data) =>
    data ? mapOrders(data, (o) => (o.id === order.id ? order : o)) : data,
  );
}

/** Changes one order's status in every cached list (the optimistic update). */
export function patchCachedStatus(
  queryClient: QueryClient,
  id: string,
  status: AdminOrder['status'],
): void {
  queryClient.setQueriesData<OrdersData>({ queryKey: adminKeys.orderLists }, (data) =>
    data ? mapOrders(data, (o) => (o.id === id ? { ...o, status } : o)) : data,
  );
}

/**
 * A new order at the top of the lists it belongs to: those without a search (a search is asked
 * again when the admin types) whose filter it passes. Lists already holding it are left alone.
 */
export function insertCachedOrder(queryClient: QueryClient, order: AdminOrder): void {
  for (const [key, data] of queryClient.getQueriesData<OrdersData>({
    queryKey: adminKeys.orderLists,
  })) {
    const params = key[2] as { filter: OrderFilter; q: string } | undefined;
    if (!data || !params || params.q) continue;
    if (!passesFilter(order, params.filter)) continue;
    if (data.pages.some((p) => p.orders.some((o) => o.id === order.id))) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    queryClient.setQueryData<OrdersData>(key, {
      ...data,
      pages: [{ ...first, orders: [order, ...first.orders] }, ...rest],
    });
  }
}

function passesFilter(order: AdminOrder, filter: OrderFilter): boolean {
  if (filter === 'guest') return order.userId === null;
  if (filter === 'registered') return order.userId !== null;
  if (filter === 'toSettle') return order.paymentIssue !== null;
  return true;
}

function mapOrders(data: OrdersData, fn: (order: AdminOrder) => AdminOrder): OrdersData {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, orders: page.orders.map(fn) })),
  };
}
