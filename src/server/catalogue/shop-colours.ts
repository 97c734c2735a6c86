import { asc, eq, sql } from 'drizzle-orm';
import { FABRIC } from '../../shared/art/palette.ts';
import type { ProductArt } from '../../shared/catalogue/types.ts';
import {
  COLOUR_TEXT,
  colourInUseMessage,
  SHOP_COLOURS_MAX,
  type ColourFamily,
} from '../../shared/catalogue/colours.ts';
import type { ShopColours } from '../../shared/api/admin-colours.ts';
import type { Db } from '../db/database.ts';
import { adminChanges, catalogueProducts, shopColours } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { announcePagesChanged } from '../pages/page-events.ts';

/** The `admin_changes` subject of the colour list's edits (docs/decisions/0225). */
export const COLOURS_SUBJECT = 'colours';

// The list's changes: its own tag, which no page carries. Each instance's catalogue snapshot
// (which holds the list) is forgotten on any notice, as for the sizes (docs/decisions/0224).
const COLOURS_CHANGED = 'colours:list';

const listOrder = [asc(shopColours.position), asc(shopColours.name)] as const;

/**
 * The owner's colours (docs/decisions/0225), as the sizes' list (docs/decisions/0224): every edit
 * runs in one transaction with its audit line and a notice to every instance.
 */
export async function readShopColoursAdmin(db: Db | Tx): Promise<ShopColours> {
  const rows = await db
    .select({ name: shopColours.name, hex: shopColours.hex, family: shopColours.family })
    .from(shopColours)
    .orderBy(...listOrder);
  // How many products each hex is the main fabric of, counted here: a correlated subquery of a
  // one-table select gets its outer column unqualified from Drizzle (see shop-sizes.ts).
  const fabrics = await db
    .select({ hex: sql<string | null>`lower(${catalogueProducts.art} ->> 'color')` })
    .from(catalogueProducts);
  return {
    colours: rows.map((r) => ({
      ...r,
      products: fabrics.filter((f) => f.hex === r.hex).length,
    })),
  };
}

/**
 * The colour of her list named `name` (whatever its case), its row held until the transaction
 * ends so that it is not removed under a product's save; else a French 400 on `field`.
 */
export async function requireShopColour(tx: Tx, name: string, field = 'colour') {
  const [row] = await tx
    .select({ name: shopColours.name, hex: shopColours.hex, family: shopColours.family })
    .from(shopColours)
    .where(sql`lower(${shopColours.name}) = lower(${name})`)
    .for('share');
  if (!row) {
    throw new HttpError(400, 'unknown_colour', COLOUR_TEXT.notInShop, {
      [field]: COLOUR_TEXT.notInShop,
    });
  }
  return row;
}

/** The name her list gives `hex` (a product's main fabric), if it has one. */
export async function colourNameOf(db: Db | Tx, hex: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: shopColours.name })
    .from(shopColours)
    .where(eq(shopColours.hex, hex.toLowerCase()));
  return row?.name;
}

/** A drawing recipe in `colour`: its print in sand on a black fabric, in ink on any other. */
export function artIn(art: ProductArt, colour: { hex: string; family: ColourFamily }): ProductArt {
  return { ...art, color: colour.hex, accent: colour.family === 'noir' ? FABRIC.sand : FABRIC.ink };
}

async function audit(tx: Tx, actorId: string, field: string, before: string, after: string) {
  await tx.insert(adminChanges).values({
    subject: COLOURS_SUBJECT,
    actorId,
    changes: [{ field, before, after }],
  });
}

function refuse(status: number, code: string, field: string, message: string): HttpError {
  return new HttpError(status, code, message, { [field]: message });
}

/** The row named `name` locked for the change, else 404; 409 while a product is made in it. */
async function unusedColour(tx: Tx, name: string, field: string) {
  const [row] = await tx
    .select({ hex: shopColours.hex })
    .from(shopColours)
    .where(eq(shopColours.name, name))
    .for('update');
  if (!row) throw refuse(404, 'colour_missing', field, COLOUR_TEXT.missing);
  // Counted once the lock is held (a new statement, a new snapshot): a product's save holding the
  // row `for share` has committed by then, and is counted.
  const [used] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(catalogueProducts)
    .where(sql`lower(${catalogueProducts.art} ->> 'color') = ${row.hex}`);
  const products = Number(used?.count ?? 0);
  if (products > 0) throw refuse(409, 'colour_in_use', field, colourInUseMessage(products));
}

