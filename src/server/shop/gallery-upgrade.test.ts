// A shop that started before the looks gallery's text was a content block keeps the text after the
// upgrade (docs/decisions/0242): the migration gives it the sample one, and never replaces hers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../shared/content/sample-content.ts';
import type { Db } from '../db/database.ts';
import { readShopContent } from './content-store.ts';
import { DRIVERS, openTestDatabase } from '../test/test-database.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle');

/** The gallery text's migration as the upgrade runs it (found by name: migrations get renumbered). */
async function runGalleryMigration(db: Db) {
  const file = readdirSync(MIGRATIONS).find((name) => name.endsWith('_gallery.sql'))!;
  await db.execute(sql.raw(readFileSync(path.join(MIGRATIONS, file), 'utf8')));
}

describe.each(DRIVERS)('the looks gallery text after an upgrade, on %s', (driver) => {
  it('gives a shop without one the sample text, and keeps the one she wrote', async () => {
    const t = await openTestDatabase(driver);
    try {
      // Before the upgrade: no `gallery` row.
      await t.database.db.execute(sql`delete from shop_content where block = 'gallery'`);
      const db = t.database.db;
      expect((await readShopContent(db)).gallery).toBe('');
      await runGalleryMigration(db);
      expect((await readShopContent(db)).gallery).toBe(SAMPLE_CONTENT.gallery);
      expect(SAMPLE_CONTENT.gallery).not.toMatch(/20\d\d/);

      const hers = 'Nos pièces pour la saison sèche.';
      await db.execute(
        sql`update shop_content set value = ${JSON.stringify(hers)}::jsonb, sample = false where block = 'gallery'`,
      );
      await runGalleryMigration(db);
      expect((await readShopContent(db)).gallery).toBe(hers);
    } finally {
      await t.cleanup();
    }
  });
});
