// A shop that started on the embedded database (`npm start`) moves to a PostgreSQL server: its
// PGlite backup, restored with DATABASE_URL, brings every row of the shop's tables, and the shop
// goes on there.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows } from '../db/database.ts';
import { orders } from '../db/schema.ts';
import { createScratchDatabase, openTestDatabase } from '../test/test-database.ts';
import { fill, npmRun, placeOrder, prepareStock, snapshot, stockOf } from './backup-fixtures.ts';
import { restore, RestoreRefused } from './backup.ts';
import { restorePgliteIntoPostgres } from './pglite-to-postgres.ts';
import { killAll } from './test-processes.ts';

afterEach(killAll);

describe('a PGlite backup restored into a PostgreSQL server', () => {
  let work: string;
  let backupFile: string;
  let shopRows: Map<string, string[]>;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'lagune-move-test-'));
    const shop = await openTestDatabase('pglite');
    drops.push(() => shop.cleanup());
    await prepareStock(shop.database.db); // also a hand-made table, shop_notes (serial id)
    await fill(shop.database.db);
    shopRows = await snapshot(shop.database.db);
    // The shop is stopped for the move: `npm run backup` opens the folder itself.
    await shop.database.close();
    const made = await npmRun('backup', ['--dir', path.join(work, 'backups')], {
      DATA_DIR: shop.location.dataDir,
      DATABASE_URL: '',
    });
    expect(made.code, made.output).toBe(0);
    backupFile = path.join(work, 'backups', readdirSync(path.join(work, 'backups'))[0]!);
  }, 120_000);

  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'npm run restore copies every row of the shop’s tables, names the tables it left, and the shop goes on',
    { timeout: 120_000 },
    async () => {
      const target = await createScratchDatabase('template0');
      drops.push(target.drop);
      const restored = await npmRun('restore', [backupFile], {
        DATA_DIR: work,
        DATABASE_URL: target.url,
      });
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(
        /Base intégrée \(PGlite\) copiée vers le serveur PostgreSQL : \d+ tables, \d+ lignes\./,
      );
      expect(restored.output).toContain(
        'Tables non reprises (créées hors des migrations de la boutique) : shop_notes',
      );
      expect(restored.output).toContain('Restauration terminée dans la base PostgreSQL');
      // The customers' authenticator secrets need the embedded shop's key on the server.
      expect(restored.output).toMatch(
        /\d+ application\(s\) d’authentification enregistrée\(s\) : donnez à chaque instance MFA_ENCRYPTION_KEY/,
      );

      const server = await createDatabase({ dataDir: work, databaseUrl: target.url });
      try {
        const got = await snapshot(server.db);
        const expected = new Map(shopRows);
        expected.delete('shop_notes');
        expect([...got.keys()]).toEqual([...expected.keys()]);
        // Row for row, as PostgreSQL prints them: timestamps to the microsecond, JSON carts,
        // the computed phone key, accents.
        for (const [table, rows] of expected) expect(got.get(table), table).toEqual(rows);
        expect(got.get('orders')!.length).toBeGreaterThan(0);

        // The shop goes on on the server: one more order takes its stock as before.
        const stockBefore = await stockOf(server.db);
        const placed = await placeOrder(server.db, null, 9000);
        const stockAfter = await stockOf(server.db);
        for (const line of placed.lines) {
          const key = `${line.product}/${line.size}`;
          expect(stockAfter.get(key)).toBe(stockBefore.get(key)! - line.quantity);
        }
        const counted = await queryRows<{ n: string }>(
          server.db,
          sql`select count(*)::text as n from ${orders}`,
        );
        expect(Number(counted[0]?.n)).toBe(expected.get('orders')!.length + 1);
      } finally {
        await server.close();
      }

      // The target is no longer empty: a second move is refused and changes nothing.
      const again = await npmRun('restore', [backupFile], {
        DATA_DIR: work,
        DATABASE_URL: target.url,
      });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/Restauration impossible : .*n’est pas vide.*--force/);
    },
  );

  it(
    'continues serial ids after the copied rows, in one transaction',
    { timeout: 60_000 },
    async () => {
      // A table both sides have, with a serial id: the server's sequence must go on after the
      // copied rows, or the next insert would collide with a copied one.
      const target = await createScratchDatabase('template0');
      drops.push(target.drop);
      const migrated = await createDatabase({ dataDir: work, databaseUrl: target.url });
      await migrated.db.execute(
        sql`create table shop_notes (id serial primary key, note text not null)`,
      );
      await migrated.close();

      const moved = await restorePgliteIntoPostgres(backupFile, target.url);
      expect(moved.skipped).toEqual([]);
      expect(moved.copied.find((t) => t.table === 'shop_notes')?.rows).toBe(1);
      // Parents before children: orders before their lines, users before their sessions.
      const order = moved.copied.map((t) => t.table);
      expect(order.indexOf('orders')).toBeLessThan(order.indexOf('order_items'));
      expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));

      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number; note: string }>(
          `insert into shop_notes (note) values ('Réassort des shorts') returning id, note`,
        );
        expect(rows[0]).toEqual({ id: 2, note: 'Réassort des shorts' });
        const notes = await client.query<{ note: string }>(
          'select note from shop_notes where id = 1',
        );
        expect(notes.rows[0]?.note).toBe('Inventaire de fin de mois, rayon « pulls »');
      } finally {
        await client.end();
      }
    },
  );

  it('refuses a PostgreSQL dump into the embedded database, in French, and writes nothing', async () => {
    const file = path.join(work, 'lagune-postgres-20261125T120000Z.dump');
    writeFileSync(file, 'PGDMP\u0001\u000e\u0000');
    const dataDir = path.join(work, 'vide');
    await expect(restore(file, { dataDir })).rejects.toThrow(RestoreRefused);
    await expect(restore(file, { dataDir })).rejects.toThrow(
      'Cette sauvegarde vient d’un serveur PostgreSQL (pg_dump) : restaurez-la avec DATABASE_URL.',
    );
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
