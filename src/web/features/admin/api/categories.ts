import type { AdminCategories, AdminCategory } from '@shared/api/admin-categories.ts';
import { SAMPLE_CATEGORIES } from '@shared/catalogue/categories.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiSend } from '~/lib/api';

const CATEGORIES_KEY = ['admin', 'categories'] as const;

/** GET /api/admin/categories: the shop's categories in her order, with their products counted. */
export function useAdminCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => apiGet<AdminCategories>('/api/admin/categories', { signal }),
  });
}

/** Until the shop's list arrives (or where it cannot): the first eight's names. */
const FALLBACK: readonly AdminCategory[] = SAMPLE_CATEGORIES.map((c) => ({
  ...c,
  productCount: 0,
}));

/**
 * The categories a product can be placed in (listings, not the gallery of looks), hidden ones
 * included: the product form's, the bulk 'Déplacer vers…' and the filters' choices.
 */
export function useProductCategories(): readonly AdminCategory[] {
  const { data } = useAdminCategories();
  return (data?.categories ?? FALLBACK).filter((c) => c.kind === 'products');
}

export type CategoryChange =
  | { action: 'create'; name: string }
  | { action: 'update'; id: string; name?: string; hidden?: boolean }
  | { action: 'move'; id: string; direction: 'up' | 'down' }
  | { action: 'delete'; id: string };

/** One change of the categories; the answer is the whole list, kept as the query's data. */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CategoryChange) => {
      const path = (id: string) => `/api/admin/categories/${encodeURIComponent(id)}`;
      switch (change.action) {
        case 'create':
          return apiPost<AdminCategories>('/api/admin/categories', { name: change.name });
        case 'update':
          return apiSend<AdminCategories>('PATCH', path(change.id), {
            name: change.name,
            hidden: change.hidden,
          });
        case 'move':
          return apiPost<AdminCategories>(`${path(change.id)}/move`, {
            direction: change.direction,
          });
        case 'delete':
          return apiSend<AdminCategories>('DELETE', path(change.id));
      }
    },
    onSuccess: (saved) => queryClient.setQueryData(CATEGORIES_KEY, saved),
  });
}
