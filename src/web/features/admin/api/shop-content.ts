import type { AdminContent } from '@shared/api/admin-content.ts';
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
    onSuccess: (saved) => queryClient.setQueryData(CONTENT_KEY, saved),
  });
}
