// What the backup tests share: a shop with customers, orders and stock, a way to place one more
// order as the shop does, every row of every table, and `npm run` to its end.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';
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
import { exitWithin, runNpm } from './test-processes.ts';

export const SIZES = ['S', 'M', 'L', 'XL'];
export const PRODUCTS = ['t-shirt-wax-cocody', 'pull-marin-raye', 'short-lin-sable'];
export const INITIAL_STOCK = 1_000_000;

/** Runs `npm run <script> -- <args>` to its end. */
export async function npmRun(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
) {
  const run = runNpm(['run', '-s', script, '--', ...args], env);
  const { code } = await exitWithin(run, 120_000);
  return { code, output: run.output() };
}

/**
 * The stock of the products the orders below take (plenty of it), and a table created outside the
 * migrations: a backup carries tables it was never told about.
 */
export async function prepareStock(db: Db) {
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
export async function fill(db: Db) {
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

export type Placed = { id: string; lines: { product: string; size: string; quantity: number }[] };

/** One order as the shop records it: order, delivery details, lines and stock, in one transaction. */
export async function placeOrder(db: Db, userId: string | null, n: number): Promise<Placed> {
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
export async function snapshot(db: Db): Promise<Map<string, string[]>> {
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

export async function stockOf(db: Db): Promise<Map<string, number>> {
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
