// A shop that started before a page's text was a content block keeps the text after the upgrade
// (docs/decisions/0245, 0246): the migration gives it the sample one, marked as a sample, and never
// replaces hers.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../shared/content/sample-content.ts';
import { shopContent } from '../db/schema.ts';
import { readShopContent } from './content-store.ts';
import { runMigrationNamed } from '../test/migrations.ts';
import { DRIVERS, openTestDatabase } from '../test/test-database.ts';

const BLOCKS = ['sustainability', 'vip'] as const;

describe.each(DRIVERS)('page texts after an upgrade, on %s', (driver) => {
  it.each(BLOCKS)(
    'gives a shop without the %s text the sample one, marked as a sample, and keeps hers',
    async (block) => {
      const t = await openTestDatabase(driver);
      try {
        const db = t.database.db;
        const migration = `_${block}.sql`;
        // A new shop has it from its migrations.
        expect((await readShopContent(db))[block]).toBe(SAMPLE_CONTENT[block]);
        // Before the upgrade: no row for the block.
        await db.delete(shopContent).where(eq(shopContent.block, block));
        expect((await readShopContent(db))[block]).toBe('');
        await runMigrationNamed(db, migration);
        expect((await readShopContent(db))[block]).toBe(SAMPLE_CONTENT[block]);
        const [row] = await db
          .select({ sample: shopContent.sample })
          .from(shopContent)
          .where(eq(shopContent.block, block));
        expect(row).toEqual({ sample: true });

        const hers = 'Nos colis partent dans des sacs en pagne réutilisables.';
        await db.execute(
          sql`update shop_content set value = ${JSON.stringify(hers)}::jsonb, sample = false where block = ${block}`,
        );
        await runMigrationNamed(db, migration);
        expect((await readShopContent(db))[block]).toBe(hers);
      } finally {
        await t.cleanup();
      }
    },
  );
});
