/**
 * The shop's sizes are hers (docs/decisions/0224): a list in the database, in her order, filled
 * once with these. A size is its French label ('S', 'XXL', 'Taille unique', '38', '4 ans').
 */
export const FIRST_SIZES = ['S', 'M', 'L', 'XL'] as const;

/** A size label's longest form, in characters. */
export const SIZE_LABEL_MAX = 20;

export const SIZE_TEXT = {
  unknown: 'Taille inconnue',
  required: 'Veuillez indiquer la taille',
  tooLong: `Une taille tient en ${SIZE_LABEL_MAX} caractères au plus`,
  taken: 'Cette taille existe déjà',
  notInShop: 'Cette taille n’est pas dans la liste des tailles de la boutique',
  missing: 'Cette taille n’existe plus',
  order: 'L’ordre doit reprendre chaque taille de la boutique une fois',
  last: 'La boutique garde au moins une taille',
  full: 'La boutique a déjà 50 tailles',
} as const;

/** At most this many sizes in the shop's list (a picker on a phone stays readable). */
export const SHOP_SIZES_MAX = 50;

/** Why a size cannot be removed: the products that offer it. */
export function sizeInUseMessage(products: number): string {
  return products === 1
    ? 'Un produit propose encore cette taille : retirez-la de ce produit d’abord'
    : `${products} produits proposent encore cette taille : retirez-la de ces produits d’abord`;
}

/** Why a size cannot be renamed: orders name it as it is. */
export function sizeOrderedMessage(orders: number): string {
  return orders === 1
    ? 'Une commande porte déjà cette taille : elle garde son nom'
    : `${orders} commandes portent déjà cette taille : elle garde son nom`;
}

// Control characters, line separators and bidi controls (as src/shared/schemas/text.ts refuses).
// eslint-disable-next-line no-control-regex
const NOT_IN_A_LABEL = /[\u0000-\u001F\u007F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * Whether `value` has a size label's shape: trimmed, one line, 1 to SIZE_LABEL_MAX characters.
 * Whether the shop sells it is the server's list's to say. No zod here: the storefront's first
 * load imports this file.
 */
export function isSizeLabel(value: string): boolean {
  return (
    value.length > 0 &&
    [...value].length <= SIZE_LABEL_MAX &&
    value.trim() === value &&
    !NOT_IN_A_LABEL.test(value)
  );
}

/**
 * `sizes` in the shop's `order`; a size the list no longer has (an old order line) goes last, in
 * the order given. The one place sizes are sorted.
 */
export function sortSizes<T extends string>(sizes: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((size, index) => [size, index]));
  return sizes
    .map((size, index) => ({ size, index }))
    .sort(
      (a, b) =>
        (rank.get(a.size) ?? order.length) - (rank.get(b.size) ?? order.length) ||
        a.index - b.index,
    )
    .map(({ size }) => size);
}
