import {
  PRODUCT_FIELD_LABELS,
  STATUS_LABELS,
  type ProductField,
} from '@shared/api/admin-products.ts';
import { SAMPLE_CATEGORIES } from '@shared/catalogue/categories.ts';
import { formatPrice } from '@shared/format/money.ts';

/** '12 000' or '12000 FCFA' as typed on a phone → 12000; '' → null; anything else → NaN (refused). */
export function typedAmount(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const digits = String(value ?? '').replace(/[\s\u00a0\u202f]|fcfa|f$/gi, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export function fieldLabel(field: string): string {
  // The photos' changes are audited with the product's (src/server/catalogue/photos/photo-store.ts).
  if (field === 'photos') return 'Photos';
  // A move with 'Monter' / 'Descendre' (src/server/catalogue/product-order.ts).
  if (field === 'position') return 'Rang dans la catégorie';
  return PRODUCT_FIELD_LABELS[field as ProductField] ?? field;
}

/** A history value as the owner reads it: the status and category by name, prices in FCFA. */
export function shownValue(
  field: string,
  value: string,
  categories: readonly { id: string; name: string }[] = SAMPLE_CATEGORIES,
): string {
  if (value === '') return '—';
  switch (field) {
    case 'status':
      return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? value;
    case 'category':
      // Her categories' names as they are now; a deleted one reads as its address.
      return categories.find((c) => c.id === value)?.name ?? value;
    case 'price':
    case 'oldPrice':
      return /^\d+$/.test(value) ? formatPrice(Number(value)) : value;
    case 'isNew':
    case 'isLimited':
      return value === 'true' ? 'Oui' : value === 'false' ? 'Non' : value;
    default:
      return value;
  }
}
