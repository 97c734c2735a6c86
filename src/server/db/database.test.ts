import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderRow } from '../test/fixtures.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { queryRows, type Database } from './database.ts';
import { isConnectionError, pgError, SQLSTATE, violatedConstraint } from './pg-errors.ts';
import { contactMessages, orders, users } from './schema.ts';
import { inTransaction, QueryOutsideTransactionError } from './transaction.ts';

const EXPECTED_TABLES = [
  'admin_changes',
  'categories',
  'contact_messages',
  'customer_messages',
  'customer_notes',
  'email_changes',
  'favourites',
  'idempotency_keys',
  'job_leases',
  'mfa_factors',
  'one_time_codes',
  'order_items',
  'orders',
  'orders_info',
  'owner_alerts',
  'payment_events',
  'product_photo_variants',
  'product_photos',
  'products',
  'promo_codes',
  'push_keys',
  'push_subscriptions',
  'rate_limits',
  'recovery_codes',
  'saved_carts',
  'sessions',
  'shop_colours',
  'shop_content',
  'shop_promo_codes',
  'shop_promo_uses',
  'shop_seeds',
  'shop_settings',
  'shop_sizes',
  'staff_invitations',
  'stock',
  'stock_changes',
  'users',
  'wave_checkouts',
];

type OrderEvent = { op: string; id: string };

/** Subscribes (the LISTEN is in place when this resolves) and gives the next event's promise. */
async function nextEvent(database: Database, channel = 'orders_changed') {
  let resolveEvent: (event: OrderEvent) => void = () => {};
  const event = new Promise<OrderEvent>((resolve) => (resolveEvent = resolve));
  const unlisten = await database.listen(channel, (payload) =>
    resolveEvent(JSON.parse(payload) as OrderEvent),
  );
  return { event: withTimeout(event, 'aucune notification reçue'), unlisten };
}

