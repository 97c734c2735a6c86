import type { AdminSettings, ShopSettingsInput } from '@shared/api/admin-settings.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '~/lib/api';
import { adminKeys } from './keys';

/** GET /api/admin/settings: the shop settings, their version and the last changes. */
export function useShopSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => apiGet<AdminSettings>('/api/admin/settings', { signal }),
  });
}

/** PUT /api/admin/settings: saved over `version`, or 409 when someone saved in between. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput & { version: string | null }) =>
      apiSend<AdminSettings>('PUT', '/api/admin/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.settings, saved),
  });
}
