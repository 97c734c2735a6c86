import { FABRIC, type FabricName } from '../art/palette.ts';
import type { Product } from './types.ts';

/**
 * Colour families a shopper filters by (and searches for): the fabric palette has fifteen shades,
 * too fine for a filter; 'bleu' should find indigo and sky alike. One swatch per family.
 */
export const COLOUR_FAMILIES = {
  blanc: { label: 'Blanc', swatch: FABRIC.white },
  beige: { label: 'Beige', swatch: FABRIC.sand },
  noir: { label: 'Noir', swatch: FABRIC.ink },
  bleu: { label: 'Bleu', swatch: FABRIC.indigo },
  vert: { label: 'Vert', swatch: FABRIC.lagoon },
  jaune: { label: 'Jaune', swatch: FABRIC.mustard },
  orange: { label: 'Orange', swatch: FABRIC.orange },
  rouge: { label: 'Rouge', swatch: FABRIC.bordeaux },
  rose: { label: 'Rose', swatch: FABRIC.coral },
} as const;

export type ColourFamily = keyof typeof COLOUR_FAMILIES;

export function isColourFamily(value: string): value is ColourFamily {
  return Object.hasOwn(COLOUR_FAMILIES, value);
}

/** Each fabric's French name and family. */
const FABRIC_COLOURS: Record<FabricName, { name: string; family: ColourFamily }> = {
  cream: { name: 'Crème', family: 'blanc' },
  white: { name: 'Blanc', family: 'blanc' },
  sand: { name: 'Sable', family: 'beige' },
  khaki: { name: 'Kaki', family: 'beige' },
  ink: { name: 'Noir encre', family: 'noir' },
  lagoon: { name: 'Lagune', family: 'vert' },
  teal: { name: 'Turquoise', family: 'vert' },
  olive: { name: 'Olive', family: 'vert' },
  sky: { name: 'Bleu ciel', family: 'bleu' },
  indigo: { name: 'Indigo', family: 'bleu' },
  mustard: { name: 'Moutarde', family: 'jaune' },
  orange: { name: 'Orange', family: 'orange' },
  terracotta: { name: 'Terracotta', family: 'orange' },
  bordeaux: { name: 'Bordeaux', family: 'rouge' },
  coral: { name: 'Corail', family: 'rose' },
};

const BY_HEX = new Map(
  (Object.keys(FABRIC) as FabricName[]).map((n) => [FABRIC[n].toLowerCase(), FABRIC_COLOURS[n]]),
);

/** The main fabric's colour name and family; undefined for a colour outside the palette. */
export function productColour(
  product: Pick<Product, 'art'>,
): { name: string; family: ColourFamily } | undefined {
  return BY_HEX.get(product.art.color.toLowerCase());
}