/** The error and its causes, outermost first (Drizzle wraps driver errors). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && chain.length < 5; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

function withTimeout<T>(promise: Promise<T>, message: string, ms = 5000): Promise<T> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(message)), ms).unref(),
  );
  return Promise.race([promise, timeout]);
}

describe.each(DRIVERS)('database on %s', (driver) => {
  let t: TestDatabase;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('uses the expected driver', () => {
    expect(t.database.driver).toBe(driver);
  });

  it('applied the migrations: every table and the orders triggers exist', async () => {
    const rows = await queryRows<{ table_name: string }>(
      db(),
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
    const triggers = await queryRows<{ tgname: string }>(
      db(),
      sql`select tgname from pg_trigger where tgrelid = 'orders'::regclass and not tgisinternal order by tgname`,
    );
    // The live channel's NOTIFY, and updated_at kept on every update (its catch-up cursor).
    expect(triggers.map((r) => r.tgname)).toEqual([
      'orders_notify_changed',
      'orders_touch_updated_at',
    ]);
    // Order lines keep their product's name as it was when placed (ADR 0135).
    const lineTriggers = await queryRows<{ tgname: string }>(
      db(),
      sql`select tgname from pg_trigger where tgrelid = 'order_items'::regclass and not tgisinternal`,
    );
    expect(lineTriggers.map((r) => r.tgname)).toEqual(['order_items_name']);
  });

  it('enforces the spec constraints (status values, quantity 1..99, case-insensitive e-mail)', async () => {
    await expect(
      db()
        .insert(orders)
        .values(orderRow({ totalAmount: 1, shippingAddress: 'x', status: 'lost' as 'pending' })),
    ).rejects.toThrow();
    await db().execute(
      sql`insert into users (email, password_hash) values ('Awa@Example.ci', 'h')`,
    );
    await expect(
      db().execute(sql`insert into users (email, password_hash) values ('awa@example.CI', 'h')`),
    ).rejects.toThrow();
    const [order] = await db()
      .insert(orders)
      .values(orderRow({ totalAmount: 6000, shippingAddress: 'Cocody' }))
      .returning();
    expect(order).toMatchObject({
      status: 'pending',
      shippingCity: 'Abidjan',
      shippingPostalCode: '00225',
      userId: null,
    });
    await expect(
      db().execute(
        sql`insert into order_items (order_id, product_id, size, quantity, price) values (${order!.id}, 't-shirt-1', 'M', 100, 6000)`,
      ),
    ).rejects.toThrow();
  });

  describe('driver errors', () => {
    it('finds the SQLSTATE and the constraint under Drizzle’s wrapping', async () => {
      await db().insert(users).values({ email: 'kone@example.ci', passwordHash: 'h' });
      const error = await db()
        .insert(users)
        .values({ email: 'KONE@example.ci', passwordHash: 'h' })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(pgError(error)).toMatchObject({
        code: SQLSTATE.uniqueViolation,
        constraint: 'users_email_lower_key',
      });
      expect(violatedConstraint(error, SQLSTATE.uniqueViolation)).toBe('users_email_lower_key');
      expect(violatedConstraint(error, SQLSTATE.checkViolation)).toBeUndefined();
      expect(isConnectionError(error)).toBe(false);
    });

    it('names the violated check constraint', async () => {
      const error = await db()
        .execute(
          sql`insert into orders (reference, subtotal, delivery_zone, delivery_fee, total_amount, shipping_address) values ('LG-TEST01', 0, 'abidjan', 0, -1, 'x')`,
        )
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(violatedConstraint(error, SQLSTATE.checkViolation)).toBe('orders_total_amount_check');
    });
  });

  describe('transactions', () => {
    it('commits all or nothing', async () => {
      const before = await db().$count(contactMessages);
      await expect(
        inTransaction(db(), async (tx) => {
          await tx.insert(contactMessages).values({
            name: 'Awa',
            email: 'awa@example.ci',
            subject: 'Sujet',
            message: 'Un message',
          });
          throw new Error('échec après la première écriture');
        }),
      ).rejects.toThrow('échec après la première écriture');
      expect(await db().$count(contactMessages)).toBe(before);
    });

    it('runs the work again after a serialization failure, a bounded number of times', async () => {
      let runs = 0;
      const result = await inTransaction(db(), async (tx) => {
        runs++;
        if (runs < 3) {
          // What PostgreSQL raises when two serializable transactions collide.
          await tx.execute(
            sql`do $$ begin raise exception 'collision' using errcode = '40001'; end $$`,
          );
        }
        return 'fait';
      });
      expect(result).toBe('fait');
      expect(runs).toBe(3);

      let attempts = 0;
      const error = await inTransaction(
        db(),
        async (tx) => {
          attempts++;
          await tx.execute(
            sql`do $$ begin raise exception 'deadlock' using errcode = '40P01'; end $$`,
          );
        },
        { maxAttempts: 2 },
      ).catch((e: unknown) => e);
      expect(attempts).toBe(2);
      expect(pgError(error)?.code).toBe(SQLSTATE.deadlockDetected);
    });

    it('does not retry other errors', async () => {
      let runs = 0;
      await expect(
        inTransaction(db(), async () => {
          runs++;
          throw new Error('refusé');
        }),
      ).rejects.toThrow('refusé');
      expect(runs).toBe(1);
    });

    it('refuses loudly a query on db inside db.transaction (PGlite would hang, PostgreSQL would escape the transaction)', async () => {
      const error = await db()
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await db().execute(sql`select 1`);
        })
        .catch((e: unknown) => e);
      expect(causes(error).some((e) => e instanceof QueryOutsideTransactionError)).toBe(true);
      await expect(
        db().transaction(async () => {
          await db().transaction(async () => {});
        }),
      ).rejects.toBeInstanceOf(QueryOutsideTransactionError);
      expect(String(causes(error).at(-1))).toContain('utilisez `tx`');
      // The database is still usable, and so is `db` once the transaction is over.
      expect(await queryRows(db(), sql`select 1 as one`)).toEqual([{ one: 1 }]);
      await db().transaction(async (tx) => {
        setTimeout(() => undefined, 0);
        await tx.execute(sql`select 1`);
      });
      expect(await queryRows(db(), sql`select 2 as two`)).toEqual([{ two: 2 }]);
    });
  });

  describe('LISTEN / NOTIFY', () => {
    it('announces inserted and updated orders on orders_changed', async () => {
      const insert = await nextEvent(t.database);
      const [order] = await db()
        .insert(orders)
        .values(orderRow({ totalAmount: 25000, shippingAddress: 'Plateau' }))
        .returning();
      expect(await insert.event).toEqual({ op: 'INSERT', id: order!.id });
      await insert.unlisten();

      const update = await nextEvent(t.database);
      await db().update(orders).set({ status: 'shipped' }).where(eq(orders.id, order!.id));
      expect(await update.event).toEqual({ op: 'UPDATE', id: order!.id });
      await update.unlisten();
    });

    it('treats channel names case-insensitively', async () => {
      const upper = await nextEvent(t.database, 'Orders_Changed');
      const [order] = await db()
        .insert(orders)
        .values(orderRow({ totalAmount: 6000, shippingAddress: 'Marcory' }))
        .returning();
      expect(await upper.event).toEqual({ op: 'INSERT', id: order!.id });
      await upper.unlisten();
    });

    it('has LISTEN in place for every first subscriber that returns, even two at once', async () => {
      const received: string[] = [];
      const [a, b] = await Promise.all([
        t.database.listen('race_channel', (p) => received.push(`a:${p}`)),
        t.database.listen('race_channel', (p) => received.push(`b:${p}`)),
      ]);
      await db().execute(sql`select pg_notify('race_channel', 'x')`);
      await expect.poll(() => received.sort()).toEqual(['a:x', 'b:x']);
      await a();
      await b();
    });

    it('lets a listener read the database when a transaction’s NOTIFY reaches it (a page re-render after a change)', async () => {
      const read: unknown[] = [];
      const unlisten = await t.database.listen('after_commit', () => {
        db()
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .then((rows) => read.push(rows[0]!.n))
          .catch((error: Error) => read.push(error.name));
      });
      await inTransaction(db(), async (tx) => {
        await tx.execute(sql`select pg_notify('after_commit', 'x')`);
      });
      await expect.poll(() => read).toEqual([expect.any(Number)]);
      await unlisten();
    });
  });

  it('keeps its data when the server starts again', async () => {
    const before = await db().$count(orders);
    expect(before).toBeGreaterThan(0);
    const database = await t.reopen();
    expect(await database.db.$count(orders)).toBe(before);
  });
});

describe('LISTEN on a PostgreSQL server that drops the connection', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  async function terminateListener(): Promise<number> {
    const admin = new pg.Client({ connectionString: inject('postgresServerUrl') });
    await admin.connect();
    try {
      const result = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'lagune-listener' and datname = $1`,
        [new URL(t.location.databaseUrl!).pathname.slice(1)],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('comes back by itself, tells subscribers to catch up, and delivers again', async () => {
    const payloads: string[] = [];
    let reconnects = 0;
    const unlisten = await t.database.listen(
      'orders_changed',
      (payload) => payloads.push(payload),
      () => reconnects++,
    );
    expect(await terminateListener()).toBe(1);
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
    const [order] = await t.database.db
      .insert(orders)
      .values(orderRow({ totalAmount: 8000, shippingAddress: 'Yopougon' }))
      .returning({ id: orders.id });
    await expect
      .poll(() => payloads.map((p) => (JSON.parse(p) as OrderEvent).id))
      .toContain(order!.id);
    await unlisten();
  });

  it('a LISTEN that failed leaves no dead channel: once back, the next subscriber really listens', async () => {
    // Stop new connections to this database, and cut the listener's: its next LISTEN fails.
    const admin = new pg.Client({ connectionString: inject('postgresServerUrl') });
    await admin.connect();
    const dbName = pg.escapeIdentifier(new URL(t.location.databaseUrl!).pathname.slice(1));
    const database = t.database;
    let reconnects = 0;
    try {
      const other = await database.listen(
        'other_channel',
        () => {},
        () => reconnects++,
      );
      await admin.query(`alter database ${dbName} allow_connections false`);
      await terminateListener();
      await expect(database.listen('fresh_channel', () => {})).rejects.toThrow();
      await admin.query(`alter database ${dbName} allow_connections true`);
      // The listener keeps trying (with backoff) and is back by itself.
      await expect.poll(() => reconnects, { timeout: 20_000 }).toBe(1);
      const received: string[] = [];
      const unlisten = await database.listen('fresh_channel', (p) => received.push(p));
      await database.db.execute(sql`select pg_notify('fresh_channel', 'bonjour')`);
      await expect.poll(() => received, { timeout: 10_000 }).toEqual(['bonjour']);
      await unlisten();
      await other();
    } finally {
      await admin.query(`alter database ${dbName} allow_connections true`).catch(() => {});
      await admin.end();
    }
  });
});
