import type { AdminOrder } from '@shared/api/admin.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { notify } from '~/lib/toast';
import { replaceCachedOrder } from './get-orders';
import { adminKeys } from './keys';

export const EXTEND_FAILED = 'Échec de la prolongation';

/** POST /api/admin/orders/:id/payment-window: 24 h more to pay (ADR 0126). */
export function useExtendPaymentWindow(order: AdminOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<{ order: AdminOrder }>(
        `/api/admin/orders/${encodeURIComponent(order.id)}/payment-window`,
        {},
      ),
    onSuccess: ({ order: saved }) => {
      replaceCachedOrder(queryClient, saved);
      notify({
        title: saved.payBy ? `À payer avant le ${formatDateTime(saved.payBy)}` : 'Délai prolongé',
        variant: 'success',
      });
    },
    onError: (error) => {
      notify({ title: EXTEND_FAILED, description: error.message, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
