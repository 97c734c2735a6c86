// `npm run backup` while customers keep ordering, then `npm run restore` into an empty folder
// (PGlite) or a new database (PostgreSQL server): every committed row comes back identical, and the
// copy is one consistent moment of the shop.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type Db } from '../db/database.ts';
import {
  contactMessages,
  favourites,
  idempotencyKeys,
  mfaFactors,
  orderItems,
  orders,
  ordersInfo,
  savedCarts,
  sessions,
  users,
} from '../db/schema.ts';
import { orderRow } from '../test/fixtures.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { backupSignal } from './backup.ts';
import { exitWithin, killAll, runNpm } from './test-processes.ts';

const silent = { info() {}, error() {} };
const SIZES = ['S', 'M', 'L', 'XL'];
const PRODUCTS = ['t-shirt-wax-cocody', 'pull-marin-raye', 'short-lin-sable'];
const INITIAL_STOCK = 1_000_000;

afterEach(killAll);

/** Runs `npm run <script> -- <args>` to its end. */
async function npmRun(script: string, args: string[], env: Record<string, string | undefined>) {
  const run = runNpm(['run', '-s', script, '--', ...args], env);
  const { code } = await exitWithin(run, 120_000);
  return { code, output: run.output() };
}

/**
 * The stock of the products the orders below take (plenty of it), and a table created outside the
 * migrations: a backup carries tables it was never told about.
 */
async function prepareStock(db: Db) {
  for (const product of PRODUCTS)
    for (const size of SIZES)
      await db.execute(
        sql`insert into stock (product_id, size, quantity) values (${product}, ${size}, ${INITIAL_STOCK})
            on conflict (product_id, size) do update set quantity = excluded.quantity`,
      );
  await db.execute(sql`create table shop_notes (id serial primary key, note text not null)`);
  await db.execute(
    sql`insert into shop_notes (note) values ('Inventaire de fin de mois, rayon « pulls »')`,
  );
}

/** Customers, their sessions, carts, favourites, second factors, messages and past orders. */
async function fill(db: Db) {
  for (let i = 0; i < 40; i++) {
    const [user] = await db
      .insert(users)
      .values({
        email: `client${i}@example.ci`,
        passwordHash: `scrypt$${randomUUID()}`,
        fullName: `Client ${i} Kouadio`,
        emailConfirmedAt: i % 2 ? new Date() : null,
        mfaMethod: i % 3 === 0 ? 'authenticator' : null,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    await db.insert(sessions).values({
      tokenHash: randomUUID(),
      userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.insert(favourites).values({ userId, productId: PRODUCTS[i % 3]! });
    await db.insert(savedCarts).values({
      userId,
      cartItems: [{ productId: PRODUCTS[i % 3]!, size: 'M', quantity: 2 }],
    });
    if (i % 3 === 0)
      await db.insert(mfaFactors).values({
        userId,
        secretEncrypted: 'v1.bm9uY2U.c2VhbGVk.dGFn',
        confirmedAt: new Date(),
        lastUsedStep: 59_000_000_123,
      });
    await placeOrder(db, i % 2 ? userId : null, i);
  }
  await db.insert(contactMessages).values({
    name: 'Aïcha N’Guessan',
    email: 'aicha@example.ci',
    subject: 'Échange de taille',
    message: 'Bonjour, puis-je échanger un M contre un L ?',
  });
  await db.insert(idempotencyKeys).values({
    key: randomUUID(),
    requestHash: 'abc',
    status: 'completed',
    responseCode: 201,
    responseBody: JSON.stringify({ order: { totalAmount: 25_000 }, payment: { method: 'wave' } }),
  });
}

type Placed = { id: string; lines: { product: string; size: string; quantity: number }[] };

/** One order as the shop records it: order, delivery details, lines and stock, in one transaction. */
async function placeOrder(db: Db, userId: string | null, n: number): Promise<Placed> {
  const lines = [
    { product: PRODUCTS[n % 3]!, size: SIZES[n % 4]!, quantity: 1 + (n % 2) },
    { product: PRODUCTS[(n + 1) % 3]!, size: SIZES[(n + 2) % 4]!, quantity: 1 },
  ];
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values(orderRow({ userId, totalAmount: 20_000 + n, shippingAddress: `Rue ${n}, Cocody` }))
      .returning({ id: orders.id });
    const id = order!.id;
    await tx.insert(ordersInfo).values({
      id,
      nomComplet: `Client ${n}`,
      telephone: '+225 07 00 00 00 00',
    });
    for (const line of lines) {
      await tx.insert(orderItems).values({
        orderId: id,
        productId: line.product,
        size: line.size,
        quantity: line.quantity,
        price: 10_000,
      });
      await tx.execute(
        sql`update stock set quantity = quantity - ${line.quantity}
            where product_id = ${line.product} and size = ${line.size}`,
      );
    }
    return { id, lines };
  });
}

/** Every row of every table in `public`, as PostgreSQL prints it (exact to the microsecond). */
async function snapshot(db: Db): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(name)} t`,
    );
    result.set(name, rows.map((r) => r.row).sort());
  }
  return result;
}

async function stockOf(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ k: string; q: number }>(
    db,
    sql`select product_id || '/' || size as k, quantity as q from stock
        where product_id in (${sql.join(
          PRODUCTS.map((p) => sql`${p}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.k, Number(r.q)]));
}

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
      expect(committedAfter).toBeGreaterThan(committedBefore); // writes did go on meanwhile
      const [file] = readdirSync(backups);
      const backupFile = path.join(backups, file!);

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
