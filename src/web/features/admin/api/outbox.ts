import type { AdminOutbox, AdminOutboxMessage } from '@shared/api/admin-outbox.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '~/lib/api';
import { notify } from '~/lib/toast';
import { adminKeys } from './keys';

export const RETRY_FAILED = 'Le message n’a pas pu être relancé';

/** GET /api/admin/outbox: the messages the shop sent, is sending, gave up (failures first). */
export function useOutbox() {
  return useQuery({
    queryKey: adminKeys.outbox,
    queryFn: ({ signal }) => apiGet<AdminOutbox>('/api/admin/outbox', { signal }),
  });
}

/** POST /api/admin/outbox/:id/retry: a given-up message tried again; the list is read again. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<{ message: AdminOutboxMessage }>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`),
    onError: (error) => {
      notify({ title: RETRY_FAILED, description: error.message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
}
