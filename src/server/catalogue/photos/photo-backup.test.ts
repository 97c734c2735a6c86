// Photos live in the database (docs/decisions/0138): `npm run backup` then `npm run restore` into
// an empty folder or database brings every photo back byte for byte, and so does moving a PGlite
// shop's backup onto a PostgreSQL server (bytea rows travel through JSON there).
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type Db } from '../../db/database.ts';
import { npmRun } from '../../ops/backup-fixtures.ts';
import { killAll } from '../../ops/test-processes.ts';
import { createAdminUser } from '../../test/admin.ts';
import { createScratchDatabase, DRIVERS, openTestDatabase } from '../../test/test-database.ts';
import { addPhoto, listPhotos, readVariant } from './photo-store.ts';
import { processPhoto } from './process-photo.ts';
import { plainJpeg } from './test-photos.ts';

const PRODUCT = 'pull-marin-raye';

afterEach(killAll);

/** Every variant of every photo: its photo's hash, width, format and a digest of its bytes. */
async function photoRows(db: Db): Promise<string[]> {
  const rows = await queryRows<{ key: string; bytes: Uint8Array }>(
    db,
    sql`select p.product_id || '/' || p.position || '/' || p.alt || '/' || p.hash || '/' ||
               v.width || 'x' || v.height || '.' || v.format || '/' || v.byte_size as key, v.bytes
        from product_photo_variants v join product_photos p on p.id = v.photo_id`,
  );
  return rows.map((r) => `${r.key}/${createHash('sha256').update(r.bytes).digest('hex')}`).sort();
}

describe.each(DRIVERS)('product photos in a backup on %s', (driver) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'lagune-photo-backup-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'npm run backup then restore brings back every photo and variant, byte for byte',
    { timeout: 180_000 },
    async () => {
      const shop = await openTestDatabase(driver);
      cleanups.push(() => shop.cleanup());
      const db = shop.database.db;
      const admin = await createAdminUser(db);
      for (const colour of ['#0e7c7b', '#f77f00'])
        await addPhoto(
          db,
          PRODUCT,
          await processPhoto(await plainJpeg(520, 650, colour)),
          12,
          admin.id,
        );
      const before = await photoRows(db);
      expect(before).toHaveLength(2 * 2 * 3); // 2 photos × 320 and 480 px × 3 formats
      const photos = await listPhotos(db, PRODUCT);

      // The shop is stopped for a PGlite backup (`npm run backup` opens the folder itself).
      if (driver === 'pglite') await shop.database.close();
      const backups = path.join(work, 'backups');
      const env = {
        DATA_DIR: shop.location.dataDir,
        DATABASE_URL: shop.location.databaseUrl ?? '',
      };
      const made = await npmRun('backup', ['--dir', backups], env);
      expect(made.code, made.output).toBe(0);
      const backupFile = path.join(backups, readdirSync(backups)[0]!);

      const targets: { dataDir: string; databaseUrl?: string }[] = [];
      if (driver === 'pglite') {
        targets.push({ dataDir: path.join(work, 'restored') });
        // The move to a server: the same PGlite backup restored with DATABASE_URL.
        const server = await createScratchDatabase('template0');
        cleanups.push(server.drop);
        targets.push({ dataDir: work, databaseUrl: server.url });
      } else {
        const other = await createScratchDatabase('template0');
        cleanups.push(other.drop);
        targets.push({ dataDir: work, databaseUrl: other.url });
      }
      for (const target of targets) {
        const restored = await npmRun('restore', [backupFile], {
          DATA_DIR: target.dataDir,
          DATABASE_URL: target.databaseUrl ?? '',
        });
        expect(restored.code, restored.output).toBe(0);
        const copy = await createDatabase(target);
        try {
          expect(await photoRows(copy.db)).toEqual(before);
          // What the media route reads: the very bytes that were uploaded.
          const main = photos[0]!;
          const bytes = await readVariant(copy.db, main.hash, 480, 'avif');
          expect(bytes?.length).toBe(main.bytes['avif-480']);
        } finally {
          await copy.close();
        }
      }
    },
  );
});
