import type { ProductStats } from '@shared/api/admin.ts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api';
import { adminKeys } from './keys';

export interface ProductsReport {
  products: ProductStats[];
  totals: { productsSold: number; unitsSold: number; revenue: number };
  /** The owner's 'Stock bas' threshold, units per size (Paramètres). */
  lowStockThreshold: number;
}

/** GET /api/admin/products: sales per product (by quantity sold) with the stock per size. */
export function useProducts() {
  return useQuery({
    queryKey: adminKeys.products,
    queryFn: ({ signal }) => apiGet<ProductsReport>('/api/admin/products', { signal }),
  });
}

export const PRODUCTS_CSV_URL = '/api/admin/products.csv';
