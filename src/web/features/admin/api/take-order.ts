import type { AdminNewOrderInput } from '@shared/api/admin-order-entry.ts';
import type { CreatedOrder } from '@shared/api/orders.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiPost } from '~/lib/api';
import { notify } from '~/lib/toast';
import { adminKeys } from './keys';

/**
 * POST /api/admin/orders: an order the owner takes for a WhatsApp or phone customer (ADR 0198).
 * One Idempotency-Key per filled form, so a double tap or a retry is one order; a new one after
 * it was placed.
 */
export function useTakeOrder(onPlaced: (order: CreatedOrder['order']) => void) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: (order: AdminNewOrderInput) => {
      key.current ??= crypto.randomUUID();
      return apiPost<CreatedOrder>('/api/admin/orders', order, {
        headers: { 'Idempotency-Key': key.current },
      });
    },
    onSuccess: ({ order }) => {
      key.current = null;
      notify({
        title: `Commande ${order.reference} enregistrée`,
        description: 'Le client reçoit le SMS avec les détails du paiement.',
        variant: 'success',
      });
      // The list, the counts and the stock change with it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onPlaced(order);
    },
  });
}
