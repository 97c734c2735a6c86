import type { AdminOrder } from '@shared/api/admin.ts';
import { ADMIN_STATUS_LABELS, type OrderStatus } from '@shared/domain/orders.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '~/lib/api';
import { notify } from '~/lib/toast';
import { patchCachedStatus, replaceCachedOrder } from './get-orders';
import { adminKeys } from './keys';

export const STATUS_SAVE_FAILED = 'Échec de la mise à jour du statut';

interface StatusChanged {
  order: AdminOrder;
  changed: boolean;
  previousStatus: OrderStatus;
}

/** PATCH /api/admin/orders/:id {status}. */
export function changeOrderStatus(id: string, status: OrderStatus): Promise<StatusChanged> {
  return apiSend<StatusChanged>('PATCH', `/api/admin/orders/${encodeURIComponent(id)}`, {
    status,
  });
}

/**
 * A status change: the lists change at once (optimistic), 'Statut mis à jour: {label}' on
 * success; on failure 'Échec de la mise à jour du statut' (with the server's reason, e.g. the
 * 409 naming a product and size gone from stock) and everything is loaded again.
 */
export function useChangeOrderStatus(order: AdminOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => changeOrderStatus(order.id, status),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.orderLists });
      patchCachedStatus(queryClient, order.id, status);
    },
    onSuccess: ({ order: saved }) => {
      replaceCachedOrder(queryClient, saved);
      notify({
        title: `Statut mis à jour: ${ADMIN_STATUS_LABELS[saved.status]}`,
        variant: 'success',
      });
      // Counts per status, the figures, and the stock when a cancellation moved units.
      void queryClient.invalidateQueries({ queryKey: adminKeys.allCounts });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.money });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      void queryClient.invalidateQueries({ queryKey: adminKeys.customers });
    },
    onError: (error) => {
      notify({ title: STATUS_SAVE_FAILED, description: error.message, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
