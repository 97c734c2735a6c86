import type { AdminCustomerPage } from '@shared/api/admin.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '~/lib/api';
import { notify } from '~/lib/toast';
import { adminKeys } from './keys';

const url = (key: string) => `/api/admin/customers/${encodeURIComponent(key)}`;

/** GET /api/admin/customers/:key: the customer's orders, money and the owner's note. */
export function useCustomerPage(key: string) {
  return useQuery({
    queryKey: adminKeys.customer(key),
    queryFn: ({ signal }) => apiGet<AdminCustomerPage>(url(key), { signal }),
  });
}

/** PUT /api/admin/customers/:key/note. */
export function useSaveCustomerNote(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiSend<{ note: string }>('PUT', `${url(key)}/note`, { note }),
    onSuccess: ({ note }) => {
      queryClient.setQueryData<AdminCustomerPage>(adminKeys.customer(key), (page) =>
        page ? { ...page, note } : page,
      );
      notify({ title: 'Note enregistrée', variant: 'success' });
    },
    onError: (error) =>
      notify({ title: 'Note non enregistrée', description: error.message, variant: 'destructive' }),
  });
}
