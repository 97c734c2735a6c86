import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_BLOCKS,
  CONTENT_SCHEMAS,
  EMPTY_CONTENT,
  type ShopContent,
} from '../../shared/content/shop-content.ts';
import type { Db } from '../db/database.ts';
import { shopContent } from '../db/schema.ts';

/** Each block as the database has it; a block missing or unreadable is empty (never made up). */
export async function readShopContent(db: Db, log?: FastifyBaseLogger): Promise<ShopContent> {
  const rows = await db
    .select({ block: shopContent.block, value: shopContent.value })
    .from(shopContent);
  const content: Record<string, unknown> = { ...EMPTY_CONTENT };
  for (const block of CONTENT_BLOCKS) {
    const row = rows.find((r) => r.block === block);
    if (!row) continue;
    const parsed = CONTENT_SCHEMAS[block].safeParse(row.value);
    if (parsed.success) content[block] = parsed.data;
    else log?.error({ block }, 'contenu de la boutique illisible en base : bloc laissé vide');
  }
  return content as ShopContent;
}

/**
 * The shop's content as the database has it (docs/decisions/0205), kept in memory once read;
 * `forget()` is called when any instance announces a change on the pages channel
 * (src/server/plugins/forget-on-change.ts), so every instance's pages and orders follow a save.
 */
export class ShopContentStore {
  private cached: Promise<ShopContent> | undefined;
  private lastRead: ShopContent | undefined;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  current(): Promise<ShopContent> {
    this.cached ??= readShopContent(this.db, this.log).then(
      (content) => (this.lastRead = content),
      (error: unknown) => {
        this.cached = undefined;
        this.log?.warn({ err: error }, 'contenu de la boutique illisible pour le moment');
        return this.lastRead ?? EMPTY_CONTENT;
      },
    );
    return this.cached;
  }

  forget(): void {
    this.cached = undefined;
  }
}
