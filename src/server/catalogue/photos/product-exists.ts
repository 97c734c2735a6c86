import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { catalogueProducts } from '../../db/schema.ts';

/** Whether `productId` names a product of the catalogue (any status: drafts get photos too). */
export async function productExists(db: Db | Tx, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, productId))
    .limit(1);
  return rows.length > 0;
}
