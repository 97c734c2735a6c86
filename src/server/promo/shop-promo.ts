import { eq, sql } from 'drizzle-orm';
import { formatPrice } from '../../shared/format/money.ts';
import { PROMO_MESSAGES } from '../../shared/schemas/promo.ts';
import { queryRows, type Db } from '../db/database.ts';
import { categories, shopPromoCodes } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';

/**
 * An owner's code and its terms (docs/decisions/0191), with its category's name as the shop
 * calls it now (null: a whole-shop code, or a category deleted since: docs/decisions/0231).
 */
export type ShopPromo = typeof shopPromoCodes.$inferSelect & { categoryName: string | null };

/** The owner's code of that name, whatever its state (the database says whether it applies). */
export async function shopPromoOf(db: Db | Tx, code: string): Promise<ShopPromo | undefined> {
  const [row] = await db
    .select({ promo: shopPromoCodes, categoryName: categories.name })
    .from(shopPromoCodes)
    .leftJoin(categories, eq(categories.id, shopPromoCodes.category))
    .where(eq(shopPromoCodes.code, code));
  return row && { ...row.promo, categoryName: row.categoryName };
}

/**
 * What a code takes off: a percentage of the lines it applies to (those of its category, or all),
 * rounded down to whole FCFA, or its amount, never more than those lines. Refuses, in French, a
 * cart with no line of its category.
 */
export function shopPromoDiscount(
  promo: ShopPromo,
  lines: readonly { lineTotal: number; category: string | undefined }[],
): number {
  const eligible = lines
    .filter((line) => promo.category === null || line.category === promo.category)
    .reduce((sum, line) => sum + line.lineTotal, 0);
  if (eligible === 0 && promo.category !== null) {
    const message = PROMO_MESSAGES.category(promo.categoryName ?? promo.category);
    throw new HttpError(400, 'promo_category', message, { promoCode: message });
  }
  if (promo.percent !== null) return Math.floor((eligible * promo.percent) / 100);
  return Math.min(promo.amount ?? 0, eligible);
}

/** What `lagune_shop_promo_refusal` answers (drizzle/0026), as the shopper reads it. */
export function shopPromoRefusal(promo: ShopPromo, sqlstate: string | undefined): HttpError | null {
  const refusal = (status: number, code: string, message: string) =>
    new HttpError(status, code, message, { promoCode: message });
  switch (sqlstate) {
    case 'LGPC1':
      return refusal(400, 'promo_unknown', PROMO_MESSAGES.codeUnknown);
    case 'LGPC2':
      return refusal(409, 'promo_over', PROMO_MESSAGES.codeOver);
    case 'LGPC3':
      return refusal(409, 'promo_over', PROMO_MESSAGES.codeNotYet);
    case 'LGPC4':
      return refusal(400, 'promo_minimum', PROMO_MESSAGES.minimum(formatPrice(promo.minSubtotal)));
    case 'LGPC5':
      return refusal(409, 'promo_used', PROMO_MESSAGES.codeUsedByPhone);
    default:
      return null;
  }
}

/** Whether a code applies to this subtotal now, for the checkout's check (no buyer known yet). */
export async function checkShopPromo(db: Db, promo: ShopPromo, subtotal: number): Promise<void> {
  const [row] = await queryRows<{ refusal: string | null }>(
    db,
    sql`select lagune_shop_promo_refusal(${promo.code}, ${subtotal}::integer, null) as refusal`,
  );
  const refusal = shopPromoRefusal(promo, row?.refusal ?? undefined);
  if (refusal) throw refusal;
}
