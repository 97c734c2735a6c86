// The access-control matrix: every API route the app registered, called by
// every kind of caller, each cell checked against who may call it; then a customer reaching for
// another customer's orders, favourites, cart and tracking; a foreign Origin on every
// state-changing route; session fixation and a cookie replayed after sign-out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, sessionCookie, signIn } from '../test/accounts.ts';
import { placeTestOrder } from '../test/admin.ts';
import { createCallers, IDENTITIES, type Callers, type Identity } from '../test/identities.ts';
import { SseClient } from '../test/sse-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { TRACK_REFERENCE_LIMIT } from '../orders/order-routes.ts';

/**
 * Who may call each route. public: anyone; session: any session, second factor pending or not
 * (sign-out, the second-factor steps); user: a complete session; admin: a complete session of
 * staff (the owner or a vendeur); owner: the owner's alone, a vendeur gets 403 (docs/decisions/0200). A route missing here fails the first test: whoever adds one says who may call it.
 */
const RULES = {
  'GET /api/health': 'public',
  'GET /api/shop': 'public',
  'GET /api/stock': 'public',
  'GET /api/search-index': 'public',
  'GET /api/search-index/:file': 'public',
  'GET /api/geocode/reverse': 'public',
  'POST /api/contact': 'public',
  'POST /api/orders': 'public',
  'POST /api/orders/track': 'public',
  'POST /api/promo': 'public',
  'POST /api/promo/check': 'public',
  // Wave Checkout: the order's reference and phone, or its signed-in owner (ADR 0143).
  'POST /api/payments/wave/checkout': 'public',
  'GET /api/orders/mine': 'user',
  'GET /api/cart': 'user',
  'PUT /api/cart': 'user',
  'GET /api/favourites': 'user',
  'POST /api/favourites': 'user',
  'DELETE /api/favourites/:id': 'user',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/confirm': 'public',
  'POST /api/auth/confirm/resend': 'public',
  'POST /api/auth/sign-in': 'public',
  'GET /api/auth/session': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/sign-out-others': 'user',
  'POST /api/auth/password': 'user',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'POST /api/auth/mfa/totp/enroll': 'user',
  'POST /api/auth/mfa/totp/activate': 'user',
  'POST /api/auth/mfa/email/enroll': 'user',
  'POST /api/auth/mfa/email/activate': 'user',
  'POST /api/auth/mfa/sms/enroll': 'user',
  'POST /api/auth/mfa/sms/activate': 'user',
  'POST /api/account/phone': 'user',
  'POST /api/account/phone/confirm': 'user',
  'POST /api/auth/mfa/challenge': 'session',
  'POST /api/auth/mfa/verify': 'session',
  'POST /api/auth/mfa/method': 'session',
  'POST /api/auth/mfa/disable': 'user',
  'POST /api/auth/mfa/recovery-codes': 'user',
  'POST /api/admin/sign-in': 'public',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/counts': 'admin',
  'GET /api/admin/orders.csv': 'admin',
  'GET /api/admin/orders/:id': 'admin',
  'PATCH /api/admin/orders/:id': 'admin',
  'POST /api/admin/orders/:id/payment-window': 'admin',
  'POST /api/admin/orders/:id/payment-issue/resolve': 'admin',
  'POST /api/admin/orders/:id/payment-issue/restore': 'admin',
  'POST /api/admin/orders/:id/payment-issue/refund': 'owner',
  'POST /api/admin/orders/:id/payment-issue/refunded': 'owner',
  'POST /api/admin/orders/:id/payment-received': 'admin',
  'POST /api/admin/orders': 'admin',
  'PUT /api/admin/orders/:id/contents': 'admin',
  // The shops she may set as pick-up in 'Nouvelle commande' (the shops' content is the owner's).
  'GET /api/admin/pickup-shops': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/money': 'owner',
  'GET /api/admin/health': 'owner',
  'GET /api/admin/customers': 'admin',
  'GET /api/admin/customers.csv': 'owner',
  'GET /api/admin/promotions': 'owner',
  'POST /api/admin/promotions': 'owner',
  'POST /api/admin/promotions/:code/off': 'owner',
  'GET /api/admin/customers/:key': 'admin',
  'PUT /api/admin/customers/:key/note': 'admin',
  'GET /api/admin/products': 'admin',
  'GET /api/admin/products.csv': 'owner',
  'PATCH /api/admin/stock': 'admin',
  'GET /api/admin/stock/changes': 'admin',
  'GET /api/admin/events': 'admin',
  'GET /api/admin/messages': 'admin',
  'PATCH /api/admin/messages/:id': 'admin',
  'GET /api/admin/outbox': 'admin',
  'POST /api/admin/outbox/:id/retry': 'admin',
  'GET /api/admin/settings': 'owner',
  'PUT /api/admin/settings': 'owner',
  'GET /api/admin/alerts': 'owner',
  'PUT /api/admin/alerts': 'owner',
  'GET /api/admin/push/key': 'owner',
  'POST /api/admin/push/subscriptions': 'owner',
  'DELETE /api/admin/push/subscriptions': 'owner',
  'GET /api/admin/products/:productId': 'admin',
  'PUT /api/admin/products/:productId': 'owner',
  'POST /api/admin/products': 'owner',
  'POST /api/admin/products/:productId/duplicate': 'owner',
  'POST /api/admin/products/:productId/move': 'owner',
  // The shop's sizes (docs/decisions/0224).
  'GET /api/admin/sizes': 'owner',
  'POST /api/admin/sizes': 'owner',
  'POST /api/admin/sizes/rename': 'owner',
  'POST /api/admin/sizes/remove': 'owner',
  'POST /api/admin/sizes/order': 'owner',
  // The shop's colours (docs/decisions/0225).
  'GET /api/admin/colours': 'owner',
  'POST /api/admin/colours': 'owner',
  'POST /api/admin/colours/rename': 'owner',
  'POST /api/admin/colours/remove': 'owner',
  'POST /api/admin/colours/order': 'owner',
  'GET /api/admin/content': 'owner',
  'PUT /api/admin/content/shops': 'owner',
  'PUT /api/admin/content/faq': 'owner',
  'PUT /api/admin/content/reviews': 'owner',
  'PUT /api/admin/content/about': 'owner',
  'PUT /api/admin/content/shipping': 'owner',
  'PUT /api/admin/content/returns': 'owner',
  'PUT /api/admin/content/home': 'owner',
  'PUT /api/admin/content/looks': 'owner',
  'PUT /api/admin/content/gallery': 'owner',
  'PUT /api/admin/content/careers': 'owner',
  'PUT /api/admin/content/sustainability': 'owner',
  'PUT /api/admin/content/vip': 'owner',
  'GET /api/admin/categories': 'admin',
  'POST /api/admin/categories': 'owner',
  'PATCH /api/admin/categories/:categoryId': 'owner',
  'POST /api/admin/categories/:categoryId/move': 'owner',
  'DELETE /api/admin/categories/:categoryId': 'owner',
  'POST /api/admin/products/bulk': 'owner',
  'GET /api/admin/sample-shop': 'owner',
  'POST /api/admin/sample-shop/empty': 'owner',
  'GET /api/admin/products/:productId/photos': 'admin',
  'POST /api/admin/products/:productId/photos': 'owner',
  'PUT /api/admin/products/:productId/photos': 'owner',
  'DELETE /api/admin/products/:productId/photos/:photoId': 'owner',
  // The invitation link's public steps, and 'Équipe' (docs/decisions/0201).
  'POST /api/staff/invitation': 'public',
  'POST /api/staff/invitation/accept': 'public',
  'GET /api/admin/staff': 'owner',
  'POST /api/admin/staff/invitations': 'owner',
  'PATCH /api/admin/staff/:id': 'owner',
  'POST /api/admin/staff/:id/remove': 'owner',
  'POST /api/admin/staff/:id/sessions/end': 'owner',
  'GET /api/admin/sessions': 'owner',
  'POST /api/admin/sessions/:id/end': 'owner',
  'POST /api/admin/account/email': 'owner',
  'POST /api/admin/account/email/confirm': 'owner',
} as const satisfies Record<string, 'public' | 'session' | 'user' | 'admin' | 'owner'>;
type Rule = (typeof RULES)[keyof typeof RULES];

