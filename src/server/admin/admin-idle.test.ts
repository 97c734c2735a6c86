import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_IDLE_MS } from '../auth/sessions.ts';
import { sessions } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

/** A copied admin cookie from a session left unused overnight is dead; a customer's lives on. */
describe.each(DRIVERS)('admin sessions left idle, on %s', (driver) => {
  let s: TestApp;
  let adminId: string;
  let customerId: string;
  const db = () => s.t.database.db;
  /** Makes every session of `userId` look last used `ms` ago. */
  const idle = (userId: string, ms: number) =>
    db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${ms / 1000})` })
      .where(eq(sessions.userId, userId));
  const settings = (cookie: string) =>
    s.app.inject({ url: '/api/admin/settings', headers: { cookie } });

  beforeAll(async () => {
    s = await createTestApp(driver);
    adminId = (await createAdminUser(db())).id;
    customerId = (await createUser(db(), { email: 'cliente@example.ci' })).id;
  });
  afterAll(async () => s?.close());

  it('keeps an admin session used within the idle time', async () => {
    const admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    await idle(adminId, ADMIN_IDLE_MS - 60_000);
    expect((await settings(admin)).statusCode).toBe(200);
  });

  it('ends an admin session idle longer than that: 401 in French, the cookie cleared, the row gone', async () => {
    // Only this test's session, so that "the row gone" means this one.
    await db().delete(sessions).where(eq(sessions.userId, adminId));
    const admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    await idle(adminId, ADMIN_IDLE_MS + 60_000);
    const res = await settings(admin);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('auth_required');
    expect(res.json().error.message).toMatch(/connect/i);
    expect(res.cookies.some((c) => c.value === '' || (c.expires && c.expires < new Date()))).toBe(
      true,
    );
    expect(await db().select().from(sessions).where(eq(sessions.userId, adminId))).toEqual([]);
    // Used again later, it stays dead.
    expect((await settings(admin)).statusCode).toBe(401);
  });

  it('leaves a customer’s session alone however long it rested', async () => {
    const customer = await signIn(s.app, 'cliente@example.ci');
    await idle(customerId, 20 * 24 * 3600_000);
    const res = await s.app.inject({ url: '/api/auth/session', headers: { cookie: customer } });
    expect(res.json().status).toBe('authenticated');
  });
});