/** A new colour, last in her list: a name and a hex no other colour has. */
export async function addShopColour(
  db: Db,
  colour: { name: string; hex: string; family: ColourFamily },
  actorId: string,
): Promise<ShopColours> {
  return inTransaction(db, async (tx) => {
    // One add at a time: the count, the next place and the taken names are read under the lock.
    await tx.execute(sql`lock table ${shopColours} in share row exclusive mode`);
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(position), 0)`,
        name: sql<number>`count(*) filter (where lower(name) = lower(${colour.name}))::int`,
        hex: sql<number>`count(*) filter (where hex = ${colour.hex})::int`,
      })
      .from(shopColours);
    if (Number(row?.name ?? 0) > 0) throw refuse(400, 'colour_taken', 'name', COLOUR_TEXT.taken);
    if (Number(row?.hex ?? 0) > 0) throw refuse(400, 'hex_taken', 'hex', COLOUR_TEXT.hexTaken);
    if (Number(row?.count ?? 0) >= SHOP_COLOURS_MAX) {
      throw refuse(400, 'colours_full', 'name', COLOUR_TEXT.full);
    }
    await tx.insert(shopColours).values({ ...colour, position: Number(row?.last ?? 0) + 1 });
    await audit(tx, actorId, 'ajout', '', `${colour.name} (${colour.hex}, ${colour.family})`);
    await announcePagesChanged(tx, [COLOURS_CHANGED]);
    return readShopColoursAdmin(tx);
  });
}

/** Renames a colour no product is made in (the brief's rule, as for a size's removal). */
export async function renameShopColour(
  db: Db,
  from: string,
  to: string,
  actorId: string,
): Promise<ShopColours> {
  return inTransaction(db, async (tx) => {
    await unusedColour(tx, from, 'from');
    if (from === to) return readShopColoursAdmin(tx);
    const [other] = await tx
      .select({ name: shopColours.name })
      .from(shopColours)
      .where(sql`lower(${shopColours.name}) = lower(${to}) and ${shopColours.name} <> ${from}`);
    if (other) throw refuse(400, 'colour_taken', 'to', COLOUR_TEXT.taken);
    await tx.update(shopColours).set({ name: to }).where(eq(shopColours.name, from));
    await audit(tx, actorId, 'renommage', from, to);
    await announcePagesChanged(tx, [COLOURS_CHANGED]);
    return readShopColoursAdmin(tx);
  });
}

/** Removes a colour no product is made in (409 naming how many are). */
export async function removeShopColour(
  db: Db,
  name: string,
  actorId: string,
): Promise<ShopColours> {
  return inTransaction(db, async (tx) => {
    await unusedColour(tx, name, 'name');
    await tx.delete(shopColours).where(eq(shopColours.name, name));
    await audit(tx, actorId, 'retrait', name, '');
    await announcePagesChanged(tx, [COLOURS_CHANGED]);
    return readShopColoursAdmin(tx);
  });
}

/** Puts the colours in her order: `colours` names every colour of the list once. */
export async function orderShopColours(
  db: Db,
  colours: readonly string[],
  actorId: string,
): Promise<ShopColours> {
  return inTransaction(db, async (tx) => {
    const current = await tx
      .select({ name: shopColours.name })
      .from(shopColours)
      .orderBy(...listOrder)
      .for('update');
    const names = current.map((r) => r.name);
    const same =
      colours.length === names.length &&
      new Set(colours).size === colours.length &&
      colours.every((c) => names.includes(c));
    if (!same) throw refuse(400, 'colour_order', 'colours', COLOUR_TEXT.order);
    if (colours.every((c, i) => names[i] === c)) return readShopColoursAdmin(tx);
    for (const [index, name] of colours.entries()) {
      await tx
        .update(shopColours)
        .set({ position: index + 1 })
        .where(eq(shopColours.name, name));
    }
    await audit(tx, actorId, 'ordre', names.join(', '), colours.join(', '));
    await announcePagesChanged(tx, [COLOURS_CHANGED]);
    return readShopColoursAdmin(tx);
  });
}