/** What each caller gets from a guard: the error code, or 'ok' when the guard lets it through. */
const EXPECTED: Record<Rule, Record<Identity, string>> = {
  public: {
    anonymous: 'ok',
    customer: 'ok',
    'customer-aal2': 'ok',
    'customer-mfa-pending': 'ok',
    admin: 'ok',
    'admin-mfa-pending': 'ok',
    'admin-no-factor': 'ok',
    vendeur: 'ok',
  },
  session: {
    anonymous: 'auth_required',
    customer: 'ok',
    'customer-aal2': 'ok',
    'customer-mfa-pending': 'ok',
    admin: 'ok',
    'admin-mfa-pending': 'ok',
    'admin-no-factor': 'ok',
    vendeur: 'ok',
  },
  user: {
    anonymous: 'auth_required',
    customer: 'ok',
    'customer-aal2': 'ok',
    'customer-mfa-pending': 'mfa_required',
    admin: 'ok',
    'admin-mfa-pending': 'mfa_required',
    // With the password alone an admin may enrol its factor, as any account may.
    'admin-no-factor': 'ok',
    vendeur: 'ok',
  },
  admin: {
    anonymous: 'auth_required',
    customer: 'forbidden',
    'customer-aal2': 'forbidden',
    'customer-mfa-pending': 'mfa_required',
    admin: 'ok',
    'admin-mfa-pending': 'mfa_required',
    // A password-only admin session reaches no admin route.
    'admin-no-factor': 'mfa_not_enabled',
    vendeur: 'ok',
  },
  owner: {
    anonymous: 'auth_required',
    customer: 'forbidden',
    'customer-aal2': 'forbidden',
    'customer-mfa-pending': 'mfa_required',
    admin: 'ok',
    'admin-mfa-pending': 'mfa_required',
    'admin-no-factor': 'mfa_not_enabled',
    // A vendeur reaches the orders, the stock, the messages and the customers, nothing else.
    vendeur: 'owner_only',
  },
};
/**
 * The guards' refusals. 'mfa_not_enabled' is the admin guard's only as a 403 (an admin without a
 * passed second factor); disabling or renewing a factor one never had is the route's own 409 to a
 * caller it let in.
 */
