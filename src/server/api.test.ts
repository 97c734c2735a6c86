import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_MESSAGE } from './contact/contact-routes.ts';
import { queryRows, type Database } from './db/database.ts';
import { contactMessages, orders } from './db/schema.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from './test/test-database.ts';

const EXPECTED_TABLES = [
  'contact_messages',
  'favourites',
  'idempotency_keys',
  'mfa_factors',
  'one_time_codes',
  'order_items',
  'orders',
  'orders_info',
  'recovery_codes',
  'saved_carts',
  'sessions',
  'users',
];

const validContact = {
  name: 'Awa Koné',
  email: 'awa@example.ci',
  subject: 'Question sur une taille',
  message: 'Le t-shirt existe-t-il en XL ?',
};

type OrderEvent = { op: string; id: string };

/** Subscribes (the LISTEN is in place when this resolves) and gives the next event's promise. */
async function nextOrderEvent(database: Database) {
  let resolveEvent: (event: OrderEvent) => void = () => {};
  const event = new Promise<OrderEvent>((resolve) => (resolveEvent = resolve));
  const unlisten = await database.listen('orders_changed', (payload) =>
    resolveEvent(JSON.parse(payload) as OrderEvent),
  );
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('aucune notification reçue')), 5000).unref(),
  );
  return { event: Promise.race([event, timeout]), unlisten };
}

