import type { SizeName } from '@shared/catalogue/types.ts';
import type { StockChangeReason } from '@shared/domain/stock.ts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api';
import { adminKeys } from './keys';

export interface StockChange {
  size: SizeName;
  delta: number;
  quantityAfter: number;
  reason: StockChangeReason;
  actorEmail: string | null;
  orderReference: string | null;
  at: string;
}

/** GET /api/admin/stock/changes: the audit of one product's stock, newest first (50 at most). */
export function useStockChanges(productId: string) {
  return useQuery({
    queryKey: adminKeys.stockChanges(productId),
    queryFn: ({ signal }) =>
      apiGet<{ changes: StockChange[] }>(
        `/api/admin/stock/changes?productId=${encodeURIComponent(productId)}`,
        { signal },
      ),
  });
}
