// A shop that started before the home banner was a content block keeps a banner after the upgrade
// (docs/decisions/0233): the migration gives it the sample one, and never replaces hers.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../shared/content/sample-content.ts';
import { readShopContent } from './content-store.ts';
import { runMigrationNamed } from '../test/migrations.ts';
import { DRIVERS, openTestDatabase } from '../test/test-database.ts';

describe.each(DRIVERS)('the home banner after an upgrade, on %s', (driver) => {
  it('gives a shop without one the sample banner, and keeps the one she wrote', async () => {
    const t = await openTestDatabase(driver);
    try {
      // Before the upgrade: no `home` row.
      await t.database.db.execute(sql`delete from shop_content where block = 'home'`);
      const db = t.database.db;
      await runMigrationNamed(db, '_home-banner.sql');
      expect((await readShopContent(db)).home).toEqual(SAMPLE_CONTENT.home);

      const hers = { ...SAMPLE_CONTENT.home, title: 'SOLDES', picture: '' };
      await db.execute(
        sql`update shop_content set value = ${JSON.stringify(hers)}::jsonb, sample = false where block = 'home'`,
      );
      await runMigrationNamed(db, '_home-banner.sql');
      expect((await readShopContent(db)).home).toEqual(hers);
    } finally {
      await t.cleanup();
    }
  });
});
