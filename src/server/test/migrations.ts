import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from '../db/database.ts';

/**
 * Runs one migration again as an upgrade runs it, found by the end of its file name
 * (`'_gallery.sql'`): migrations get renumbered, their names stay. Fails when none matches.
 */
export async function runMigrationNamed(db: Db, ending: string): Promise<void> {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith(ending));
  if (!file) throw new Error(`No migration named …${ending} in ${MIGRATIONS_DIR}`);
  await db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')));
}
