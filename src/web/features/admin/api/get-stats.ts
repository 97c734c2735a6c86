import type { AdminStats } from '@shared/api/admin.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api';
import { adminKeys } from './keys';

export const statsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => apiGet<AdminStats>('/api/admin/stats', { signal }),
});

/** GET /api/admin/stats: the four cards' figures. */
export function useStats() {
  return useQuery(statsQuery);
}
