import {
  COLOUR_FAMILIES,
  isColourFamily,
  productColour,
  type ColourFamily,
} from '@shared/catalogue/colours.ts';
import type { ProductSummary, SizeName } from '@shared/catalogue/types.ts';

/**
 * Filters and sort of a product listing, read from and written to the URL so that a filtered view
 * can be shared on WhatsApp and survives a reload (ADR 0076). French parameter names, short values:
 * `?taille=M,L&couleur=bleu&prix=10000-20000&stock=1&tri=prix-croissant`. Values the shop does not
 * know are ignored, never an error.
 */
export const SORTS = ['nouveautes', 'prix-croissant', 'prix-decroissant'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  nouveautes: 'Nouveautés',
  'prix-croissant': 'Prix croissant',
  'prix-decroissant': 'Prix décroissant',
};

export interface ListingFilters {
  sizes: readonly SizeName[];
  colours: readonly ColourFamily[];
  /** Inclusive FCFA bounds; undefined = open. */
  price: { min?: number; max?: number };
  inStockOnly: boolean;
  sort?: Sort;
}

/** The price bands offered in the sheet (the catalogue runs from 6 000 to 28 000 FCFA). */
export const PRICE_BANDS = [
  { value: '0-9999', label: 'Moins de 10 000 FCFA' },
  { value: '10000-20000', label: '10 000 à 20 000 FCFA' },
  { value: '20001-', label: 'Plus de 20 000 FCFA' },
] as const;

function list(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '').split(',').filter(Boolean);
}

function bound(text: string | undefined): number | undefined {
  return text && /^\d{1,7}$/.test(text) ? Number(text) : undefined;
}

/** `sizes`: those the listed products are offered in (`sizesIn`); any other is ignored. */
export function parseFilters(params: URLSearchParams, sizes: readonly SizeName[]): ListingFilters {
  const [min, max] = (params.get('prix') ?? '').split('-');
  const sort = params.get('tri');
  return {
    sizes: [...new Set(list(params, 'taille').filter((s) => sizes.includes(s)))],
    colours: [...new Set(list(params, 'couleur').filter(isColourFamily))],
    price: { min: bound(min), max: bound(max) },
    inStockOnly: params.get('stock') === '1',
    sort: SORTS.find((s) => s === sort),
  };
}

/** The filters written into `params` (other parameters, such as `q`, are kept). */
export function writeFilters(params: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const { min, max } = filters.price;
  const values: Record<string, string> = {
    taille: filters.sizes.join(','),
    couleur: filters.colours.join(','),
    prix: min === undefined && max === undefined ? '' : `${min ?? ''}-${max ?? ''}`,
    stock: filters.inStockOnly ? '1' : '',
    tri: filters.sort ?? '',
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** How many filters narrow the list (the sort is not one). */
export function activeFilterCount(filters: ListingFilters): number {
  const { min, max } = filters.price;
  return (
    filters.sizes.length +
    filters.colours.length +
    (min !== undefined || max !== undefined ? 1 : 0) +
    (filters.inStockOnly ? 1 : 0)
  );
}

/** Live units of a product's size, undefined while unknown (lib/cart/live-stock). */
export type UnitsLeft = (productId: string, size: string) => number | undefined;

/** A size can be bought: live units when known, else the catalogue's availability. */
export function hasSize(product: ProductSummary, size: SizeName, unitsLeft: UnitsLeft): boolean {
  const units = unitsLeft(product.id, size);
  if (units !== undefined) return units > 0;
  return product.inStock && product.sizes.some((s) => s.name === size && s.available);
}

export function isInStock(product: ProductSummary, unitsLeft: UnitsLeft): boolean {
  return product.sizes.some(({ name }) => hasSize(product, name, unitsLeft));
}

function matches(product: ProductSummary, filters: ListingFilters, unitsLeft: UnitsLeft): boolean {
  const { min = 0, max = Number.POSITIVE_INFINITY } = filters.price;
  const colour = productColour(product)?.family;
  return (
    (filters.sizes.length === 0 || filters.sizes.some((s) => hasSize(product, s, unitsLeft))) &&
    (filters.colours.length === 0 || (colour !== undefined && filters.colours.includes(colour))) &&
    product.price >= min &&
    product.price <= max &&
    (!filters.inStockOnly || isInStock(product, unitsLeft))
  );
}

/**
 * The listing as the filters and sort make it. The sorts are stable: 'nouveautes' puts the pieces
 * marked new first (the catalogue has no arrival dates), otherwise the shop's own order stays.
 */
export function applyFilters(
  products: readonly ProductSummary[],
  filters: ListingFilters,
  unitsLeft: UnitsLeft,
): ProductSummary[] {
  const kept = products.filter((p) => matches(p, filters, unitsLeft));
  switch (filters.sort) {
    case 'nouveautes':
      return kept.sort((a, b) => Number(b.isNew) - Number(a.isNew));
    case 'prix-croissant':
      return kept.sort((a, b) => a.price - b.price);
    case 'prix-decroissant':
      return kept.sort((a, b) => b.price - a.price);
    default:
      return kept;
  }
}

/** The colour families present in a listing, in the palette's order (only those can be chosen). */
/**
 * The sizes the products are offered in, in the shop's order: each product lists its sizes in her
 * order (docs/decisions/0224), so a size new to the list goes just before the next one it knows.
 */
export function sizesIn(products: readonly ProductSummary[]): SizeName[] {
  const sizes: SizeName[] = [];
  for (const product of products) {
    let pending: SizeName[] = [];
    for (const { name } of product.sizes) {
      const at = sizes.indexOf(name);
      if (at < 0) pending.push(name);
      else {
        sizes.splice(at, 0, ...pending);
        pending = [];
      }
    }
    sizes.push(...pending);
  }
  return sizes;
}

export function coloursIn(products: readonly ProductSummary[]): ColourFamily[] {
  const present = new Set(products.map((p) => productColour(p)?.family));
  return (Object.keys(COLOUR_FAMILIES) as ColourFamily[]).filter((c) => present.has(c));
}
