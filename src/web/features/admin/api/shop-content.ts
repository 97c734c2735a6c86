import type { AdminContent } from '@shared/api/admin-content.ts';
import type { AdminPickupShops } from '@shared/api/admin-order-entry.ts';
import type { ContentBlock, ShopContent } from '@shared/content/shop-content.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '~/lib/api';

const CONTENT_KEY = ['admin', 'content'] as const;

/** GET /api/admin/content: every block, its version, the sample mark and the last changes. */
export function useShopContent() {
  return useQuery({
    queryKey: CONTENT_KEY,
    queryFn: ({ signal }) => apiGet<AdminContent>('/api/admin/content', { signal }),
  });
}

/** PUT /api/admin/content/<block>: saved over `version`, or 409 when someone saved in between. */
export function useSaveContentBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      block: ContentBlock;
      value: ShopContent[ContentBlock];
      version: number;
    }) =>
      apiSend<AdminContent>('PUT', `/api/admin/content/${input.block}`, {
        value: input.value,
        version: input.version,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(CONTENT_KEY, saved);
      // The pick-up shops follow the shops' block.
      void queryClient.invalidateQueries({ queryKey: PICKUP_SHOPS_KEY });
    },
  });
}

const PICKUP_SHOPS_KEY = ['admin', 'pickup-shops'] as const;

/**
 * GET /api/admin/pickup-shops: the shops that allow pick-up now, which the owner and a vendeur may
 * both read ('Nouvelle commande'; the content itself is the owner's, docs/decisions/0231).
 */
export function usePickupShops() {
  return useQuery({
    queryKey: PICKUP_SHOPS_KEY,
    queryFn: ({ signal }) => apiGet<AdminPickupShops>('/api/admin/pickup-shops', { signal }),
  });
}
