// A shop that started before the looks were a content block keeps its looks after the upgrade
// (docs/decisions/0236): the migration gives it the sample's eight, and never replaces hers.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../shared/content/sample-content.ts';
import { readShopContent } from './content-store.ts';
import { runMigrationNamed } from '../test/migrations.ts';
import { DRIVERS, openTestDatabase } from '../test/test-database.ts';

describe.each(DRIVERS)('the looks after an upgrade, on %s', (driver) => {
  it('gives a shop without looks the sample’s eight, and keeps the ones she saved', async () => {
    const t = await openTestDatabase(driver);
    try {
      const db = t.database.db;
      // Before the upgrade: no `looks` row.
      await db.execute(sql`delete from shop_content where block = 'looks'`);
      await runMigrationNamed(db, '_looks.sql');
      const { looks } = await readShopContent(db);
      expect(looks).toEqual(SAMPLE_CONTENT.looks);
      expect(looks.map((l) => l.name)).toContain('Look Lagune Bleue');

      const hers = [{ name: 'Look Noël', price: 0, category: 'complet', picture: null }];
      await db.execute(
        sql`update shop_content set value = ${JSON.stringify(hers)}::jsonb, sample = false where block = 'looks'`,
      );
      await runMigrationNamed(db, '_looks.sql');
      expect((await readShopContent(db)).looks).toEqual(hers);
    } finally {
      await t.cleanup();
    }
  });
});
