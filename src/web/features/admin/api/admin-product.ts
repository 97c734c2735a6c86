import type {
  AdminProduct,
  ProductCreate,
  ProductInput,
  ProductMove,
  ProductOrder,
} from '@shared/api/admin-products.ts';
import type { ProductBulk, ProductBulkResult } from '@shared/api/admin-product-bulk.ts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiSend } from '~/lib/api';
import { adminKeys } from './keys';

function productPath(id: string): string {
  return `/api/admin/products/${encodeURIComponent(id)}`;
}

/** A product the server answered with: cached for its editor, the list's status and price refreshed. */
function remember(queryClient: QueryClient, product: AdminProduct): void {
  queryClient.setQueryData(adminKeys.product(product.id), product);
  void queryClient.invalidateQueries({ queryKey: adminKeys.products });
}

/** GET /api/admin/products/:id: the editable fields, their version and the last changes. */
export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => apiGet<AdminProduct>(productPath(id), { signal }),
  });
}

/** PUT /api/admin/products/:id: saved over `version`, or 409 when someone saved in between. */
export function useSaveProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { product: ProductInput; version: number }) =>
      apiSend<AdminProduct>('PUT', productPath(id), input),
    onSuccess: (saved) => remember(queryClient, saved),
  });
}

/** POST /api/admin/products: a new draft. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductCreate) => apiPost<AdminProduct>('/api/admin/products', input),
    onSuccess: (created) => remember(queryClient, created),
  });
}

/** POST /api/admin/products/:id/duplicate: a draft copy '… (copie)'. */
export function useDuplicateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<AdminProduct>(`${productPath(id)}/duplicate`, {}),
    onSuccess: (copy) => remember(queryClient, copy),
  });
}

/** POST /api/admin/products/:id/move: one place up or down in its category's listing. */
export function useMoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...move }: { id: string } & ProductMove) =>
      apiPost<ProductOrder>(`${productPath(id)}/move`, move),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}

/** POST /api/admin/products/bulk: one action on several products, all or nothing. */
export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bulk: ProductBulk) => apiPost<ProductBulkResult>('/api/admin/products/bulk', bulk),
    // The list, and any product open in an editor, read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
