// `npm run backup` while customers keep ordering, then `npm run restore` into an empty folder
// (PGlite) or a new database (PostgreSQL server): every committed row comes back identical, and the
// copy is one consistent moment of the shop.
import { existsSync, mkdtempSync, readdirSync, statSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows } from '../db/database.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/config/shop-settings.ts';
import { readCatalogue } from '../catalogue/catalogue-store.ts';
import { createProduct, readAdminProduct, saveAdminProduct } from '../catalogue/product-admin.ts';
import { catalogueProducts, orders } from '../db/schema.ts';
import { saveAdminSettings } from '../shop/settings-admin.ts';
import { ShopSettingsStore } from '../shop/settings-store.ts';
import { createAdminUser } from '../test/admin.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  fill,
  INITIAL_STOCK,
  npmRun,
  placeOrder,
  prepareStock,
  PRODUCTS,
  SIZES,
  snapshot,
  stockOf,
  type Placed,
} from './backup-fixtures.ts';
import { backupSignal } from './backup.ts';
import { killAll } from './test-processes.ts';

const silent = { info() {}, error() {} };

afterEach(killAll);

describe.each(DRIVERS)('backup and restore on %s', (driver) => {
  let t: TestDatabase;
  let work: string;
  let detachSignal: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    work = mkdtempSync(path.join(os.tmpdir(), 'lagune-backup-'));
    if (driver === 'pglite') {
      // This test process plays the running server: it holds the PGlite folder and answers
      // `npm run backup` exactly as src/server/main.ts does.
      const signal = backupSignal(t.location.dataDir);
      signal.attach(t.database, silent);
      detachSignal = signal.detach;
    }
  });

  afterAll(async () => {
    await detachSignal?.();
    await t?.cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'backs up while orders keep coming, and restores every committed row into an empty target',
    { timeout: 240_000 },
    async () => {
      const db = t.database.db;
      await prepareStock(db);
      await fill(db);
      // The owner's work since the seed: a price changed, a new draft, a delivery fee changed.
      const owner = await createAdminUser(db, 'proprietaire@lagune.ci');
      const [priced] = await db
        .select()
        .from(catalogueProducts)
        .where(eq(catalogueProducts.id, PRODUCTS[0]!));
      const current = (await readAdminProduct(db, priced!.id))!;
      const repriced = await saveAdminProduct(
        db,
        priced!.id,
        { ...current.product, price: priced!.price + 1_500 },
        current.version,
        owner.id,
      );
      expect(repriced.outcome).toBe('saved');
      const draft = await createProduct(
        db,
        {
          name: 'Boubou Lagune',
          category: 'top',
          price: 23_000,
          garment: 'top',
          colour: 'indigo',
          print: 'wax',
        },
        owner.id,
      );
      const fees = { ...DEFAULT_SHOP_SETTINGS.deliveryFees, abidjan: 2_250 };
      const saved = await saveAdminSettings(
        db,
        DEFAULT_SHOP_SETTINGS,
        { ...DEFAULT_SHOP_SETTINGS, deliveryFees: fees },
        null,
        owner.id,
        false,
      );
      expect(saved.outcome).toBe('saved');

      // Customers keep ordering, one transaction after another, for the whole backup. Each order
      // waits for the next turn of the event loop, as one arriving over the network does (PGlite
      // answers within microtasks: a bare loop would never let timers or child processes run).
      const committed: Placed[] = [];
      let writing = true;
      const writer = (async () => {
        for (let n = 1000; writing; n++) {
          committed.push(await placeOrder(db, null, n));
          await new Promise((r) => setImmediate(r));
        }
      })();
      while (committed.length < 5) await new Promise((r) => setTimeout(r, 20));

      const before = await snapshot(db);
      const committedBefore = committed.length;
      const backups = path.join(work, 'backups');
      const env = { DATA_DIR: t.location.dataDir, DATABASE_URL: t.location.databaseUrl };
      const made = await npmRun('backup', ['--dir', backups], env);
      const committedAfter = committed.length;
      writing = false;
      await writer;

      expect(made.output).toMatch(
        /Sauvegarde écrite : .*lagune-[a-z]+-\d{8}T\d{6}Z\.(tar\.gz|dump)/,
      );
      expect(made.code).toBe(0);
      // No shop ever started on this DATA_DIR: no MFA key. The backup says what it holds, that
      // the key is not in it and what that means at restore.
      expect(made.output).toContain('Contenu de la sauvegarde :');
      expect(made.output).toContain('Inclus : la base de données entière');
      expect(made.output).toContain(
        'NON inclus : la clé du second facteur (MFA) N’EST PAS dans cette sauvegarde — aucune clé trouvée',
      );
      expect(made.output).toMatch(/À la restauration .* ne pourront plus être vérifiées/);
      expect(made.output).toContain('NON inclus : les réglages du serveur');
      expect(committedAfter).toBeGreaterThan(committedBefore); // writes did go on meanwhile
      const [file] = readdirSync(backups);
      const backupFile = path.join(backups, file!);
      // Every customer's name, phone and address is in it: readable by its owner only.
      expect((statSync(backupFile).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(backups).mode & 0o777).toString(8)).toBe('700');

      // An empty target: a fresh data folder, or a new database on the same server.
      const target = await emptyTarget(driver, t, work);
      const restored = await npmRun('restore', [backupFile], target.env);
      expect(restored.output).toContain('Restauration terminée');
      expect(restored.code).toBe(0);

      const copy = await createDatabase(target.location);
      try {
        const got = await snapshot(copy.db);
        const now = await snapshot(db);
        expect([...got.keys()]).toEqual([...now.keys()]);
        expect(got.has('stock')).toBe(true);

        // The catalogue and the settings as the shop reads them: the owner's changes are back.
        const shopCatalogue = await readCatalogue(db);
        const copyCatalogue = await readCatalogue(copy.db);
        expect(copyCatalogue.entries).toEqual(shopCatalogue.entries);
        expect(copyCatalogue.searchIndex.hash).toBe(shopCatalogue.searchIndex.hash);
        expect(copyCatalogue.entries.get(PRODUCTS[0]!)?.product.price).toBe(priced!.price + 1_500);
        expect(copyCatalogue.entries.get(draft)).toMatchObject({
          status: 'draft',
          product: { name: 'Boubou Lagune', price: 23_000 },
        });
        const restoredSettings = await new ShopSettingsStore(
          copy.db,
          DEFAULT_SHOP_SETTINGS,
        ).current();
        expect(restoredSettings).toEqual(
          await new ShopSettingsStore(db, DEFAULT_SHOP_SETTINGS).current(),
        );
        expect(restoredSettings.deliveryFees.abidjan).toBe(2_250);

        // Tables nobody wrote during the backup come back exactly.
        for (const table of got.keys()) {
          if (['orders', 'orders_info', 'order_items', 'stock'].includes(table)) continue;
          expect(got.get(table), table).toEqual(now.get(table));
        }
        // Orders: everything committed before the backup started, each row identical…
        for (const table of ['orders', 'orders_info', 'order_items']) {
          const restoredRows = new Set(got.get(table));
          for (const row of before.get(table)!) expect(restoredRows.has(row), table).toBe(true);
          const current = new Set(now.get(table));
          for (const row of got.get(table)!) expect(current.has(row), table).toBe(true);
        }
        // …and the copy is one moment of the shop: the first k of the orders placed during the
        // backup, whole, and the stock exactly as those k orders left it.
        const restoredIds = new Set(
          (await copy.db.select({ id: orders.id }).from(orders)).map((o) => o.id),
        );
        const k = committed.filter((o) => restoredIds.has(o.id)).length;
        expect(k).toBeGreaterThanOrEqual(committedBefore);
        expect(committed.slice(0, k).every((o) => restoredIds.has(o.id))).toBe(true);
        const expectedStock = new Map<string, number>();
        for (const p of PRODUCTS)
          for (const s of SIZES) expectedStock.set(`${p}/${s}`, INITIAL_STOCK);
        const seeded = await queryRows<{ k: string; q: string }>(
          copy.db,
          sql`select i.product_id || '/' || i.size as k, sum(i.quantity)::text as q
              from order_items i group by 1`,
        );
        for (const { k: key, q } of seeded)
          expectedStock.set(key, expectedStock.get(key)! - Number(q));
        expect(await stockOf(copy.db)).toEqual(expectedStock);
      } finally {
        await copy.close();
      }

      // A second restore into the now non-empty target is refused, and changes nothing…
      const refused = await npmRun('restore', [backupFile], target.env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /Restauration impossible : .*(contient déjà une base|n’est pas vide).*--force/,
      );
      // …unless asked with --force.
      const forced = await npmRun('restore', [backupFile, '--force'], target.env);
      expect(forced.code).toBe(0);
      if (driver === 'pglite') {
        expect(forced.output).toContain('L’ancienne base a été mise de côté');
        expect(
          readdirSync(target.location.dataDir).some((n) =>
            n.startsWith('pglite.avant-restauration-'),
          ),
        ).toBe(true);
      }
      await target.drop();
    },
  );
});

/** A fresh DATA_DIR (PGlite), or a new database on the test's PostgreSQL server. */
async function emptyTarget(driver: string, t: TestDatabase, work: string) {
  if (driver === 'pglite') {
    const dataDir = path.join(work, 'restored');
    expect(existsSync(dataDir)).toBe(false);
    return {
      location: { dataDir },
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => {},
    };
  }
  const serverUrl = t.location.databaseUrl!;
  const name = `restored_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { dataDir: work, databaseUrl: url.toString() },
    env: { DATA_DIR: work, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