describe.each(DRIVERS)('API on %s', (driver) => {
  let t: TestDatabase;
  let app: App;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    const config = loadConfig({
      DATA_DIR: t.location.dataDir,
      BUILD_DIR: `${t.location.dataDir}/no-build`,
    });
    app = await buildApp({ config, database: t.database, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await t?.cleanup();
  });

  it('uses the expected driver', () => {
    expect(t.database.driver).toBe(driver);
  });

  it('GET /api/health checks the database', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('applied the migrations: every table exists', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
    const triggers = await queryRows<{ tgname: string }>(
      t.database.db,
      sql`select tgname from pg_trigger where tgrelid = 'orders'::regclass and not tgisinternal`,
    );
    expect(triggers.map((r) => r.tgname)).toEqual(['orders_notify_changed']);
  });

  it('enforces the spec constraints (status values, quantity 1..99, case-insensitive e-mail)', async () => {
    const db = t.database.db;
    await expect(
      db
        .insert(orders)
        .values({ totalAmount: 1, shippingAddress: 'x', status: 'lost' as 'pending' }),
    ).rejects.toThrow();
    await db.execute(sql`insert into users (email, password_hash) values ('Awa@Example.ci', 'h')`);
    await expect(
      db.execute(sql`insert into users (email, password_hash) values ('awa@example.CI', 'h')`),
    ).rejects.toThrow();
    const [order] = await db
      .insert(orders)
      .values({ totalAmount: 6000, shippingAddress: 'Cocody' })
      .returning();
    expect(order).toMatchObject({
      status: 'pending',
      shippingCity: 'Abidjan',
      shippingPostalCode: '00225',
      userId: null,
    });
    await expect(
      db.execute(
        sql`insert into order_items (order_id, product_id, size, quantity, price) values (${order!.id}, 't-shirt-1', 'M', 100, 6000)`,
      ),
    ).rejects.toThrow();
  });

  it('announces inserted and updated orders on orders_changed', async () => {
    const db = t.database.db;
    const insert = await nextOrderEvent(t.database);
    const [order] = await db
      .insert(orders)
      .values({ totalAmount: 25000, shippingAddress: 'Plateau' })
      .returning();
    expect(await insert.event).toEqual({ op: 'INSERT', id: order!.id });
    await insert.unlisten();

    const update = await nextOrderEvent(t.database);
    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order!.id));
    expect(await update.event).toEqual({ op: 'UPDATE', id: order!.id });
    await update.unlisten();
  });

  describe('POST /api/contact', () => {
    it('stores a valid message (trimmed) and answers 201', async () => {
      const res = await post('/api/contact', {
        ...validContact,
        name: '  Awa Koné ',
        email: ' awa@example.ci ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true });
      const rows = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, validContact.subject));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...validContact, readAt: null });
    });

    it('answers each invalid field with its French message and stores nothing', async () => {
      const before = await t.database.db.$count(contactMessages);
      const res = await post('/api/contact', {
        name: 'A',
        email: 'pas-un-email',
        subject: 'Hey',
        message: 'Court',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'validation_error',
          message: 'Certains champs sont invalides. Veuillez les corriger.',
          fields: {
            name: 'Le nom doit contenir au moins 2 caractères',
            email: 'Adresse email invalide',
            subject: 'Le sujet doit contenir au moins 5 caractères',
            message: 'Le message doit contenir au moins 10 caractères',
          },
        },
      });
      expect(await t.database.db.$count(contactMessages)).toBe(before);
    });

    it.each([
      ['name', 'N'.repeat(101), 'Le nom ne peut pas dépasser 100 caractères'],
      ['subject', 'S'.repeat(151), 'Le sujet ne peut pas dépasser 150 caractères'],
      ['message', 'M'.repeat(5001), 'Le message ne peut pas dépasser 5000 caractères'],
      ['name', '   a   ', 'Le nom doit contenir au moins 2 caractères'],
      ['email', 42, 'Adresse email invalide'],
    ])('refuses %s = %j with a French message', async (field, value, message) => {
      const res = await post('/api/contact', { ...validContact, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_error',
        message,
        fields: { [field]: message },
      });
    });

    it('refuses a body that is not an object, and malformed JSON, in French', async () => {
      const list = await post('/api/contact', [validContact]);
      expect(list.statusCode).toBe(400);
      expect(list.json().error.message).toBe('Le formulaire de contact est incomplet');
      const broken = await post('/api/contact', '{"name": ', {
        'content-type': 'application/json',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toEqual({
        code: 'invalid_json',
        message: 'Le corps de la requête n’est pas un JSON valide.',
      });
    });

    it('treats a JSON request without a body as an empty form, not as broken JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
      expect(res.json().error.message).toBe('Le formulaire de contact est incomplet');
    });

    it('refuses a body over the size limit', async () => {
      const res = await post('/api/contact', { ...validContact, message: 'x'.repeat(70 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('La requête est trop volumineuse.');
    });

    it('refuses a non-JSON body (what a cross-site HTML form would send)', async () => {
      const res = await post('/api/contact', new URLSearchParams(validContact).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
      const text = await post('/api/contact', JSON.stringify(validContact), {
        'content-type': 'text/plain',
      });
      expect(text.statusCode).toBe(415);
    });

    it.each([
      [{ origin: 'https://evil.example' }],
      [{ origin: 'null' }],
      [{ 'sec-fetch-site': 'cross-site' }],
      [{ origin: 'http://localhost:3000.evil.example' }],
    ])('refuses a cross-site request %j with 403', async (headers) => {
      const before = await t.database.db.$count(contactMessages);
      const res = await post('/api/contact', validContact, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'cross_site_request',
        message: 'Requête refusée : elle doit provenir du site LAGUNE lui-même.',
      });
      expect(await t.database.db.$count(contactMessages)).toBe(before);
    });

    it.each([
      [{ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
      [{ origin: 'http://shop.test:8080', host: 'shop.test:8080' }],
    ])('accepts a same-origin request %j', async (headers) => {
      const res = await post('/api/contact', validContact, headers);
      expect(res.statusCode).toBe(201);
    });

    it('limits messages per IP with a French 429, not counting invalid ones', async () => {
      const config = loadConfig({
        DATA_DIR: t.location.dataDir,
        BUILD_DIR: `${t.location.dataDir}/no-build`,
      });
      const limited = await buildApp({ config, database: t.database, logger: false });
      try {
        const send = (body: object) =>
          limited.inject({ method: 'POST', url: '/api/contact', payload: body });
        expect((await send({ ...validContact, email: 'faux' })).statusCode).toBe(400);
        for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++)
          expect((await send(validContact)).statusCode).toBe(201);
        const res = await send(validContact);
        expect(res.statusCode).toBe(429);
        expect(res.json().error).toEqual({
          code: 'rate_limited',
          message: CONTACT_RATE_LIMIT_MESSAGE,
        });
        expect(res.headers['retry-after']).toBeDefined();
      } finally {
        await limited.close();
      }
    });
  });

  it('keeps its data when the server starts again', async () => {
    const before = await t.database.db.$count(contactMessages);
    expect(before).toBeGreaterThan(0);
    await app.close();
    const database = await t.reopen();
    expect(await database.db.$count(contactMessages)).toBe(before);
    const config = loadConfig({
      DATA_DIR: t.location.dataDir,
      BUILD_DIR: `${t.location.dataDir}/no-build`,
    });
    app = await buildApp({ config, database, logger: false });
    const res = await app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
