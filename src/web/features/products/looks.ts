import { artUrl } from '@shared/art/art-url.ts';
import type { CategoryId } from '@shared/catalogue/types.ts';

/** Styled looks drawn by the art generator (`looks/look-<n>.svg`, see artUrl), used on home and spring/summer. */
export interface Look {
  n: number;
  name: string;
  /** Integer FCFA. */
  price: number;
  category: CategoryId;
}

export const LOOKS: readonly Look[] = [
  { n: 1, name: 'Look Lagune Bleue', price: 25000, category: 'complet' },
  { n: 2, name: 'Look Plateau Chic', price: 28000, category: 'pull' },
  { n: 3, name: 'Look Wax Soleil', price: 14000, category: 't-shirt' },
  { n: 4, name: 'Look Bassam Plage', price: 12000, category: 'short' },
  { n: 5, name: 'Look Cocody Soir', price: 8000, category: 'top' },
  { n: 6, name: 'Look Édition Kente', price: 15000, category: 'limited-edition' },
  { n: 7, name: 'Look Signature', price: 10000, category: 'custom-tshirt' },
  { n: 8, name: 'Look Marcory Week-end', price: 25000, category: 'complet' },
];

export function lookImage(n: number): string {
  return artUrl(`looks/look-${n}.svg`);
}

export const LOOK_WIDTH = 400;
export const LOOK_HEIGHT = 500;
