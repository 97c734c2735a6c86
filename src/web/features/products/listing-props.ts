import type { ProductSummary } from '@shared/catalogue/types.ts';

/** What a product listing shows: the list and its 'Voir plus' steps. */
export interface ListingProps {
  products: readonly ProductSummary[];
  /** 'Voir plus' steps, applied to the filtered list. */
  initial: number;
  step: number;
  onMore?: () => void;
}
