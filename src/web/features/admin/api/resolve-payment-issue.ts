import type { AdminOrder } from '@shared/api/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { notify } from '~/lib/toast';
import { replaceCachedOrder } from './get-orders';
import { adminKeys } from './keys';

export const RESOLVE_FAILED = 'Échec de l’enregistrement';

/** POST /api/admin/orders/:id/payment-issue/resolve: the owner dealt with a flagged payment. */
export function useResolvePaymentIssue(order: AdminOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<{ order: AdminOrder }>(
        `/api/admin/orders/${encodeURIComponent(order.id)}/payment-issue/resolve`,
        {},
      ),
    onSuccess: ({ order: saved }) => {
      replaceCachedOrder(queryClient, saved);
      notify({ title: 'Paiement marqué comme réglé', variant: 'success' });
    },
    onError: (error) => {
      notify({ title: RESOLVE_FAILED, description: error.message, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
