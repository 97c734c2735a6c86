import { desc, eq, sql } from 'drizzle-orm';
import type { AdminContent } from '../../shared/api/admin-content.ts';
import {
  CONTENT_BLOCKS,
  CONTENT_SCHEMAS,
  EMPTY_CONTENT,
  type ContentBlock,
  type ShopContent,
} from '../../shared/content/shop-content.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import type { Db } from '../db/database.ts';
import { adminChanges, shopContent, users } from '../db/schema.ts';
import { describeContentChange } from './content-history.ts';
import { inTransaction } from '../db/transaction.ts';
import { announcePagesChanged } from '../pages/page-events.ts';

const SUBJECT = 'content';
const HISTORY_LIMIT = 20;

export type ContentSave = { outcome: 'saved' | 'unchanged' } | { outcome: 'stale' };

/** Every block as the admin edits it: value, version (0: never saved) and the sample mark. */
export async function readAdminContent(db: Db): Promise<AdminContent> {
  const rows = await db.select().from(shopContent);
  const blocks = Object.fromEntries(
    CONTENT_BLOCKS.map((block) => {
      const row = rows.find((r) => r.block === block);
      const parsed = row && CONTENT_SCHEMAS[block].safeParse(row.value);
      return [
        block,
        {
          value: parsed?.success ? parsed.data : EMPTY_CONTENT[block],
          version: row?.version ?? 0,
          sample: row?.sample ?? false,
        },
      ];
    }),
  ) as AdminContent['blocks'];
  const history = await db
    .select({
      at: adminChanges.createdAt,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      changes: adminChanges.changes,
    })
    .from(adminChanges)
    .leftJoin(users, eq(users.id, adminChanges.actorId))
    .where(eq(adminChanges.subject, SUBJECT))
    .orderBy(desc(adminChanges.createdAt), desc(adminChanges.id))
    .limit(HISTORY_LIMIT);
  return {
    blocks,
    history: history.map((h) => {
      const [change] = h.changes as { field: ContentBlock; before: string; after: string }[];
      return {
        at: h.at.toISOString(),
        actor: h.email ? { name: h.fullName?.trim() || h.email, role: h.role! } : null,
        block: change!.field,
        changes: describeContentChange(change!.field, change!.before, change!.after),
      };
    }),
  };
}

/** The owner's words spaced as the shop's own texts are (narrow spaces before : ; ! ?, ADR 0116). */
function spaced<B extends ContentBlock>(block: B, value: ShopContent[B]): ShopContent[B] {
  const v = value as ShopContent[ContentBlock];
  if (typeof v === 'string') return frenchSpacing(v) as ShopContent[B];
  const s = frenchSpacing;
  switch (block) {
    case 'shops':
      return (v as ShopContent['shops']).map((shop) => ({
        ...shop,
        name: s(shop.name),
        address: s(shop.address),
        hours: s(shop.hours),
      })) as ShopContent[B];
    case 'faq':
      return (v as ShopContent['faq']).map((e) => ({
        category: s(e.category),
        question: s(e.question),
        answer: s(e.answer),
      })) as ShopContent[B];
    case 'home': {
      const banner = v as ShopContent['home'];
      return {
        ...banner,
        eyebrow: s(banner.eyebrow),
        title: s(banner.title),
        text: s(banner.text),
        button: s(banner.button),
      } as ShopContent[B];
    }
    case 'looks':
      return (v as ShopContent['looks']).map((look) => ({
        ...look,
        name: s(look.name),
      })) as ShopContent[B];
    default:
      return (v as ShopContent['reviews']).map((r) => ({
        ...r,
        text: s(r.text),
      })) as ShopContent[B];
  }
}

/**
 * Saves one block if nobody saved it since `version` (the row locked, its version compared), with
 * an audit line (the block, before and after) and every instance told, in one transaction.
 */
export async function saveContentBlock<B extends ContentBlock>(
  db: Db,
  block: B,
  input: ShopContent[B],
  version: number,
  actorId: string,
): Promise<ContentSave> {
  const value = spaced(block, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        value: shopContent.value,
        version: shopContent.version,
        sample: shopContent.sample,
      })
      .from(shopContent)
      .where(eq(shopContent.block, block))
      .for('update');
    if ((row?.version ?? 0) !== version) return { outcome: 'stale' };
    const before = JSON.stringify(row?.value ?? EMPTY_CONTENT[block]);
    const after = JSON.stringify(value);
    if (before === after && !row?.sample) return { outcome: 'unchanged' };
    if (row) {
      await tx
        .update(shopContent)
        .set({
          value,
          sample: false,
          version: sql`${shopContent.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(shopContent.block, block));
    } else {
      const inserted = await tx
        .insert(shopContent)
        .values({ block, value, version: 1 })
        .onConflictDoNothing()
        .returning({ block: shopContent.block });
      if (inserted.length === 0) return { outcome: 'stale' };
    }
    await tx
      .insert(adminChanges)
      .values({ subject: SUBJECT, actorId, changes: [{ field: block, before, after }] });
    await announcePagesChanged(tx, 'content');
    return { outcome: 'saved' };
  });
}
