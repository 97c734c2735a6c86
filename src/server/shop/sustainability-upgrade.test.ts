// A shop that started before the sustainability page's text was a content block keeps the text after
// the upgrade (docs/decisions/0245): the migration gives it the sample one, and never replaces hers.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../shared/content/sample-content.ts';
import { shopContent } from '../db/schema.ts';
import { readShopContent } from './content-store.ts';
import { runMigrationNamed } from '../test/migrations.ts';
import { DRIVERS, openTestDatabase } from '../test/test-database.ts';

describe.each(DRIVERS)('the sustainability text after an upgrade, on %s', (driver) => {
  it('gives a shop without one the sample text, marked as a sample, and keeps the one she wrote', async () => {
    const t = await openTestDatabase(driver);
    try {
      const db = t.database.db;
      // A new shop has it from its migrations.
      expect((await readShopContent(db)).sustainability).toBe(SAMPLE_CONTENT.sustainability);
      // Before the upgrade: no `sustainability` row.
      await db.execute(sql`delete from shop_content where block = 'sustainability'`);
      expect((await readShopContent(db)).sustainability).toBe('');
      await runMigrationNamed(db, '_sustainability.sql');
      expect((await readShopContent(db)).sustainability).toBe(SAMPLE_CONTENT.sustainability);
      const [row] = await db
        .select({ sample: shopContent.sample })
        .from(shopContent)
        .where(eq(shopContent.block, 'sustainability'));
      expect(row).toEqual({ sample: true });

      const hers = 'Nos colis partent dans des sacs en pagne réutilisables.';
      await db.execute(
        sql`update shop_content set value = ${JSON.stringify(hers)}::jsonb, sample = false where block = 'sustainability'`,
      );
      await runMigrationNamed(db, '_sustainability.sql');
      expect((await readShopContent(db)).sustainability).toBe(hers);
    } finally {
      await t.cleanup();
    }
  });
});
