import type { AdminOrder } from '@shared/api/admin.ts';
import type { OrderContentsInput } from '@shared/api/admin-order-entry.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '~/lib/api';
import { notify } from '~/lib/toast';
import { replaceCachedOrder } from './get-orders';
import { adminKeys } from './keys';

/** PUT /api/admin/orders/:id/contents: an order changed before it ships (ADR 0199). */
export function useEditOrder(order: AdminOrder, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contents: OrderContentsInput) =>
      apiSend<{ order: AdminOrder }>(
        'PUT',
        `/api/admin/orders/${encodeURIComponent(order.id)}/contents`,
        contents,
      ),
    onSuccess: ({ order: saved }) => {
      replaceCachedOrder(queryClient, saved);
      notify({ title: `Commande ${saved.reference} modifiée`, variant: 'success' });
      // The counts ('À régler'), the stock and the money board change with it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onSaved();
    },
  });
}
