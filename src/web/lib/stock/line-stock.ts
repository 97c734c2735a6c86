import { LOW_STOCK_THRESHOLD } from '@shared/domain/stock.ts';
import { unitsLeft } from '../cart/live-stock';

/**
 * What is wrong with a cart line, by its key (the cart line's id): a message and the quantity it
 * was about, so a shopper who changes the quantity clears it. The checkout fills it from the
 * server's refusals (`items.N` fields); the cart shows it on the line.
 */
export type CartLineIssues = Readonly<Record<string, { message: string; quantity: number }>>;

/**
 * The live-stock flag of a cart line: its size sold out, or fewer units left than the line asks
 * for; undefined while the stock is unknown or when the line can be ordered.
 */
export function lineStockIssue(line: {
  productId: string;
  size: string;
  quantity: number;
}): string | undefined {
  const left = unitsLeft(line.productId, line.size);
  if (left === undefined || left >= line.quantity) return undefined;
  return left === 0 ? 'Épuisé dans cette taille' : `Plus que ${left} en stock dans cette taille`;
}

/** The live-stock flag, or else a refusal of the server that still applies to the line as it is. */
export function lineIssue(
  line: { id: string; productId: string; size: string; quantity: number },
  issues: CartLineIssues,
): string | undefined {
  const refused = issues[line.id];
  return (
    lineStockIssue(line) ?? (refused?.quantity === line.quantity ? refused.message : undefined)
  );
}

/**
 * Why a cart line's '+' stops, or that few units are left: undefined while the
 * stock is unknown, when the line is flagged by `lineStockIssue`, or when many units are left.
 */
export function lineStockHint(line: {
  productId: string;
  size: string;
  quantity: number;
}): string | undefined {
  const left = unitsLeft(line.productId, line.size);
  if (left === undefined || left === 0 || left < line.quantity) return undefined;
  if (left === line.quantity)
    return left === 1
      ? `La dernière pièce en taille ${line.size} est dans votre panier`
      : `Les ${left} pièces restantes en taille ${line.size} sont dans votre panier`;
  if (left <= LOW_STOCK_THRESHOLD) return `Plus que ${left} pièces en taille ${line.size}`;
  return undefined;
}

/** Whether a cart line may take one more unit: below the cart's cap and, once known, the stock. */
export function canAddOneMore(
  line: { productId: string; size: string; quantity: number },
  max: number,
): boolean {
  const left = unitsLeft(line.productId, line.size);
  return line.quantity < max && (left === undefined || line.quantity < left);
}
