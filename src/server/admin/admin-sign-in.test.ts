import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SIGN_IN_FAILED } from '../../shared/api/admin.ts';
import { createUser, GOOD_PASSWORD, sessionCookie, signIn } from '../test/accounts.ts';
import { createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { ADMIN_SIGN_IN_NAME_FAILURES, ADMIN_SIGN_IN_RATE_MESSAGE } from './admin-routes.ts';

const REFUSED = { code: 'invalid_credentials', message: ADMIN_SIGN_IN_FAILED };

describe.each(DRIVERS)('admin sign-in on %s', (driver) => {
  let s: TestApp;
  const signInAs = (payload: unknown, app = s.app) =>
    app.inject({ method: 'POST', url: '/api/admin/sign-in', payload: payload as object });

  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
    await createAdminUser(s.t.database.db, 'patronne@lagune.ci');
    await createUser(s.t.database.db, { email: 'cliente@example.ci', fullName: 'Aminata Sylla' });
  });
  // Limits count across instances on PostgreSQL: each test starts with none used.
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
  });

  it('signs an admin in with the same session cookie as customers, the user name being the e-mail', async () => {
    const res = await signInAs({ username: '  Patronne@Lagune.CI ', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'authenticated',
      user: { email: 'patronne@lagune.ci', role: 'admin' },
      assuranceLevel: 1,
    });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^lagune_session=/);
    const stats = await s.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie },
    });
    expect(stats.statusCode).toBe(200);
    const session = await s.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json().user.role).toBe('admin');
  });

  it('gives one answer to a wrong password, an unknown name and a customer’s right password', async () => {
    // One after the other: one address has 2 places in the hashing line (ADR 0102).
    const answers = [
      await signInAs({ username: 'patronne@lagune.ci', password: 'mauvais-mot-de-passe' }),
      await signInAs({ username: 'personne@lagune.ci', password: GOOD_PASSWORD }),
      await signInAs({ username: 'cliente@example.ci', password: GOOD_PASSWORD }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual(REFUSED);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The customer's account is untouched.
    await expect(signIn(s.app, 'cliente@example.ci')).resolves.toMatch(/lagune_session=/);
  });

  it('pauses a user name after repeated failures with a French 429, even for the right password', async () => {
    const username = 'cible@lagune.ci';
    await createAdminUser(s.t.database.db, username);
    for (let i = 0; i < ADMIN_SIGN_IN_NAME_FAILURES.max; i++) {
      const res = await signInAs({ username, password: `essai-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signInAs({ username, password: GOOD_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'rate_limited',
      message: ADMIN_SIGN_IN_RATE_MESSAGE,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another name is not paused.
    const other = await signInAs({ username: 'patronne@lagune.ci', password: GOOD_PASSWORD });
    expect(other.statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP with a French 429', async () => {
    const app = await s.sibling();
    let last;
    for (let i = 0; i < 21; i++) last = await signInAs({ username: '', password: '' }, app);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.message).toBe(ADMIN_SIGN_IN_RATE_MESSAGE);
  });

  it('refuses incomplete input in French', async () => {
    const cases: [unknown, string][] = [
      [{ username: '', password: 'x' }, "Veuillez entrer votre nom d'utilisateur"],
      [{ username: 'patronne@lagune.ci', password: '' }, 'Veuillez entrer un mot de passe'],
      [{ username: 'patronne@lagune.ci' }, 'Veuillez entrer un mot de passe'],
      [[], "Veuillez entrer votre nom d'utilisateur et votre mot de passe"],
    ];
    for (const [payload, message] of cases) {
      const res = await signInAs(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('logs refusals without the name tried or the password', () => {
    const text = s.logs.join('\n');
    expect(text).toContain('admin sign-in refused');
    for (const secret of [
      'cible@lagune.ci',
      'mauvais-mot-de-passe',
      'essai-',
      GOOD_PASSWORD,
      'Aminata',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
