import type { ShopColours } from '@shared/api/admin-colours.ts';
import { FIRST_COLOURS, type ColourFamily } from '@shared/catalogue/colours.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '~/lib/api';
import { adminKeys } from './keys';

/** Under ['admin']: a sign-out or 'Rafraîchir' reaches it. */
export const shopColoursKey = [...adminKeys.all, 'colours'] as const;

/** GET /api/admin/colours: the shop's colours in her order, with their products counted (ADR 0225). */
export function useShopColours() {
  return useQuery({
    queryKey: shopColoursKey,
    queryFn: ({ signal }) => apiGet<ShopColours>('/api/admin/colours', { signal }),
  });
}

/** The colours a product can be made in: her list, the first fifteen until it arrives. */
export function useColourChoices(): ShopColours['colours'] {
  const { data } = useShopColours();
  return data?.colours ?? FIRST_COLOURS.map((c) => ({ ...c, products: 0 }));
}

export type ColourEdit =
  | { action: 'add'; name: string; hex: string; family: ColourFamily }
  | { action: 'rename'; from: string; to: string }
  | { action: 'remove'; name: string }
  | { action: 'order'; colours: string[] };

function send(edit: ColourEdit): Promise<ShopColours> {
  switch (edit.action) {
    case 'add':
      return apiPost<ShopColours>('/api/admin/colours', {
        name: edit.name,
        hex: edit.hex,
        family: edit.family,
      });
    case 'rename':
      return apiPost<ShopColours>('/api/admin/colours/rename', { from: edit.from, to: edit.to });
    case 'remove':
      return apiPost<ShopColours>('/api/admin/colours/remove', { name: edit.name });
    case 'order':
      return apiPost<ShopColours>('/api/admin/colours/order', { colours: edit.colours });
  }
}

/** One change of the list; the answer is the list as it now is. */
export function useEditShopColours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (colours) => queryClient.setQueryData(shopColoursKey, colours),
  });
}
