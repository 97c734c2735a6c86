import { FABRIC, type FabricName } from '../art/palette.ts';

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

/** A product's colour as the shop's list names it. */
export interface ProductColour {
  name: string;
  family: ColourFamily;
}

/** The families' keys, in the filter's order (the database checks a colour's family is one). */
export const COLOUR_FAMILY_NAMES = Object.keys(COLOUR_FAMILIES) as [
  ColourFamily,
  ...ColourFamily[],
];

export function isColourFamily(value: string): value is ColourFamily {
  return Object.hasOwn(COLOUR_FAMILIES, value);
}

/**
 * A colour of the shop's list (docs/decisions/0225): her French name, the hex a product's recipe
 * keeps as its main fabric (`art.color`) and the family shoppers find it under.
 */
export interface ShopColour {
  name: string;
  hex: string;
  family: ColourFamily;
}

/** A colour name's longest form, in characters. */
export const COLOUR_NAME_MAX = 30;
/** At most this many colours in the shop's list (the form's choice stays readable on a phone). */
export const SHOP_COLOURS_MAX = 60;

export const COLOUR_TEXT = {
  required: 'Veuillez indiquer la couleur',
  tooLong: `Le nom d’une couleur tient en ${COLOUR_NAME_MAX} caractères au plus`,
  hex: 'Choisissez la teinte de la couleur',
  family: 'Choisissez la famille de la couleur',
  taken: 'Cette couleur existe déjà',
  hexTaken: 'Une autre couleur a déjà cette teinte',
  notInShop: 'Cette couleur n’est pas dans la liste des couleurs de la boutique',
  missing: 'Cette couleur n’existe plus',
  order: 'L’ordre doit reprendre chaque couleur de la boutique une fois',
  full: `La boutique a déjà ${SHOP_COLOURS_MAX} couleurs`,
} as const;

/** Why a colour cannot be renamed or removed: the products made in it. */
export function colourInUseMessage(products: number): string {
  return products === 1
    ? 'Un produit est dans cette couleur : changez sa couleur d’abord'
    : `${products} produits sont dans cette couleur : changez leur couleur d’abord`;
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

/**
 * The list a new shop starts with: the drawings' fifteen shades, as the migration that created
 * `shop_colours` wrote them (docs/decisions/0225). Also the fallback where no database answers.
 */
export const FIRST_COLOURS: readonly ShopColour[] = (
  Object.keys(FABRIC_COLOURS) as FabricName[]
).map((n) => ({ ...FABRIC_COLOURS[n], hex: FABRIC[n].toLowerCase() }));

/** Looks a hex up in `colours` (the shop's list as the catalogue snapshot holds it). */
export function colourOfHex(
  hex: string,
  colours: readonly ShopColour[] = FIRST_COLOURS,
): ShopColour | undefined {
  const key = hex.toLowerCase();
  return colours.find((c) => c.hex === key);
}

/**
 * The main fabric's colour name and family: the one the catalogue snapshot found in her list when
 * it read the product, else the first list's; undefined for a hex in neither (no filter has it).
 */
// The product's shape written out, not `Pick<Product, …>`: types.ts imports this module.
export function productColour(product: {
  art: { color: string };
  colour?: ProductColour;
}): ProductColour | undefined {
  return product.colour ?? colourOfHex(product.art.color);
}
