import { and, eq, gte, sql } from 'drizzle-orm';
import type { SizeName } from '../../shared/catalogue/types.ts';
import type { StockLevels } from '../../shared/domain/stock.ts';
import type { Db } from '../db/database.ts';
import { catalogueProducts, stock } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';

/** Every published product's units per size, as `GET /api/stock` answers (drafts are private). */
export async function readStockLevels(db: Db): Promise<StockLevels> {
  const rows = await db
    .select({ productId: stock.productId, size: stock.size, quantity: stock.quantity })
    .from(stock)
    .innerJoin(
      catalogueProducts,
      and(eq(catalogueProducts.id, stock.productId), eq(catalogueProducts.status, 'published')),
    )
    .orderBy(stock.productId, stock.size);
  const levels: StockLevels = {};
  for (const row of rows) (levels[row.productId] ??= {})[row.size] = row.quantity;
  return levels;
}

/** One product's units per size (the product page's structured data, ADR 0114). */
export async function readProductStock(
  db: Db,
  productId: string,
): Promise<Partial<Record<SizeName, number>>> {
  const rows = await db
    .select({ size: stock.size, quantity: stock.quantity })
    .from(stock)
    .where(eq(stock.productId, productId));
  const levels: Partial<Record<SizeName, number>> = {};
  for (const row of rows) levels[row.size] = row.quantity;
  return levels;
}

export type StockLine = { productId: string; size: SizeName; quantity: number };

/** A line that cannot be served: how many units are left of that size. */
export class InsufficientStockError extends Error {
  constructor(
    readonly line: StockLine,
    readonly available: number,
  ) {
    super('insufficient stock');
    this.name = 'InsufficientStockError';
  }
}

/**
 * Takes the units of every line inside the caller's transaction, with one conditional update per
 * line: `quantity >= n` is checked by PostgreSQL on the locked row, so two buyers on two
 * instances can never both take the last unit, and stock never goes negative. Lines are taken in
 * (product, size) order so that concurrent orders lock rows in the same order (no deadlock).
 * Returns the quantity left per line, in the order given.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<number[]> {
  const left = new Map<StockLine, number>();
  const ordered = [...lines].sort((a, b) =>
    a.productId === b.productId ? a.size.localeCompare(b.size) : a.productId < b.productId ? -1 : 1,
  );
  for (const line of ordered) {
    const [row] = await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(stock.productId, line.productId),
          eq(stock.size, line.size),
          gte(stock.quantity, line.quantity),
        ),
      )
      .returning({ quantity: stock.quantity });
    if (!row) {
      const [current] = await tx
        .select({ quantity: stock.quantity })
        .from(stock)
        .where(and(eq(stock.productId, line.productId), eq(stock.size, line.size)));
      throw new InsufficientStockError(line, current?.quantity ?? 0);
    }
    left.set(line, row.quantity);
  }
  return lines.map((line) => left.get(line) ?? 0);
}
