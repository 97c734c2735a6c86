import { artUrl } from '../art/art-url.ts';
import type { Product } from './types.ts';

/** A product's front and back pictures (generated art, under the art version's URL). */
export function productImages(id: string): Product['images'] {
  return {
    front: artUrl(`products/${id}-front.svg`),
    back: artUrl(`products/${id}-back.svg`),
  };
}
