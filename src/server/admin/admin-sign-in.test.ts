import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SIGN_IN_FAILED, ADMIN_SIGN_IN_LOCKED } from '../../shared/api/admin.ts';
import { CODE_FAILURES, MFA_ERRORS } from '../auth/account-guard.ts';
import { adminAlertSms, adminAlertText } from '../auth/admin-alerts.ts';
import { totpCode } from '../auth/totp.ts';
import { customerMessages } from '../db/schema.ts';
import { smsAddress } from '../messaging/sms-address.ts';
import { ADMIN_MFA_REQUIRED_MESSAGE } from '../plugins/session.ts';
import { createUser, GOOD_PASSWORD, sessionCookie, signIn } from '../test/accounts.ts';
import { adminSignIn, adminTotpSecret, createAdminUser, freshAdminCode } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { resetAdminMfa } from './admin-accounts.ts';
import { ADMIN_SIGN_IN_NAME_FAILURES, ADMIN_SIGN_IN_RATE_MESSAGE } from './admin-routes.ts';

const REFUSED = { code: 'invalid_credentials', message: ADMIN_SIGN_IN_FAILED };

describe.each(DRIVERS)('admin sign-in on %s', (driver) => {
  let s: TestApp;
  let calls = 0;
  // Each call from its own address unless told: the per-IP limit has its own test.
  const signInAs = (payload: unknown, app = s.app, remoteAddress = `10.20.${++calls % 250}.1`) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      remoteAddress,
      payload: payload as object,
    });

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
    // No factor yet: the password alone opens a short session that can only enrol one.
    expect(res.json()).toMatchObject({
      status: 'authenticated',
      user: { email: 'patronne@lagune.ci', role: 'admin' },
      assuranceLevel: 1,
      mfaEnrollmentRequired: true,
    });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^lagune_session=/);
    const session = await s.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json().user.role).toBe('admin');
  });

  it('lets a password-only admin session reach no admin route until a second factor is enrolled and passed', async () => {
    const username = 'sans-facteur@lagune.ci';
    await createAdminUser(s.t.database.db, username);
    const res = await signInAs({ username, password: GOOD_PASSWORD });
    const cookie = sessionCookie(res);
    for (const url of ['/api/admin/stats', '/api/admin/orders', '/api/admin/customers.csv']) {
      const refused = await s.app.inject({ url, headers: { cookie } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'mfa_not_enabled',
        message: ADMIN_MFA_REQUIRED_MESSAGE,
      });
    }
    // The enrolment (as the dialog does it): the password again, then the app's first code.
    const enrol = await s.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/enroll',
      headers: { cookie },
      payload: { currentPassword: GOOD_PASSWORD },
    });
    expect(enrol.statusCode).toBe(200);
    const activated = await s.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/activate',
      headers: { cookie },
      payload: { code: totpCode(enrol.json().secret) },
    });
    expect(activated.statusCode).toBe(200);
    const full = sessionCookie(activated);
    expect(
      (await s.app.inject({ url: '/api/admin/stats', headers: { cookie: full } })).statusCode,
    ).toBe(200);
    // The old password-only cookie was rotated away.
    expect((await s.app.inject({ url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(
      401,
    );
    // An admin keeps the factor: turning it off is the CLI's job.
    const off = await s.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/disable',
      headers: { cookie: full },
      payload: { currentPassword: GOOD_PASSWORD },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe('admin_mfa_required');
    // Words she can act on, never a command line.
    expect(off.json().error.message).toBe(
      'Un compte administrateur garde sa vérification en deux étapes. Téléphone perdu\u202f? Connectez-vous avec un de vos codes de récupération, ou demandez à la personne qui a installé la boutique de la réinitialiser.',
    );
    // The next sign-in asks the code before anything else.
    const next = await signInAs({ username, password: GOOD_PASSWORD });
    expect(next.json()).toMatchObject({ status: 'mfa_required', mfaEnrollmentRequired: false });
    const pending = sessionCookie(next);
    expect(
      (await s.app.inject({ url: '/api/admin/stats', headers: { cookie: pending } })).statusCode,
    ).toBe(401);
  });

  it('has one door: the shop’s sign-in refuses an admin account, after the password, without a session', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'patronne@lagune.ci', password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('admin_sign_in');
    expect(res.headers['set-cookie']).toBeUndefined();
    const wrong = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'patronne@lagune.ci', password: 'Mauvais#Passe1' },
    });
    expect(wrong.statusCode).toBe(401);
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

  // A dozen scrypt checks (10 failures before the pause): seconds each on a busy machine.
  it(
    'pauses a user name after repeated failures with a French 429, even for the right password',
    { timeout: 120_000 },
    async () => {
      const username = 'cible@lagune.ci';
      await createAdminUser(s.t.database.db, username);
      for (let i = 0; i < ADMIN_SIGN_IN_NAME_FAILURES.max; i++) {
        const res = await signInAs({ username, password: `essai-${i}` });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await signInAs({ username, password: GOOD_PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toEqual({ code: 'rate_limited', message: ADMIN_SIGN_IN_LOCKED });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another name is not paused.
      const other = await signInAs({ username: 'patronne@lagune.ci', password: GOOD_PASSWORD });
      expect(other.statusCode).toBe(200);
    },
  );

  // A dozen scrypt checks (10 failures before the pause): seconds each on a busy machine.
  it(
    'counts one failure counter per account, whatever the door',
    { timeout: 120_000 },
    async () => {
      const username = 'deux-portes@lagune.ci';
      await createAdminUser(s.t.database.db, username);
      // Most guesses through the shop's sign-in, the last through the admin's.
      for (let i = 0; i < ADMIN_SIGN_IN_NAME_FAILURES.max - 1; i++) {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: { email: username, password: `Essai#${i}xx` },
        });
        expect(res.statusCode).toBe(401);
      }
      expect((await signInAs({ username, password: 'Essai#derniere' })).statusCode).toBe(401);
      const blocked = await signInAs({ username, password: GOOD_PASSWORD });
      expect(blocked.statusCode).toBe(429);
    },
  );

  // A dozen scrypt checks (10 failures before the pause): seconds each on a busy machine.
  it(
    'lets the real admin past a pause with the password and a working second factor',
    { timeout: 120_000 },
    async () => {
      const username = 'assiegee@lagune.ci';
      await createAdminUser(s.t.database.db, username);
      const enrolled = await adminSignIn(s.app, username);
      expect(enrolled).toMatch(/lagune_session=/);
      const user = (
        await s.app.inject({ url: '/api/auth/session', headers: { cookie: enrolled } })
      ).json().user as { id: string };
      // An attacker guesses from five addresses until the account is paused.
      for (let i = 0; i < ADMIN_SIGN_IN_NAME_FAILURES.max; i++) {
        await s.app.inject({
          method: 'POST',
          url: '/api/admin/sign-in',
          remoteAddress: `10.8.0.${(i % 5) + 1}`,
          payload: { username, password: `devine-${i}` },
        });
      }
      expect((await signInAs({ username, password: GOOD_PASSWORD })).statusCode).toBe(429);
      // Guessing on with a code changes nothing for the attacker.
      const guess = await signInAs({ username, password: 'devine-encore', code: '123456' });
      expect(guess.statusCode).toBe(401);
      expect(guess.json().error).toEqual(REFUSED);
      // A wrong code with the right password is refused too.
      const wrongCode = await signInAs({ username, password: GOOD_PASSWORD, code: '000000' });
      expect(wrongCode.statusCode).toBe(401);
      // The real admin: password and a fresh code of the app, in one request.
      const res = await signInAs({
        username,
        password: GOOD_PASSWORD,
        code: await freshAdminCode(user.id),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'authenticated', assuranceLevel: 2 });
      const stats = await s.app.inject({
        url: '/api/admin/stats',
        headers: { cookie: sessionCookie(res) },
      });
      expect(stats.statusCode).toBe(200);
      // And the pause is over for the account.
      expect((await signInAs({ username, password: GOOD_PASSWORD })).statusCode).toBe(200);
    },
  );

  // Two dozen scrypt checks (10 wrong passwords, 10 wrong codes): seconds each on a busy machine.
  it(
    'counts the paused door’s codes on the account’s one code counter: 570 wrong codes from 80 addresses try 10, then even the right code waits, and the admin is alerted once per pause',
    { timeout: 300_000 },
    async () => {
      const username = 'forcee@lagune.ci';
      await createAdminUser(s.t.database.db, username);
      const enrolled = await adminSignIn(s.app, username);
      const { id: userId } = (
        await s.app.inject({ url: '/api/auth/session', headers: { cookie: enrolled } })
      ).json().user as { id: string };
      const secret = adminTotpSecret(userId)!;
      // A session waiting for its code, opened before the attack: the other code door.
      const pending = sessionCookie(await signInAs({ username, password: GOOD_PASSWORD }));
      for (let i = 0; i < ADMIN_SIGN_IN_NAME_FAILURES.max; i++) {
        const res = await signInAs(
          { username, password: `devine-${i}` },
          s.app,
          `10.40.0.${i + 1}`,
        );
        expect(res.statusCode).toBe(401);
      }
      // Codes the authenticator accepts around now are never among the wrong guesses.
      const good = new Set(
        [-1, 0, 1, 2].map((step) => totpCode(secret, Date.now() + step * 30_000)),
      );
      let guess = 100_000;
      const wrongCode = () => {
        while (good.has(String(++guess)));
        return String(guess);
      };
      for (let i = 0; i < 570; i++) {
        const res = await signInAs(
          { username, password: GOOD_PASSWORD, code: wrongCode() },
          s.app,
          `10.41.${i % 80}.1`,
        );
        if (i < CODE_FAILURES.max) {
          expect(res.statusCode, `essai ${i + 1}`).toBe(401);
          expect(res.json().error).toEqual(REFUSED);
        } else {
          expect(res.statusCode, `essai ${i + 1}`).toBe(429);
          expect(res.json().error).toEqual({
            code: 'rate_limited',
            message: MFA_ERRORS.tooManyCodes,
          });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      // The right code waits for the pause's end: at this door, on another instance (the
      // counter is in the database, on PGlite too), and at the shop's code door.
      const other = await s.sibling();
      const right = await signInAs(
        { username, password: GOOD_PASSWORD, code: await freshAdminCode(userId) },
        other,
        '10.42.0.1',
      );
      expect(right.statusCode).toBe(429);
      expect(right.json().error.message).toBe(MFA_ERRORS.tooManyCodes);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(right.headers['set-cookie']).toBeUndefined();
      const verify = await s.app.inject({
        method: 'POST',
        url: '/api/auth/mfa/verify',
        headers: { cookie: pending },
        payload: { method: 'authenticator', code: await freshAdminCode(userId) },
      });
      expect(verify.statusCode).toBe(429);
      // One alert per pause (passwords, then codes), by e-mail and SMS, not one per try.
      const shop = await s.app.shopSettings.current();
      const alerts = await s.t.database.db
        .select({
          channel: customerMessages.channel,
          recipient: customerMessages.recipient,
          body: customerMessages.body,
        })
        .from(customerMessages)
        .where(like(customerMessages.eventKey, `admin-alert:${userId}:%`));
      const passwords = adminAlertText(shop.name, 'passwords');
      const codes = adminAlertText(shop.name, 'codes');
      expect(alerts.filter((a) => a.channel === 'email')).toEqual(
        expect.arrayContaining([
          { channel: 'email', recipient: username, body: passwords },
          { channel: 'email', recipient: username, body: codes },
        ]),
      );
      const sms = alerts.filter((a) => a.channel === 'sms');
      expect(sms.map((a) => a.recipient)).toEqual([
        smsAddress(shop.whatsappNumber),
        smsAddress(shop.whatsappNumber),
      ]);
      expect(alerts).toHaveLength(4);
    },
  );

  it(
    'alerts an admin paused through the shop’s door, once, and never a customer',
    { timeout: 120_000 },
    async () => {
      const admin = await createAdminUser(s.t.database.db, 'par-la-boutique@lagune.ci');
      const customer = await createUser(s.t.database.db, { email: 'cliente-pause@example.ci' });
      for (const email of [admin.email, customer.email]) {
        for (let i = 0; i < ADMIN_SIGN_IN_NAME_FAILURES.max + 2; i++) {
          const res = await s.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            remoteAddress: `10.43.${i}.1`,
            payload: { email, password: `Essai#${i}xx` },
          });
          expect(res.statusCode).toBe(i < ADMIN_SIGN_IN_NAME_FAILURES.max ? 401 : 429);
        }
      }
      const alertsOf = (id: string) =>
        s.t.database.db
          .select({ channel: customerMessages.channel, body: customerMessages.body })
          .from(customerMessages)
          .where(like(customerMessages.eventKey, `admin-alert:${id}:%`));
      const shopName = (await s.app.shopSettings.current()).name;
      expect((await alertsOf(admin.id)).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual(
        [
          { channel: 'email', body: adminAlertText(shopName, 'passwords') },
          { channel: 'sms', body: adminAlertSms(shopName, 'passwords') },
        ],
      );
      expect(await alertsOf(customer.id)).toEqual([]);
    },
  );

  it('npm run admin -- reset-mfa: the factor goes, sessions close, the next sign-in enrols again', async () => {
    const username = 'telephone-perdu@lagune.ci';
    await createAdminUser(s.t.database.db, username);
    const cookie = await adminSignIn(s.app, username);
    await resetAdminMfa(s.t.database.db, username);
    expect((await s.app.inject({ url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const again = await signInAs({ username, password: GOOD_PASSWORD });
    expect(again.json()).toMatchObject({ mfaEnrollmentRequired: true, assuranceLevel: 1 });
  });

  it('limits sign-in attempts per IP with a French 429', async () => {
    const app = await s.sibling();
    let last;
    for (let i = 0; i < 21; i++)
      last = await signInAs({ username: '', password: '' }, app, '10.30.0.1');
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
