import type { ShopSizes } from '@shared/api/admin-sizes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '~/lib/api';
import { adminKeys } from './keys';

/** Under ['admin']: a sign-out or 'Rafraîchir' reaches it. */
export const shopSizesKey = [...adminKeys.all, 'sizes'] as const;

/** GET /api/admin/sizes: the shop's sizes in her order, with what uses each (docs/decisions/0224). */
export function useShopSizes() {
  return useQuery({
    queryKey: shopSizesKey,
    queryFn: ({ signal }) => apiGet<ShopSizes>('/api/admin/sizes', { signal }),
  });
}

export type SizeEdit =
  | { action: 'add'; name: string }
  | { action: 'rename'; from: string; to: string }
  | { action: 'remove'; name: string }
  | { action: 'order'; sizes: string[] };

function send(edit: SizeEdit): Promise<ShopSizes> {
  switch (edit.action) {
    case 'add':
      return apiPost<ShopSizes>('/api/admin/sizes', { name: edit.name });
    case 'rename':
      return apiPost<ShopSizes>('/api/admin/sizes/rename', { from: edit.from, to: edit.to });
    case 'remove':
      return apiPost<ShopSizes>('/api/admin/sizes/remove', { name: edit.name });
    case 'order':
      return apiPost<ShopSizes>('/api/admin/sizes/order', { sizes: edit.sizes });
  }
}

/** One change of the list; the answer is the list as it now is (products refreshed: a rename). */
export function useEditShopSizes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (sizes, edit) => {
      queryClient.setQueryData(shopSizesKey, sizes);
      if (edit.action === 'add') return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'product'] });
    },
  });
}
