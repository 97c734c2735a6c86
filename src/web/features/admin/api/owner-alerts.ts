import type { OwnerAlerts, OwnerAlertsInput } from '@shared/api/admin-alerts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '~/lib/api';
import { adminKeys } from './keys';

/** Under adminKeys.all: a sign-out or 'Rafraîchir' reaches it too. */
const ALERTS_KEY = [...adminKeys.all, 'alerts'] as const;

/** GET /api/admin/alerts: the owner's alert switches and where they go. */
export function useOwnerAlerts() {
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: ({ signal }) => apiGet<OwnerAlerts>('/api/admin/alerts', { signal }),
  });
}

/** PUT /api/admin/alerts. */
export function useSaveOwnerAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnerAlertsInput) =>
      apiSend<OwnerAlerts>('PUT', '/api/admin/alerts', input),
    onSuccess: (saved) => queryClient.setQueryData(ALERTS_KEY, saved),
  });
}
