import type { AdminOrder } from '@shared/api/admin.ts';
import type { PaymentMeans } from '@shared/domain/payments.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { notify } from '~/lib/toast';
import { replaceCachedOrder } from './get-orders';
import { adminKeys } from './keys';

/** POST /api/admin/orders/:id/payment-received: an unpaid order paid another way (ADR 0190). */
export function usePaymentReceived(order: AdminOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (means: PaymentMeans) =>
      apiPost<{ order: AdminOrder }>(
        `/api/admin/orders/${encodeURIComponent(order.id)}/payment-received`,
        { means },
      ),
    onSuccess: ({ order: saved }) => {
      replaceCachedOrder(queryClient, saved);
      notify({ title: 'Paiement enregistré : le client est prévenu', variant: 'success' });
      // The counts, the stock and the money board change with it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      notify({
        title: 'Paiement non enregistré',
        description: error.message,
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
