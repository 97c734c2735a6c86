import { products } from '@shared/catalogue/products.ts';
import type { CategoryId, Product } from '@shared/catalogue/types.ts';

export function findProduct(id: string | undefined): Product | undefined {
  return id ? products.find((p) => p.id === id) : undefined;
}

/** Which category page a product belongs to, for 'Vous aimerez aussi' and breadcrumbs. */
export function categoryOfProduct(product: Product): CategoryId {
  if (product.isLimited) return 'limited-edition';
  if (product.id.includes('custom')) return 'custom-tshirt';
  const prefix = (['t-shirt', 'pull', 'complet', 'short', 'top'] as const).find((c) =>
    product.id.startsWith(`${c}-`),
  );
  return prefix ?? 't-shirt';
}
