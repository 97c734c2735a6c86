import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_MESSAGE } from './contact-routes.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const validContact = {
  name: 'Awa Koné',
  email: 'awa@example.ci',
  subject: 'Question sur une taille',
  message: 'Le t-shirt existe-t-il en XL ?',
};

describe.each(DRIVERS)('POST /api/contact on %s', (driver) => {
  let s: TestApp;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });
  const count = () => s.t.database.db.$count(contactMessages);

  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
  });
  // Limits count across instances on PostgreSQL: each test starts with none used.
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
  });

  it('stores a valid message (trimmed) and answers 201', async () => {
    const res = await post({ ...validContact, name: '  Awa Koné ', email: ' awa@example.ci ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const rows = await s.t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, validContact.subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...validContact, readAt: null });
  });

  it('answers each invalid field with its French message and stores nothing', async () => {
    const before = await count();
    const res = await post({ name: 'A', email: 'pas-un-email', subject: 'Hey', message: 'Court' });
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
    expect(await count()).toBe(before);
  });

  it.each([
    ['name', 'N'.repeat(101), 'Le nom ne peut pas dépasser 100 caractères'],
    ['subject', 'S'.repeat(151), 'Le sujet ne peut pas dépasser 150 caractères'],
    ['message', 'M'.repeat(5001), 'Le message ne peut pas dépasser 5000 caractères'],
    ['name', '   a   ', 'Le nom doit contenir au moins 2 caractères'],
    // A value of the wrong type says so, instead of calling the field missing.
    ['email', 42, 'Ce champ doit être un texte'],
    ['name', 42, 'Ce champ doit être un texte'],
    ['name', undefined, 'Le nom est requis'],
    ['email', 'awa@b', 'Adresse email invalide'],
    // Control characters (NUL first: PostgreSQL refuses it in text) are refused in every field.
    ['name', 'Awa\u0000Koné', 'Ce champ contient des caractères non autorisés'],
    ['email', 'awa\u0000@example.ci', 'Ce champ contient des caractères non autorisés'],
    ['subject', 'Question\u0000 taille', 'Ce champ contient des caractères non autorisés'],
    ['message', 'Bonjour\u0000, le XL existe ?', 'Ce champ contient des caractères non autorisés'],
  ])('refuses %s = %j with a French message', async (field, value, message) => {
    const res = await post({ ...validContact, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message,
      fields: { [field]: message },
    });
  });

  it('accepts internationalised e-mail addresses', async () => {
    // Its own instance: the main one's per-IP allowance is counted by the other tests.
    const other = await s.sibling();
    for (const email of ['kouamé@exemple.ci', 'awa@côte-ivoire.ci']) {
      const res = await other.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validContact, email },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses a body that is not an object, and malformed JSON, in French', async () => {
    const list = await post([validContact]);
    expect(list.statusCode).toBe(400);
    expect(list.json().error.message).toBe('Le formulaire de contact est incomplet');
    const broken = await post('{"name": ', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual({
      code: 'invalid_json',
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });
  });

  it('treats a JSON request without a body as an empty form, not as broken JSON', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(res.json().error.message).toBe('Le formulaire de contact est incomplet');
  });

  it('refuses a body over the size limit', async () => {
    const res = await post({ ...validContact, message: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('La requête est trop volumineuse.');
  });

  it('refuses a non-JSON body (what a cross-site HTML form would send)', async () => {
    const res = await post(new URLSearchParams(validContact).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
    const text = await post(JSON.stringify(validContact), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'http://localhost:3000.evil.example' }],
  ])('refuses a cross-site request %j with 403', async (headers) => {
    const before = await count();
    const res = await post(validContact, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'cross_site_request',
      message: frenchSpacing('Requête refusée : elle doit provenir du site LAGUNE lui-même.'),
    });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    [{ origin: 'http://shop.test:8080', host: 'shop.test:8080' }],
  ])('accepts a same-origin request %j', async (headers) => {
    const res = await post(validContact, headers);
    expect(res.statusCode).toBe(201);
  });

  it('limits messages per IP with a French 429, not counting invalid ones', async () => {
    const limited = await s.sibling();
    const send = (body: object) =>
      limited.inject({ method: 'POST', url: '/api/contact', payload: body });
    expect((await send({ ...validContact, email: 'faux' })).statusCode).toBe(400);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++)
      expect((await send(validContact)).statusCode).toBe(201);
    const res = await send(validContact);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: CONTACT_RATE_LIMIT_MESSAGE });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('a database refusal answers in French, and its log lines carry none of the message’s values', async () => {
    // A rule the route does not expect: the database refuses this one subject.
    await s.t.database.db.execute(
      sql`alter table contact_messages add constraint test_refuse check (subject <> 'Sujet refusé par la base')`,
    );
    const secret = {
      name: 'Aminata Traoré-Secrète',
      email: 'aminata.secrete@example.ci',
      subject: 'Sujet refusé par la base',
      message: 'Mon numéro est le +225 07 99 88 77 66, rappelez-moi.',
    };
    try {
      const before = await count();
      s.logs.length = 0;
      const res = await post(secret);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'constraint_violation',
        message: 'Une des valeurs envoyées n’est pas acceptée.',
      });
      expect(await count()).toBe(before);
      const log = s.logs.join('\n');
      expect(log).toContain('23514'); // the failure itself is logged, with its SQLSTATE…
      expect(log).toContain('test_refuse'); // …and the constraint's name
      for (const value of Object.values(secret)) expect(log).not.toContain(value);
      expect(log).not.toContain('aminata');
      expect(log).not.toContain('99 88 77');
    } finally {
      await s.t.database.db.execute(sql`alter table contact_messages drop constraint test_refuse`);
    }
  });

  it('answers 503 in French, never 500, while the database is unreachable, and recovers', async () => {
    const admin =
      driver === 'postgres'
        ? new pg.Client({ connectionString: inject('postgresServerUrl') })
        : undefined;
    const dbName = s.t.location.databaseUrl && new URL(s.t.location.databaseUrl).pathname.slice(1);
    if (admin) {
      // The server refuses connections to this database and drops the pool's: an outage.
      await admin.connect();
      await admin.query(`alter database ${pg.escapeIdentifier(dbName!)} allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [dbName],
      );
    } else {
      await s.t.database.close(); // PGlite: the engine is gone
    }
    try {
      const res = await post(validContact);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'service_unavailable',
        message:
          'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      });
      const health = await s.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      if (admin) {
        await admin.query(`alter database ${pg.escapeIdentifier(dbName!)} allow_connections true`);
        await admin.end();
      }
    }
    if (driver === 'postgres') {
      // The pool makes new connections by itself once the database accepts them again.
      expect((await s.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

// The page's plain form posts to the /contact route's action (ADR 0111): the real build answers.
describe.each(DRIVERS)('POST /contact, the form without JavaScript, on %s', (driver) => {
  let s: TestApp;
  const form = (
    app: TestApp['app'],
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/contact',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  const rowsWithSubject = (subject: string) =>
    s.t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));

  beforeAll(async () => {
    s = await createTestApp(driver, {
      captureLogs: true,
      env: { BUILD_DIR: inject('shopBuildDir') },
    });
  });
  // Limits count across instances on PostgreSQL: each test starts with none used.
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
  });

  it('stores the message and sends the browser to the French confirmation page (303)', async () => {
    const subject = 'Sans JavaScript, depuis un vieux téléphone';
    const res = await form(
      s.app,
      { ...validContact, subject, name: ' Awa Koné ' },
      // What Chromium sends from the shop's own page (Referrer-Policy: same-origin there).
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact/merci');
    const rows = await rowsWithSubject(subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...validContact, subject, readAt: null });
  });

  it('answers invalid fields with a French page that keeps what was typed (escaped), and stores nothing', async () => {
    const subject = 'Hé';
    const res = await form(s.app, {
      name: 'A',
      email: 'pas-un-email',
      subject,
      message: '<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Its form posts again: the browser must send the real Origin, not null.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const html = res.body;
    expect(res.headers['cache-control']).toBe('no-store');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Certains champs sont invalides. Veuillez les corriger.');
    for (const message of [
      'Le nom doit contenir au moins 2 caractères',
      'Adresse email invalide',
      'Le sujet doit contenir au moins 5 caractères',
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="pas-un-email"/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(await rowsWithSubject(subject)).toHaveLength(0);
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const subject = 'Envoyé par un autre site';
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      // A sandboxed frame or an old browser's null origin, and a sibling site.
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://blog.localhost:3000', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const res = await form(s.app, { ...validContact, subject }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('elle doit provenir du site LAGUNE lui-même');
    }
    expect(await rowsWithSubject(subject)).toHaveLength(0);
  });

  it('shares the JSON API’s allowance per IP: a French 429 page once it is used up', async () => {
    const limited = await s.sibling();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max - 1; i++) {
      const res = await limited.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validContact,
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await form(limited, validContact)).statusCode).toBe(303);
    const res = await form(limited, validContact);
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain(CONTACT_RATE_LIMIT_MESSAGE);
    expect(res.headers['retry-after']).toBeDefined();
    const api = await limited.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validContact,
    });
    expect(api.statusCode).toBe(429);
  });
});
