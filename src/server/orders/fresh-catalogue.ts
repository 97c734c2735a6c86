import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/transaction.ts';
import { catalogueProducts } from '../db/schema.ts';
import {
  readCatalogue,
  type CatalogueSnapshot,
  type CatalogueStore,
} from '../catalogue/catalogue-store.ts';

/**
 * The catalogue an order is priced from, checked inside the order's own transaction (ADR 0179):
 * the instance's snapshot when every ordered product has the version the database has (one
 * select on the primary key), else the catalogue read again in that transaction. A snapshot can
 * be older than the database when this instance missed a change notice (a listening connection
 * that went silent); its pages may lag, its orders never charge an old price nor sell a product
 * taken off sale. Every save of a product's price, name, sizes or status raises its version.
 * A stale snapshot is forgotten here, for every caller: the instance's pages read it again too.
 */
export async function catalogueForOrder(
  tx: Tx,
  store: Pick<CatalogueStore, 'forget'>,
  snapshot: CatalogueSnapshot,
  productIds: readonly string[],
): Promise<CatalogueSnapshot> {
  const ids = [...new Set(productIds)];
  const rows = await tx
    .select({ id: catalogueProducts.id, version: catalogueProducts.version })
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.id, ids));
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  const stale = ids.some((id) => versions.get(id) !== snapshot.entries.get(id)?.version);
  if (!stale) return snapshot;
  store.forget();
  return readCatalogue(tx);
}
