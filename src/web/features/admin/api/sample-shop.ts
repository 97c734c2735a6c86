import type { EmptiedSampleShop, SampleShop } from '@shared/api/admin-sample-shop.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '~/lib/api';
import { adminKeys } from './keys';

const SAMPLE_SHOP_KEY = [...adminKeys.all, 'sample-shop'] as const;

/** GET /api/admin/sample-shop: how many sample products the shop still shows. */
export function useSampleShop() {
  return useQuery({
    queryKey: SAMPLE_SHOP_KEY,
    queryFn: ({ signal }) => apiGet<SampleShop>('/api/admin/sample-shop', { signal }),
  });
}

/** POST /api/admin/sample-shop/empty: every sample product leaves the shop (docs/decisions/0209). */
export function useEmptySampleShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<EmptiedSampleShop>('/api/admin/sample-shop/empty', { confirm: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
