import type { AdminOrder } from '@shared/api/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { notify } from '~/lib/toast';
import { replaceCachedOrder } from './get-orders';
import { adminKeys } from './keys';

/**
 * What the owner does with a flagged Wave payment (ADR 0143, 0182): mark it settled, restore the
 * order paid after its cancellation, refund it through Wave, or record a refund made by hand.
 */
export type SettleAction = 'resolve' | 'restore' | 'refund' | 'refunded';

export const SETTLE_FAILED: Record<SettleAction, string> = {
  resolve: 'Échec de l’enregistrement',
  restore: 'Commande non rétablie',
  refund: 'Remboursement non effectué',
  refunded: 'Échec de l’enregistrement',
};

const SETTLED: Record<SettleAction, string> = {
  resolve: 'Paiement marqué comme réglé',
  restore: 'Commande rétablie : le client est prévenu',
  refund: 'Remboursement Wave effectué : le client est prévenu',
  refunded: 'Remboursement enregistré : le client est prévenu',
};

/** POST /api/admin/orders/:id/payment-issue/<action>. */
export function useSettlePayment(order: AdminOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SettleAction) =>
      apiPost<{ order: AdminOrder }>(
        `/api/admin/orders/${encodeURIComponent(order.id)}/payment-issue/${action}`,
        {},
      ),
    onSuccess: ({ order: saved }, action) => {
      replaceCachedOrder(queryClient, saved);
      notify({ title: SETTLED[action], variant: 'success' });
      // 'À régler (n)', the stock and the money board change with it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error, action) => {
      notify({ title: SETTLE_FAILED[action], description: error.message, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
