// Hostile input on every API route, property-based with fast-check: random and
// adversarial bodies, query strings, headers and cookies — SQL metacharacters, huge and empty
// strings, wrong types, unicode and right-to-left text, NUL bytes, prototype-pollution keys,
// oversized bodies, malformed JSON, wrong content types — sent by every kind of caller. Whatever
// comes: never a 500, always the API's error shape with a French message, and a request that
// is refused changes nothing in the database. The routes come from the app itself (routeList), so
// a route added later is fuzzed without anyone listing it.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response as InjectResponse } from 'light-my-request';
import { queryRows } from '../db/database.ts';
import { createCallers, IDENTITIES, type Callers } from '../test/identities.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

/**
 * Runs per route and driver: ~47 routes × 2 drivers × 20 is ~1 900 requests, each followed by a
 * fingerprint of every table (~40 s on PGlite, less on PostgreSQL). FUZZ_RUNS=200 for a long hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Generous: the machine that runs the whole suite runs other files at once. */
const TIMEOUT_MS = 240_000;

/** Every table a request could write, rate-limit counters aside (refusals are counted there). */
const TABLES = [
  'users',
  'sessions',
  'mfa_factors',
  'recovery_codes',
  'one_time_codes',
  'orders',
  'orders_info',
  'order_items',
  'saved_carts',
  'favourites',
  'idempotency_keys',
  'stock',
  'stock_changes',
  'contact_messages',
  'promo_codes',
  // The owner's tables since (promotions, settings, notes, catalogue, alerts, payments); the
  // message queue aside: a refused sign-in may rightly queue the owner's security alert.
  'shop_promo_codes',
  'shop_promo_uses',
  'shop_settings',
  'admin_changes',
  'customer_notes',
  'products',
  'categories',
  'product_photos',
  'product_photo_variants',
  'wave_checkouts',
  'payment_events',
  'owner_alerts',
  'push_subscriptions',
  'staff_invitations',
  'email_changes',
  'shop_sizes',
  'shop_colours',
];

const SQL_BITS = [
  "'; DROP TABLE orders; --",
  '" OR 1=1 --',
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '\\',
  '%',
  '_',
  '$1',
  "E'\\x00'",
];
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eگ‮ RTL ‭LTR',
  // Isolates, an override alone, the line and paragraph separators.
  '\u2066isolé\u2069',
  '\u202Dforcé',
  'ligne\u2028suivante',
  'a\u2029b',
  'مرحبا بالعالم',
  '👩🏾‍💻🇨🇮',
  '\uD800',
  '\u200B\uFEFF',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '=HYPERLINK("http://x")',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%ZZ%',
  '__proto__',
  'constructor',
  'Kouamé Ébrié',
  'x'.repeat(10_000),
];
const FIELD_NAMES = [
  'email',
  'password',
  'currentPassword',
  'mfa',
  'fullName',
  'name',
  'subject',
  'message',
  'phone',
  'address',
  'instructions',
  'items',
  'productId',
  'size',
  'quantity',
  'customer',
  'delivery',
  'zone',
  'token',
  'code',
  'method',
  'status',
  'username',
  'merge',
  'reference',
  'reason',
  'q',
  'filter',
  'cursor',
  'limit',
  'offset',
  'since',
  'lat',
  'lon',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_BITS, ...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 99, 100, 1.5),
  fc.boolean(),
  fc.constant(null),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })),
      tie('value'),
      { maxKeys: 6 },
    ),
  ),
}));
/** An object shaped like the forms (known field names), with hostile values. */
const formLike = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 8 });

