import type { AdminMoney } from '@shared/api/admin.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api';
import { adminKeys } from './keys';

export const moneyQuery = queryOptions({
  queryKey: adminKeys.money,
  queryFn: ({ signal }) => apiGet<AdminMoney>('/api/admin/money', { signal }),
});

/** GET /api/admin/money: the owner's money board. */
export function useMoney() {
  return useQuery(moneyQuery);
}
