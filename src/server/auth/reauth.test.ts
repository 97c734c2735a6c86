// What takes an account over asks its owner again. The attacker here holds a
// signed-in session (a borrowed phone, a copied cookie) but not the password nor the second factor.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_MESSAGES } from '../../shared/schemas/auth.ts';
import { createUser, GOOD_PASSWORD, sessionCookie, signIn } from '../test/accounts.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { ACCOUNT_PASSWORD_FAILURES } from './account-guard.ts';
import { totpCode } from './totp.ts';

const NEW_PASSWORD = 'Lagune#Cocody42';
const REAUTH_REQUIRED = {
  code: 'reauth_required',
  message: REAUTH_MESSAGES.required,
  fields: { currentPassword: REAUTH_MESSAGES.required },
};

describe.each(DRIVERS)('re-authentication before a takeover step on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  const post = (url: string, payload: object | undefined, cookie: string) =>
    s.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const state = async (cookie: string) =>
    (await s.app.inject({ url: '/api/auth/session', headers: { cookie } })).json();

  /** A signed-in owner with an authenticator on; its secret and a level-2 cookie. */
  async function withAuthenticator(email: string) {
    await createUser(s.t.database.db, { email });
    const cookie = await signIn(s.app, email);
    const enrolled = await post(
      '/api/auth/mfa/totp/enroll',
      { currentPassword: GOOD_PASSWORD },
      cookie,
    );
    expect(enrolled.statusCode).toBe(200);
    const secret = enrolled.json().secret as string;
    const sent = smtp.received.length;
    // The step before now: the step of now stays free for the test's own code.
    const activated = await post(
      '/api/auth/mfa/totp/activate',
      { code: totpCode(secret, Date.now() - 30_000) },
      cookie,
    );
    expect(activated.statusCode).toBe(200);
    // The activation's notice, out of the way of the test's own.
    await smtp.waitFor(email, sent);
    return { secret, cookie: sessionCookie(activated) };
  }

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, { captureLogs: true, env: { SMTP_URL: smtp.url } });
  });
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('refuses a new password without the current one, then changes it with it and tells the owner', async () => {
    const email = 'emprunt@example.ci';
    await createUser(s.t.database.db, { email });
    const borrowed = await signIn(s.app, email);

    const bare = await post('/api/auth/password', { password: NEW_PASSWORD }, borrowed);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toEqual(REAUTH_REQUIRED);
    const guessed = await post(
      '/api/auth/password',
      { password: NEW_PASSWORD, currentPassword: 'Devine#1234' },
      borrowed,
    );
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().error).toEqual({
      code: 'wrong_password',
      message: REAUTH_MESSAGES.wrongPassword,
      fields: { currentPassword: REAUTH_MESSAGES.wrongPassword },
    });
    // Nothing changed: the old password still signs in.
    await expect(signIn(s.app, email)).resolves.toMatch(/lagune_session=/);

    const sent = smtp.received.length;
    const done = await post(
      '/api/auth/password',
      { password: NEW_PASSWORD, currentPassword: GOOD_PASSWORD },
      borrowed,
    );
    expect(done.json()).toEqual({ ok: true });
    const notice = await smtp.waitFor(email, sent);
    expect(notice.subject).toBe('Votre mot de passe a été modifié – LAGUNE');
    await expect(signIn(s.app, email, NEW_PASSWORD)).resolves.toMatch(/lagune_session=/);
  });

  it('ends a reset link asked before the password was changed', async () => {
    const email = 'lien-ancien@example.ci';
    await createUser(s.t.database.db, { email });
    const cookie = await signIn(s.app, email);
    const sent = smtp.received.length;
    await s.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    const mail = await smtp.waitFor(email, sent);
    const token = /\/auth\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const changed = await post(
      '/api/auth/password',
      { password: NEW_PASSWORD, currentPassword: GOOD_PASSWORD },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    const old = await s.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Attaque#Lien9' },
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('invalid_token');
    await expect(signIn(s.app, email, NEW_PASSWORD)).resolves.toMatch(/lagune_session=/);
  });

  it('refuses to turn the second factor off without the password or a fresh code', async () => {
    const email = 'garde@example.ci';
    const { secret, cookie } = await withAuthenticator(email);
    for (const proof of [undefined, {}, { currentPassword: 'Devine#1234' }]) {
      const res = await post('/api/auth/mfa/disable', proof, cookie);
      expect(res.statusCode, JSON.stringify(proof)).toBe(400);
    }
    const wrongCode = await post(
      '/api/auth/mfa/disable',
      { mfa: { method: 'authenticator', code: '000000' } },
      cookie,
    );
    expect(wrongCode.json().error.code).toBe('invalid_code');
    expect((await state(cookie)).hasMfa).toBe(true);

    const sent = smtp.received.length;
    const res = await post(
      '/api/auth/mfa/disable',
      { mfa: { method: 'authenticator', code: totpCode(secret) } },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().hasMfa).toBe(false);
    const notice = await smtp.waitFor(email, sent);
    expect(notice.text).toContain('La vérification en deux étapes vient d’être désactivée');
  });

  it('refuses to enrol a new factor (app, e-mail, SMS) without the password', async () => {
    const email = 'nouvel-appareil@example.ci';
    await createUser(s.t.database.db, { email });
    const borrowed = await signIn(s.app, email);
    const attempts = [
      ['/api/auth/mfa/totp/enroll', {}],
      ['/api/auth/mfa/email/enroll', {}],
      ['/api/auth/mfa/sms/enroll', { phone: '+225 07 11 22 33 44' }],
    ] as const;
    for (const [url, body] of attempts) {
      const res = await post(url, body, borrowed);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('reauth_required');
      const wrong = await post(url, { ...body, currentPassword: 'Devine#1234' }, borrowed);
      expect(wrong.json().error.code, url).toBe('wrong_password');
    }
    // Nothing was started: there is no pending factor to activate.
    const activate = await post('/api/auth/mfa/totp/activate', { code: '123456' }, borrowed);
    expect(activate.json().error.code).toBe('no_pending_factor');

    const ok = await post(
      '/api/auth/mfa/totp/enroll',
      { currentPassword: GOOD_PASSWORD },
      borrowed,
    );
    expect(ok.statusCode).toBe(200);
    const sent = smtp.received.length;
    const on = await post(
      '/api/auth/mfa/totp/activate',
      { code: totpCode(ok.json().secret) },
      borrowed,
    );
    expect(on.statusCode).toBe(200);
    const notice = await smtp.waitFor(email, sent);
    expect(notice.text).toContain('une application d’authentification');
  });

  it('refuses to regenerate recovery codes without the password or a fresh code', async () => {
    const email = 'codes-secours@example.ci';
    const { cookie } = await withAuthenticator(email);
    const bare = await post('/api/auth/mfa/recovery-codes', {}, cookie);
    expect(bare.json().error).toEqual(REAUTH_REQUIRED);
    const sent = smtp.received.length;
    const ok = await post(
      '/api/auth/mfa/recovery-codes',
      { currentPassword: GOOD_PASSWORD },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toHaveLength(10);
    const notice = await smtp.waitFor(email, sent);
    expect(notice.text).toContain('De nouveaux codes de récupération');
  });

  it('counts wrong current passwords on the account’s one failure counter, sign-in included', async () => {
    const email = 'compteur@example.ci';
    await createUser(s.t.database.db, { email });
    const borrowed = await signIn(s.app, email);
    for (let i = 0; i < ACCOUNT_PASSWORD_FAILURES.max; i++) {
      const res = await post(
        '/api/auth/password',
        { password: NEW_PASSWORD, currentPassword: `Devine#${i}x` },
        borrowed,
      );
      expect(res.statusCode).toBe(400);
    }
    const paused = await post(
      '/api/auth/password',
      { password: NEW_PASSWORD, currentPassword: GOOD_PASSWORD },
      borrowed,
    );
    expect(paused.statusCode).toBe(429);
    const signInPaused = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(signInPaused.statusCode).toBe(429);
  });

  it('logs refusals without the passwords tried', () => {
    const text = s.logs.join('\n');
    expect(text).toContain('re-authentication refused');
    for (const secret of ['Devine#1234', NEW_PASSWORD, GOOD_PASSWORD]) {
      expect(text).not.toContain(secret);
    }
  });
});
