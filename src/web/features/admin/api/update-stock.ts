import type { SizeName } from '@shared/catalogue/types.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '~/lib/api';
import { adminKeys } from './keys';

export type StockReason = 'restock' | 'correction';

export interface StockUpdated {
  productId: string;
  size: SizeName;
  quantity: number;
  previous: number;
  delta: number;
  reason: StockReason | null;
}

/** PATCH /api/admin/stock: the units now on hand of one size (a count, not a difference). */
export function updateStock(input: {
  productId: string;
  size: SizeName;
  quantity: number;
  reason?: StockReason;
}): Promise<StockUpdated> {
  return apiSend<StockUpdated>('PATCH', '/api/admin/stock', input);
}

export function useUpdateStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { size: SizeName; quantity: number; reason?: StockReason }) =>
      updateStock({ productId, ...input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stockChanges(productId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
