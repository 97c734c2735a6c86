import type {
  AdminMessage,
  AdminMessages,
  MessageBox,
  MessageChange,
} from '@shared/api/admin-messages.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '~/lib/api';
import { notify } from '~/lib/toast';
import { adminKeys } from './keys';

export const MESSAGE_SAVE_FAILED = 'Échec de la mise à jour du message';

/** GET /api/admin/messages?box=…: newest first, with the inbox's unread count. */
export function useMessages(box: MessageBox) {
  return useQuery({
    queryKey: adminKeys.messages(box),
    queryFn: ({ signal }) => apiGet<AdminMessages>(`/api/admin/messages?box=${box}`, { signal }),
  });
}

/**
 * PATCH /api/admin/messages/:id: read/unread, archive/restore. The list shows the change at once;
 * the lists and the Messages card are then read again (the card's figure follows).
 */
export function useChangeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MessageChange }) =>
      apiSend<{ message: AdminMessage }>(
        'PATCH',
        `/api/admin/messages/${encodeURIComponent(id)}`,
        change,
      ),
    onMutate: ({ id, change }) => {
      const now = new Date().toISOString();
      queryClient.setQueriesData<AdminMessages>(
        { queryKey: adminKeys.allMessages },
        (data) =>
          data && {
            ...data,
            messages: data.messages.map((m) =>
              m.id !== id
                ? m
                : {
                    ...m,
                    readAt:
                      change.read === undefined ? m.readAt : change.read ? (m.readAt ?? now) : null,
                  },
            ),
          },
      );
    },
    onError: (error) => {
      notify({ title: MESSAGE_SAVE_FAILED, description: error.message, variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allMessages }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
