import type { AdminOrder } from '@shared/api/admin.ts';
import { apiGet } from '~/lib/api';

/** GET /api/admin/orders/:id: one order as the cards show it (the live channel's refetch). */
export async function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  const { order } = await apiGet<{ order: AdminOrder }>(
    `/api/admin/orders/${encodeURIComponent(id)}`,
    { signal },
  );
  return order;
}
