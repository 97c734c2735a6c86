import type { DerivedCustomer } from '@shared/api/admin.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api';
import { adminKeys } from './keys';

export interface CustomersPage {
  customers: DerivedCustomer[];
  total: number;
  nextOffset: number | null;
}

/** GET /api/admin/customers, 50 at a time (customers derived from the orders, computed in SQL). */
export function useCustomers() {
  return useInfiniteQuery({
    queryKey: adminKeys.customers,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiGet<CustomersPage>(`/api/admin/customers?offset=${pageParam}`, { signal }),
    getNextPageParam: (last) => last.nextOffset,
  });
}

export const CUSTOMERS_CSV_URL = '/api/admin/customers.csv';
