// A shop that started before the looks gallery's text was a content block keeps the text after the
// upgrade (docs/decisions/0242): the migration gives it the sample one, and never replaces hers.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../shared/content/sample-content.ts';
import { readShopContent } from './content-store.ts';
import { runMigrationNamed } from '../test/migrations.ts';
import { DRIVERS, openTestDatabase } from '../test/test-database.ts';

describe.each(DRIVERS)('the looks gallery text after an upgrade, on %s', (driver) => {
  it('gives a shop without one the sample text, and keeps the one she wrote', async () => {
    const t = await openTestDatabase(driver);
    try {
      // Before the upgrade: no `gallery` row.
      await t.database.db.execute(sql`delete from shop_content where block = 'gallery'`);
      const db = t.database.db;
      expect((await readShopContent(db)).gallery).toBe('');
      await runMigrationNamed(db, '_gallery.sql');
      expect((await readShopContent(db)).gallery).toBe(SAMPLE_CONTENT.gallery);
      expect(SAMPLE_CONTENT.gallery).not.toMatch(/20\d\d/);

      const hers = 'Nos pièces pour la saison sèche.';
      await db.execute(
        sql`update shop_content set value = ${JSON.stringify(hers)}::jsonb, sample = false where block = 'gallery'`,
      );
      await runMigrationNamed(db, '_gallery.sql');
      expect((await readShopContent(db)).gallery).toBe(hers);
    } finally {
      await t.cleanup();
    }
  });
});
