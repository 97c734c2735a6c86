import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GUARD_MESSAGE } from '../../shared/api/admin.ts';
import { createUser, sessionCookie, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, freshAdminCode } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

/** The admin routes of the shop's API, and the ones this wing adds. */
const EXPECTED = [
  'GET /api/admin/orders',
  'GET /api/admin/orders/counts',
  'GET /api/admin/orders/:id',
  'PATCH /api/admin/orders/:id',
  'GET /api/admin/stats',
  'GET /api/admin/customers',
  'GET /api/admin/customers.csv',
  'GET /api/admin/products',
  'GET /api/admin/products.csv',
  'PATCH /api/admin/stock',
  'GET /api/admin/stock/changes',
  'GET /api/admin/events',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
];

describe.each(DRIVERS)('admin guard on %s', (driver) => {
  let s: TestApp;
  let customer: string;

  beforeAll(async () => {
    s = await createTestApp(driver);
    await createUser(s.t.database.db, { email: 'cliente@example.ci' });
    customer = await signIn(s.app, 'cliente@example.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Every admin route the server registered (from its own onRoute list), sign-in aside. */
  const adminRoutes = () =>
    s.app.routeList.filter(
      (r) => r.url.startsWith('/api/admin/') && r.url !== '/api/admin/sign-in',
    );
  const call = (route: { method: string; url: string }, cookie?: string) =>
    s.app.inject({
      method: route.method as 'GET',
      url: route.url.replaceAll(/:[a-zA-Z]+/g, randomUUID()),
      headers: cookie ? { cookie } : {},
      ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
    });

  it('finds every admin route of the API on the server itself', () => {
    const found = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const route of EXPECTED) expect(found).toContain(route);
  });

  it('answers 401 with the guard message to an anonymous caller, on every admin route', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(EXPECTED.length);
    for (const route of routes) {
      const res = await call(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') {
        expect(res.json().error, `${route.method} ${route.url}`).toEqual({
          code: 'auth_required',
          message: ADMIN_GUARD_MESSAGE,
        });
      }
    }
  });

  it('answers 403 to a signed-in customer, on every admin route', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, customer);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(res.json().error.code).toBe('forbidden');
    }
  });

  it('refuses, on every admin route, an admin signed in with the password alone (no second factor)', async () => {
    const email = 'admin-sans-2fa@lagune.ci';
    await createAdminUser(s.t.database.db, email);
    const signedIn = await s.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { username: email, password: 'Kpokpa#Abidjan7' },
    });
    expect(signedIn.json()).toMatchObject({ mfaEnrollmentRequired: true, assuranceLevel: 1 });
    const passwordOnly = sessionCookie(signedIn);
    for (const route of adminRoutes()) {
      const res = await call(route, passwordOnly);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(res.json().error.code).toBe('mfa_not_enabled');
    }
  });

  it('refuses an admin whose second factor is on until it is passed', async () => {
    const email = 'admin-2fa@lagune.ci';
    const admin = await createAdminUser(s.t.database.db, email);
    // The first sign-in enrols the authenticator (test/admin.ts keeps its secret).
    await adminSignIn(s.app, email);

    const signedIn = await s.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { username: email, password: 'Kpokpa#Abidjan7' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      status: 'mfa_required',
      hasMfa: true,
      assuranceLevel: 1,
    });
    const pending = sessionCookie(signedIn);
    for (const route of adminRoutes()) {
      const res = await call(route, pending);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json().error.code).toBe('mfa_required');
    }

    const verified = await s.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/verify',
      headers: { cookie: pending },
      payload: { method: 'authenticator', code: await freshAdminCode(admin.id) },
    });
    expect(verified.statusCode).toBe(200);
    const orders = await s.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie: sessionCookie(verified) },
    });
    expect(orders.statusCode).toBe(200);
  });
});