const GUARD_CODES = new Set(['auth_required', 'mfa_required', 'forbidden', 'owner_only']);
const guardCode = (status: number, code: string | undefined) =>
  code !== undefined && (GUARD_CODES.has(code) || (code === 'mfa_not_enabled' && status === 403));
const ITEM = { productId: 't-shirt-signature-creme', size: 'M', quantity: 1 };

describe.each(DRIVERS)('access-control matrix, %s', (driver) => {
  let s: TestApp;
  let callers: Callers;
  let url: string;
  let address = 0;
  // Each call from its own address, so the per-IP limits of the public routes never answer first.
  const remoteAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  beforeAll(async () => {
    // With the shop's build: the plain forms of /contact and /suivi post to their pages' actions.
    s = await createTestApp(driver, {
      env: { ORDER_RATE_LIMIT: '1000', BUILD_DIR: inject('shopBuildDir') },
    });
    callers = await createCallers(s.t.database.db, 'acl');
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await s?.close();
  });

  const apiRoutes = () =>
    s.app.routeList
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);

  it('knows who may call every route the app registered', () => {
    expect(apiRoutes().sort()).toEqual(Object.keys(RULES).sort());
  });

  it('checks every cell: route × anonymous, customer, level 2, pending factor, admin, admin pending, admin without factor', async () => {
    const wrong: string[] = [];
    for (const [route, rule] of Object.entries(RULES) as [string, Rule][]) {
      const [method, path] = route.split(' ') as [string, string];
      for (const identity of IDENTITIES) {
        const expected = EXPECTED[rule][identity];
        const cookie = await callers.cookie(identity);
        let got: string;
        if (route === 'GET /api/admin/events' && expected === 'ok') {
          // A stream that lasts: opened over HTTP, its status read, closed.
          const client = await SseClient.open(`${url}${path}`, { cookie: cookie! });
          got = client.status === 200 ? 'ok' : `HTTP ${client.status}`;
          client.close();
        } else {
          const res = await s.app.inject({
            method: method as 'GET',
            url: path.replaceAll(/:[a-zA-Z]+/g, randomUUID()),
            remoteAddress: remoteAddress(),
            headers: cookie ? { cookie } : {},
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const code = res.statusCode >= 400 ? (res.json().error?.code as string) : undefined;
          if (res.statusCode >= 500) got = `HTTP ${res.statusCode}`;
          else got = guardCode(res.statusCode, code) ? code! : 'ok';
          // A guard's refusal is 401 without a complete session, 403 for the wrong role.
          if ((got === 'forbidden' || got === 'owner_only') && res.statusCode !== 403)
            got += ` (${res.statusCode})`;
          if (got.endsWith('_required') && res.statusCode !== 401) got += ` (${res.statusCode})`;
        }
        if (got !== expected) wrong.push(`${route} par ${identity} : ${got}, attendu ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  describe('a customer reaching for another customer', () => {
    let mine: string;
    let theirs: string;
    let theirOrder: { id: string; reference: string };

    beforeAll(async () => {
      mine = (await callers.cookie('customer'))!;
      theirs = await signIn(s.app, 'acl-autre@example.ci');
      ({ order: theirOrder } = await placeTestOrder(s.app, {
        items: [ITEM],
        cookie: theirs,
        customer: {
          fullName: 'Yao Autre',
          phone: '+225 05 44 33 22 11',
          address: 'Yopougon, rue 12',
        },
      }));
      await placeTestOrder(s.app, { items: [ITEM], cookie: mine });
    });

    it('sees only its own orders, and cannot open theirs by id', async () => {
      const res = await s.app.inject({ url: '/api/orders/mine', headers: { cookie: mine } });
      const ids = (res.json() as { orders: { id: string }[] }).orders.map((o) => o.id);
      expect(ids).toHaveLength(1);
      expect(ids).not.toContain(theirOrder.id);
      for (const method of ['GET', 'PATCH'] as const) {
        const byId = await s.app.inject({
          method,
          url: `/api/admin/orders/${theirOrder.id}`,
          headers: { cookie: mine },
          ...(method === 'PATCH' ? { payload: { status: 'cancelled' } } : {}),
        });
        expect(byId.statusCode).toBe(403);
      }
    });

    it('cannot track their order with their reference but another phone', async () => {
      const track = (reference: string, phone: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/orders/track',
          remoteAddress: remoteAddress(),
          headers: { cookie: mine },
          payload: { reference, phone },
        });
      const theirsWrongPhone = await track(theirOrder.reference, '+225 07 01 02 03 04');
      const unknown = await track('LG-ZZZZZZ', '+225 07 01 02 03 04');
      expect(theirsWrongPhone.statusCode).toBe(404);
      // The very answer of a reference that does not exist: nothing to learn by trying.
      expect(theirsWrongPhone.body).toBe(unknown.body);
      const right = await track(theirOrder.reference, '05 44 33 22 11');
      expect(right.statusCode).toBe(200);
    });

    it('never sees nor removes their favourites', async () => {
      const added = await s.app.inject({
        method: 'POST',
        url: '/api/favourites',
        headers: { cookie: theirs },
        payload: { productId: ITEM.productId },
      });
      expect(added.statusCode).toBe(201);
      const favouriteId = (added.json() as { favourite: { id: string } }).favourite.id;
      const list = await s.app.inject({ url: '/api/favourites', headers: { cookie: mine } });
      expect(list.json()).toEqual({ favourites: [] });
      for (const id of [favouriteId, ITEM.productId]) {
        const removed = await s.app.inject({
          method: 'DELETE',
          url: `/api/favourites/${id}`,
          headers: { cookie: mine },
        });
        expect(removed.statusCode).toBe(404);
      }
      const still = await s.app.inject({ url: '/api/favourites', headers: { cookie: theirs } });
      expect((still.json() as { favourites: { id: string }[] }).favourites[0]?.id).toBe(
        favouriteId,
      );
    });

    it('never sees nor changes their cart', async () => {
      const saved = await s.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: { cookie: theirs },
        payload: { items: [{ ...ITEM, quantity: 3 }] },
      });
      expect(saved.statusCode).toBe(200);
      const cart = await s.app.inject({ url: '/api/cart', headers: { cookie: mine } });
      expect((cart.json() as { items: unknown[] }).items).toEqual([]);
      await s.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: { cookie: mine },
        payload: { items: [] },
      });
      const still = await s.app.inject({ url: '/api/cart', headers: { cookie: theirs } });
      expect((still.json() as { items: { quantity: number }[] }).items[0]?.quantity).toBe(3);
    });
  });

  it('refuses a foreign Origin, or a cross-site fetch, on every state-changing route', async () => {
    const cookie = (await callers.cookie('admin'))!;
    const changing = Object.keys(RULES).filter((r) => !r.startsWith('GET '));
    expect(changing.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const route of changing) {
      const [method, path] = route.split(' ') as ['POST', string];
      for (const foreign of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        // A sibling site of the shop (same site, another origin).
        { origin: 'http://blog.localhost:3000', 'sec-fetch-site': 'same-site' },
      ]) {
        const res = await s.app.inject({
          method,
          url: path.replaceAll(/:[a-zA-Z]+/g, randomUUID()),
          remoteAddress: remoteAddress(),
          headers: { cookie, ...foreign },
          payload: {},
        });
        const code = res.statusCode === 403 ? res.json().error.code : res.statusCode;
        if (code !== 'cross_site_request')
          wrong.push(`${route} ${JSON.stringify(foreign)} : ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    [
      '/contact',
      {
        name: 'Awa Koné',
        email: 'awa@example.ci',
        subject: 'Question sur une taille',
        message: 'Bonjour, le t-shirt taille-t-il grand ?',
      },
    ],
    ['/suivi', { reference: 'LG-7K3P9Q', phone: '0701020304' }],
  ])(
    'refuses the same foreign origins on the no-JavaScript form of %s, for every caller',
    async (url, fields) => {
      const wrong: string[] = [];
      for (const identity of IDENTITIES) {
        const cookie = await callers.cookie(identity);
        for (const foreign of [
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
          { origin: 'http://blog.localhost:3000', 'sec-fetch-site': 'same-site' },
        ]) {
          const res = await s.app.inject({
            method: 'POST',
            url,
            remoteAddress: remoteAddress(),
            headers: {
              ...(cookie ? { cookie } : {}),
              ...foreign,
              'content-type': 'application/x-www-form-urlencoded',
            },
            payload: new URLSearchParams(fields).toString(),
          });
          if (res.statusCode !== 403)
            wrong.push(`${identity} ${JSON.stringify(foreign)} : ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('limits tracking tries per reference and client network, whoever asks, from whatever address of it', async () => {
    const placed = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: remoteAddress(),
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [ITEM],
        customer: { fullName: 'Awa Koné', phone: '0708091011', address: 'Marcory Zone 4, rue 7' },
        delivery: { zone: 'abidjan' },
      },
    });
    const reference = placed.json().order.reference as string;
    const statuses: number[] = [];
    for (let i = 0; i < 3 * IDENTITIES.length; i++) {
      const cookie = await callers.cookie(IDENTITIES[i % IDENTITIES.length]!);
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        // Addresses of one IPv6 /64: one network (the per-address limit counts each apart).
        remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}`,
        headers: cookie ? { cookie } : {},
        payload: { reference, phone: `0500000${String(i).padStart(3, '0')}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((c) => c === 404)).toHaveLength(TRACK_REFERENCE_LIMIT.max);
    expect(statuses.filter((c) => c === 429)).toHaveLength(
      3 * IDENTITIES.length - TRACK_REFERENCE_LIMIT.max,
    );
  });

  it('keeps a draft private: no public route names it, and no caller can order it', async () => {
    const admin = (await callers.cookie('admin'))!;
    const created = await s.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: admin },
      payload: {
        name: 'Boubou Brouillon Secret',
        category: 'top',
        price: 15_000,
        garment: 'top',
        colour: 'terracotta',
        print: 'kente',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const seen: string[] = [];
    for (const identity of IDENTITIES) {
      const cookie = await callers.cookie(identity);
      const headers = cookie ? { cookie } : {};
      for (const path of ['/api/stock', '/api/search-index', '/api/shop']) {
        const res = await s.app.inject({ url: path, remoteAddress: remoteAddress(), headers });
        if (res.body.includes(id)) seen.push(`${path} par ${identity}`);
      }
      const order = await s.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: remoteAddress(),
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: {
          items: [{ productId: id, size: 'M', quantity: 1 }],
          customer: { fullName: 'Awa Koné', phone: '0708091011', address: 'Marcory Zone 4' },
          delivery: { zone: 'abidjan' },
        },
      });
      if (order.statusCode < 400 || order.statusCode >= 500)
        seen.push(`POST /api/orders par ${identity} : ${order.statusCode}`);
    }
    expect(seen).toEqual([]);
  });

  it('asks the admin a fresh proof before a payment detail changes, whatever else the save holds', async () => {
    const admin = (await callers.cookie('admin'))!;
    const current = await s.app.inject({ url: '/api/admin/settings', headers: { cookie: admin } });
    const { settings, version } = current.json() as {
      settings: Record<string, unknown>;
      version: string | null;
    };
    for (const change of [
      { waveNumber: '+225 05 55 44 33 22' },
      { whatsappNumber: '+225 05 55 44 33 22', name: 'LAGUNE Plateau' },
      { wavePaymentLink: 'https://pay.wave.com/m/M_autre/c/ci/' },
    ]) {
      const res = await s.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin },
        payload: { ...settings, ...change, version },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().error.code).toBe('reauth_required');
    }
    const after = await s.app.inject({ url: '/api/admin/settings', headers: { cookie: admin } });
    expect(after.json().settings).toEqual(settings);
  });

  it('never adopts a session token planted before sign-in (session fixation)', async () => {
    await createUser(s.t.database.db, { email: 'acl-fixation@example.ci' });
    const planted = `lagune_session=${'P'.repeat(43)}`;
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { cookie: planted },
      payload: { email: 'acl-fixation@example.ci', password: 'Kpokpa#Abidjan7' },
    });
    expect(res.statusCode).toBe(200);
    const issued = sessionCookie(res);
    expect(issued).not.toBe(planted);
    const withPlanted = await s.app.inject({
      url: '/api/orders/mine',
      headers: { cookie: planted },
    });
    expect(withPlanted.statusCode).toBe(401);
    const withIssued = await s.app.inject({ url: '/api/orders/mine', headers: { cookie: issued } });
    expect(withIssued.statusCode).toBe(200);
  });

  it('refuses a cookie copied before sign-out (a stolen cookie is dead once its owner leaves)', async () => {
    await createUser(s.t.database.db, { email: 'acl-vol@example.ci' });
    const stolen = await signIn(s.app, 'acl-vol@example.ci');
    const out = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: stolen },
    });
    expect(out.statusCode).toBe(200);
    for (const path of ['/api/orders/mine', '/api/favourites', '/api/cart']) {
      const res = await s.app.inject({ url: path, headers: { cookie: stolen } });
      expect(res.statusCode).toBe(401);
    }
    const session = await s.app.inject({ url: '/api/auth/session', headers: { cookie: stolen } });
    expect(session.json()).toMatchObject({ status: 'anonymous', user: null });
  });
});