const body = fc.oneof(
  { weight: 4, arbitrary: formLike.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{',
      '{"email":',
      '[1,2',
      'null',
      '"texte"',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"items":[{"__proto__":{"x":1}}]}',
      '\u0000',
      'undefined',
      '{"a":1}{"b":2}',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  // Past the 64 KB body limit.
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ message: 'x'.repeat(70_000) })) },
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  '',
  undefined,
);
/** Percent-encoding, lone surrogates made U+FFFD first (encodeURIComponent throws on them). */
const encode = (t: string) =>
  encodeURIComponent(
    t.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 6 })), text), {
    maxLength: 4,
  })
  .chain((pairs) =>
    fc.oneof(
      fc.constant(pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`)),
      fc.constant(['%', 'a=%ZZ', 'since=%00', 'q[]=1&q[]=2', 'limit=1e9', 'lat=NaN&lon=Infinity']),
    ),
  )
  .map((parts) => (parts.length > 0 ? `?${parts.join('&')}` : ''));
const pathParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom('t-shirt-signature-creme', 'LG-ABC123', '0', '-1', '%00', '%E2%80%AE', 'null'),
  text.map((t) => encode(t.slice(0, 200))),
);
const headerValue = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7E]/g, '')),
  fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '999', "' OR 1=1"),
);
const cookieNoise = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    'lagune_session=',
    'lagune_session=abc',
    `lagune_session=${'A'.repeat(43)}`,
    'lagune_session=%00%00',
    'lagune_session="; DROP TABLE sessions; --',
    '__proto__=1',
    '=;;=;',
  ),
);

const request = fc.record({
  identity: fc.constantFrom(...IDENTITIES),
  body: fc.option(body, { nil: undefined, freq: 4 }),
  contentType,
  query: queryString,
  param: pathParam,
  idempotencyKey: fc.option(headerValue, { nil: undefined }),
  lastEventId: fc.option(headerValue, { nil: undefined }),
  cookieNoise,
  origin: fc.option(fc.constantFrom('http://localhost', 'https://evil.example', 'null'), {
    nil: undefined,
  }),
});

/** What a French message looks like, and what the default English ones of the libraries say. */
const ENGLISH =
  /\b(expected|must|required|invalid input|received|should|unexpected|body|querystring|params|headers|error)\b/i;

describe.each(DRIVERS)('hostile input on every API route, %s', (driver) => {
  let s: TestApp;
  let callers: Callers;

  beforeAll(async () => {
    s = await createTestApp(driver, {
      captureLogs: true,
      // Reverse geocoding never leaves the machine: nothing listens on this port (503 in French).
      env: { GEOCODER_URL: 'http://127.0.0.1:9', ORDER_RATE_LIMIT: '1000000' },
    });
    callers = await createCallers(s.t.database.db, 'fuzz');
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A hash of every row of `tables`, by table. */
  const fingerprint = async (tables = TABLES): Promise<Record<string, string>> =>
    Object.fromEntries(
      (
        await queryRows<{ t: string; h: string }>(
          s.t.database.db,
          sql.raw(
            tables
              .map(
                (t) =>
                  `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${t} x`,
              )
              .join(' union all '),
          ),
        )
      ).map((r) => [r.t, r.h]),
    );

  /** Every API route the app registered (HEAD twins aside). */
  const apiRoutes = () =>
    s.app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');

  it('finds the routes to fuzz on the app itself', () => {
    const routes = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(45);
    for (const known of ['POST /api/orders', 'POST /api/contact', 'PATCH /api/admin/stock'])
      expect(routes).toContain(known);
  });

  it(
    'never answers 500, always the error shape in French, and a refusal changes nothing',
    async () => {
      const failures: string[] = [];
      // The tables as the previous request left them: one fingerprint per request, not two.
      let last = await fingerprint();
      for (const route of apiRoutes()) {
        const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
        await fc
          .assert(
            fc.asyncProperty(request, async (r) => {
              // The live channel streams forever to staff (the owner, a vendeur): fuzzed as anybody else.
              const identity =
                route.url === '/api/admin/events' &&
                (r.identity === 'admin' || r.identity === 'vendeur')
                  ? 'customer'
                  : r.identity;
              const session = await callers.cookie(identity);
              // Minting the caller's session wrote a row: that is the test's doing, not the request's.
              if (session) last = { ...last, ...(await fingerprint(['sessions'])) };
              const cookie = [session, r.cookieNoise].filter(Boolean).join('; ');
              const headers: Record<string, string> = {};
              if (cookie) headers.cookie = cookie;
              if (r.contentType !== undefined) headers['content-type'] = r.contentType;
              if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
              if (r.lastEventId !== undefined) headers['last-event-id'] = r.lastEventId;
              if (r.origin !== undefined) headers.origin = r.origin;
              const url = route.url.replaceAll(/:[a-zA-Z]+/g, r.param) + r.query;
              const before = last;
              const res = await s.app.inject({
                method: route.method as 'GET',
                url,
                headers,
                ...(r.body !== undefined ? { payload: r.body } : {}),
              });
              const after = (last = await fingerprint());
              const what = `${route.method} ${url.slice(0, 120)} as ${identity} → ${res.statusCode} ${res.body.slice(0, 200)}`;
              const geocoder = route.url === '/api/geocode/reverse' && res.statusCode === 503;
              if (res.statusCode >= 500 && !geocoder) throw new Error(`5xx: ${what}`);
              if (res.statusCode >= 400) {
                const answer = res.json() as {
                  error: { code: unknown; message: unknown; fields?: Record<string, unknown> };
                };
                const keys = Object.keys(answer).join(',');
                const { code, message, fields } = answer.error ?? {};
                if (keys !== 'error' || typeof code !== 'string' || typeof message !== 'string')
                  throw new Error(`forme : ${what}`);
                const extra = Object.keys(answer.error).filter(
                  (k) => !['code', 'message', 'fields'].includes(k),
                );
                if (extra.length > 0) throw new Error(`forme : ${what}`);
                for (const m of [message, ...Object.values(fields ?? {})])
                  if (typeof m !== 'string' || m.trim() === '' || ENGLISH.test(m))
                    throw new Error(`message pas en français : ${JSON.stringify(m)} — ${what}`);
                const changed = TABLES.filter((t) => before[t] !== after[t]);
                if (changed.length > 0) throw new Error(`refus qui a écrit (${changed}) : ${what}`);
              }
            }),
            { numRuns: RUNS, seed },
          )
          .catch((error: Error) => {
            // fast-check 4 puts what the property threw in `cause`.
            const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
            failures.push(
              [
                `${cause} (FUZZ_SEED=${seed})`,
                ...error.message
                  .split('\n')
                  .filter((l) => /^(\{ seed|Counterexample|Got error|Error)/.test(l)),
              ].join('\n'),
            );
          });
      }
      // What failed and its seed (FUZZ_SEED replays it) on the first line: npm test's summary
      // shows a failure's first line only.
      expect(failures, failures.join('\n')).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it('the abuse limits refuse in French, with the error shape, and write nothing', async () => {
    const order = (items: object[], phone: string, remoteAddress: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          items,
          customer: { fullName: 'Awa Koné', phone, address: 'Marcory Zone 4, rue 7' },
          delivery: { zone: 'abidjan' },
        },
      });
    const line = (size: string, quantity: number) => ({
      productId: 't-shirt-signature-creme',
      size,
      quantity,
    });
    // Three unpaid orders for one phone: the fourth is the refusal under test.
    const placed = [];
    for (let i = 0; i < 3; i++)
      placed.push(await order([line('S', 1)], '0709990001', `192.0.2.${i + 1}`));
    expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const reference = placed[0]!.json().order.reference as string;

    const refusals: [string, () => Promise<InjectResponse>][] = [
      ['a line of 11 pieces', () => order([line('M', 11)], '0709990002', '192.0.2.10')],
      [
        'an order of 32 pieces',
        () =>
          order(
            ['S', 'M', 'L', 'XL'].map((size) => line(size, 8)),
            '0709990002',
            '192.0.2.10',
          ),
      ],
      [
        'a fourth unpaid order of one phone',
        () => order([line('M', 1)], '0709990001', '192.0.2.11'),
      ],
      [
        'a bidirectional override in a name',
        () =>
          s.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up',
            remoteAddress: '192.0.2.12',
            payload: {
              email: 'bidi@example.ci',
              password: 'Kpokpa#Abidjan7',
              fullName: 'Awa \u202Eénok',
            },
          }),
      ],
      ...Array.from(
        { length: 9 },
        (_, i) =>
          [
            `tracking try ${i + 1} on one reference from one network`,
            () =>
              s.app.inject({
                method: 'POST',
                url: '/api/orders/track',
                // Addresses of one IPv6 /64: one network (docs/decisions/0157).
                remoteAddress: `2001:db8:20::${(i + 1).toString(16)}`,
                payload: { reference, phone: `0500000${String(i).padStart(3, '0')}` },
              }),
          ] as [string, () => Promise<InjectResponse>],
      ),
    ];
    const codes = new Set<string>();
    for (const [what, send] of refusals) {
      const before = await fingerprint();
      const res = await send();
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      const { error } = res.json() as { error: { code: string; message: string } };
      expect(ENGLISH.test(error.message), what).toBe(false);
      codes.add(error.code);
      const after = await fingerprint();
      expect(
        TABLES.filter((t) => before[t] !== after[t]),
        what,
      ).toEqual([]);
    }
    expect([...codes].sort()).toEqual(
      [
        'invalid_item',
        'order_not_found',
        'rate_limited',
        'unpaid_limit',
        'validation_error',
      ].sort(),
    );
  });

  it(
    'no log line carries what callers sent: names, phones, e-mails, addresses, passwords, tokens',
    async () => {
      const secret = {
        fullName: 'Zorglub Secretissime',
        name: 'Zorglub Secretissime',
        phone: '+225 07 98 76 54 32',
        email: 'zorglub.secret@example.ci',
        username: 'zorglub.secret@example.ci',
        address: 'Rue Confidentielle 77, Treichville',
        instructions: 'Digicode 8642 confidentiel',
        subject: 'Sujet Confidentiel Zorglub',
        message: 'Message confidentiel de Zorglub, rappelez au 0798765432',
        password: 'MotDePasse#Secret42',
        currentPassword: 'MotDePasse#Secret42',
        mfa: { method: 'authenticator', code: '864213' },
        token: 'JetonSecret_abcdefghijklmnopqrstuvwxyz0123456',
        code: '864213',
        reference: 'LG-ZRGLB7',
        q: '0798765432',
      };
      const secrets = [
        'Zorglub',
        'Secretissime',
        '98 76 54',
        '0798765432',
        'zorglub.secret',
        'Confidentielle',
        'Digicode',
        'MotDePasse#Secret42',
        'JetonSecret',
        '864213',
        'ZRGLB7',
      ];
      const bodies = [
        secret,
        { ...secret, items: [{ productId: 't-shirt-signature-creme', size: 'M', quantity: 1 }] },
        {
          items: [{ productId: 't-shirt-signature-creme', size: 'M', quantity: 1 }],
          customer: secret,
          delivery: { zone: 'abidjan' },
        },
        { ...secret, phone: '12', email: 'pas-une-adresse' },
      ];
      s.logs.length = 0;
      const who = ['anonymous', 'customer', 'admin', 'admin-no-factor'] as const;
      for (const [r, route] of apiRoutes().entries()) {
        // Each body once per route, the caller turning with the route: every route hears every
        // body, each pair of body and caller comes up across the routes, and the password
        // routes' scrypt is paid 4 times per route rather than 16.
        for (const [b, payload] of bodies.entries()) {
          const identity = who[(r + b) % who.length]!;
          if (route.url === '/api/admin/events' && identity === 'admin') continue;
          const cookie = await callers.cookie(identity);
          const query = new URLSearchParams({
            q: secret.q,
            reference: secret.reference,
            since: '1',
          });
          await s.app.inject({
            method: route.method as 'GET',
            url: `${route.url.replaceAll(/:[a-zA-Z]+/g, randomUUID())}?${query}`,
            headers: { 'idempotency-key': randomUUID(), ...(cookie ? { cookie } : {}) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
          });
        }
      }
      const log = s.logs.join('\n');
      expect(s.logs.length).toBeGreaterThan(0);
      for (const value of secrets) expect(log).not.toContain(value);
    },
    TIMEOUT_MS,
  );
});
