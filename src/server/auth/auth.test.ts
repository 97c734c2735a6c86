import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, sessions, users } from '../db/schema.ts';
import { createUser, GOOD_PASSWORD, sessionCookie, signIn } from '../test/accounts.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import {
  AUTH_ERRORS,
  MAIL_REQUEST_ANSWER,
  MAIL_REQUEST_EMAIL_LIMIT,
  RATE_MESSAGES,
  SIGN_IN_EMAIL_FAILURES,
  SIGN_IN_IP_LIMIT,
} from './auth-routes.ts';
import { AUTH_MESSAGES } from '../../shared/schemas/auth.ts';
import { LEAKED_PASSWORD_MESSAGE } from './leaked-passwords.ts';

const TOO_SHORT = 'Le mot de passe doit contenir au moins 8 caractères';
/** One password policy (ADR 0104). Both passed one form and not the other before. */
const GUESSABLE = ['        A1!', 'Lagune2026'];

/** The token of a confirmation or reset link in an e-mail's text. */
function linkToken(text: string, path: '/auth/confirm' | '/auth/reset'): string {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`pas de lien ${path} dans l’e-mail`);
  return match[1]!;
}

describe.each(DRIVERS)('accounts on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  const db = () => s.t.database.db;
  const post = (url: string, payload?: object, cookie?: string, app = s.app) =>
    app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
    });
  const getSession = (cookie?: string) =>
    s.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, { captureLogs: true, env: { SMTP_URL: smtp.url } });
  });
  // Limits count across instances on PostgreSQL: each test starts with none used.
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('signs up, sends the confirmation link over SMTP, refuses sign-in until it is opened, then signs in', async () => {
    const email = 'adjoua.signup@example.ci';
    const sent = smtp.received.length;
    const res = await post('/api/auth/sign-up', {
      email: '  Adjoua.SignUp@Example.ci ',
      password: GOOD_PASSWORD,
      fullName: 'Adjoua Kouassi',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies).toEqual([]); // not signed in yet

    const mail = await smtp.waitFor(email, sent);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – LAGUNE');
    expect(mail.text).toMatch(
      /^Bonjour,\n\nMerci pour votre inscription chez LAGUNE \(compte au nom de «\u202FAdjoua Kouassi\u202F»\)\./,
    );
    expect(mail.html).toContain('LAGUNE');
    expect(mail.html).toContain('Confirmer mon adresse e-mail');
    const token = linkToken(mail.text, '/auth/confirm');

    const early = await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: 'email_not_confirmed',
      message: 'Email non confirmé. Veuillez vérifier votre boîte mail',
    });
    expect(early.cookies).toEqual([]);

    expect((await post('/api/auth/confirm', { token })).json()).toEqual({ ok: true });
    // The same link again (a second tap in the mail app): already confirmed, not "invalid".
    const again = await post('/api/auth/confirm', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, alreadyConfirmed: true });
    const madeUp = await post('/api/auth/confirm', {
      token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error).toEqual({
      code: 'invalid_token',
      message: AUTH_ERRORS.confirmTokenInvalid,
    });

    const signedIn = await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      status: 'authenticated',
      user: { email, fullName: 'Adjoua Kouassi', role: 'customer', securityLevel: 'standard' },
      hasMfa: false,
      assuranceLevel: 1,
      mfaDemo: false,
    });
    const cookie = signedIn.cookies.find((c) => c.name === 'lagune_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await getSession(sessionCookie(signedIn));
    expect(session.json()).toMatchObject({ status: 'authenticated', user: { email } });
    expect(session.headers['cache-control']).toBe('no-store');

    // Stored: the password as an argon2id hash, the session token only as its hash.
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
    const tokens = await db().select({ h: sessions.tokenHash }).from(sessions);
    expect(tokens.map((t) => t.h)).not.toContain(cookie.value);
    const codes = await db().select({ h: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(codes.map((c) => c.h)).not.toContain(token);
  });

  it('refuses a weak or leaked password and a bad e-mail in French, creating nothing', async () => {
    const before = await db().$count(users);
    const weak = await post('/api/auth/sign-up', {
      email: 'faible@example.ci',
      password: 'Court1!',
      fullName: 'Awa Koné',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toEqual({
      code: 'validation_error',
      message: TOO_SHORT,
      fields: { password: TOO_SHORT },
    });
    for (const password of GUESSABLE) {
      const guessable = await post('/api/auth/sign-up', {
        email: 'faible@example.ci',
        password,
        fullName: 'Awa Koné',
      });
      expect(guessable.statusCode, password).toBe(400);
      expect(guessable.json().error).toEqual({
        code: 'weak_password',
        message: AUTH_MESSAGES.passwordWeak,
        fields: { password: AUTH_MESSAGES.passwordWeak },
      });
    }
    for (const password of ['Password1!', 'Soleil2024!', 'Azerty123!']) {
      const leaked = await post('/api/auth/sign-up', {
        email: 'fuite@example.ci',
        password,
        fullName: 'Awa Koné',
      });
      expect(leaked.statusCode).toBe(400);
      expect(leaked.json().error).toEqual({
        code: 'leaked_password',
        message: LEAKED_PASSWORD_MESSAGE,
        fields: { password: LEAKED_PASSWORD_MESSAGE },
      });
    }
    const bad = await post('/api/auth/sign-up', {
      email: 'pas-un-email',
      password: '',
      fullName: 'A',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Veuillez entrer une adresse email valide',
      password: 'Veuillez entrer un mot de passe',
      fullName: 'Le nom complet doit contenir au moins 3 caractères',
    });
    expect(await db().$count(users)).toBe(before);
  });

  it('answers sign-up for an existing e-mail, in any case, with the spec’s message', async () => {
    await createUser(db(), { email: 'deja@example.ci' });
    const res = await post('/api/auth/sign-up', {
      email: 'DEJA@Example.CI',
      password: GOOD_PASSWORD,
      fullName: 'Awa Koné',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'email_taken',
      message: 'Un compte avec cet email existe déjà',
    });
    expect(await db().$count(users, sql`lower(${users.email}) = 'deja@example.ci'`)).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    await createUser(db(), { email: 'connue@example.ci' });
    const wrong = await post('/api/auth/sign-in', {
      email: 'connue@example.ci',
      password: 'Mauvais#Mot2Passe',
    });
    const unknown = await post('/api/auth/sign-in', {
      email: 'inconnue@example.ci',
      password: 'Mauvais#Mot2Passe',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Email ou mot de passe incorrect' },
      });
      expect(res.cookies).toEqual([]);
    }
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  it('gives a new session at each sign-in, and sign-out ends the session on the server', async () => {
    await createUser(db(), { email: 'rotation@example.ci' });
    const first = await signIn(s.app, 'rotation@example.ci');
    // Signing in again from the same browser replaces the session it carried.
    const again = await post(
      '/api/auth/sign-in',
      { email: 'rotation@example.ci', password: GOOD_PASSWORD },
      first,
    );
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await getSession(first)).json().status).toBe('anonymous');
    expect((await getSession(second)).json().status).toBe('authenticated');

    const out = await post('/api/auth/sign-out', undefined, second);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ status: 'anonymous', user: null });
    const cleared = out.cookies.find((c) => c.name === 'lagune_session')!;
    expect(cleared.value).toBe('');
    // Replaying the old cookie after sign-out: the server forgot it.
    const replay = await getSession(second);
    expect(replay.json().status).toBe('anonymous');
    const favourites = await s.app.inject({
      method: 'GET',
      url: '/api/favourites',
      headers: { cookie: second },
    });
    expect(favourites.statusCode).toBe(401);
    expect(favourites.json().error.code).toBe('auth_required');
  });

  it('marks the cookie Secure (and __Host-) when the shop is served over https', async () => {
    const secure = await s.sibling({ PUBLIC_URL: 'https://lagune.example' });
    await createUser(db(), { email: 'https@example.ci' });
    const res = await secure.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'https@example.ci', password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies[0]).toMatchObject({
      name: '__Host-lagune_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(res.cookies[0]!.domain).toBeUndefined();
  });

  it('changes the password with the profile rules, refuses a leaked one, and signs other sessions out', async () => {
    const email = 'profil@example.ci';
    await createUser(db(), { email });
    const here = await signIn(s.app, email);
    const elsewhere = await signIn(s.app, email);

    const anonymous = await post('/api/auth/password', { password: 'Nouveau2Passe' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Connexion requise. Veuillez vous connecter.');

    const short = await post(
      '/api/auth/password',
      { password: 'Court1', currentPassword: GOOD_PASSWORD },
      here,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual({
      code: 'validation_error',
      message: TOO_SHORT,
      fields: { password: TOO_SHORT },
    });
    // The same policy as sign-up: no character classes, a strength estimate.
    for (const password of GUESSABLE) {
      const res = await post(
        '/api/auth/password',
        { password, currentPassword: GOOD_PASSWORD },
        here,
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.code).toBe('weak_password');
    }
    const leaked = await post(
      '/api/auth/password',
      { password: 'Sunshine123', currentPassword: GOOD_PASSWORD },
      here,
    );
    expect(leaked.statusCode).toBe(400);
    expect(leaked.json().error.code).toBe('leaked_password');

    const changed = await post(
      '/api/auth/password',
      { password: 'Lagune#Cocody42', currentPassword: GOOD_PASSWORD },
      here,
    );
    expect(changed.json()).toEqual({ ok: true });
    expect((await getSession(here)).json().status).toBe('authenticated');
    expect((await getSession(elsewhere)).json().status).toBe('anonymous');
    expect((await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode).toBe(
      401,
    );
    await signIn(s.app, email, 'Lagune#Cocody42');
  });

  it('signs every other session out on request', async () => {
    const email = 'partout@example.ci';
    await createUser(db(), { email });
    const a = await signIn(s.app, email);
    const b = await signIn(s.app, email);
    const c = await signIn(s.app, email);
    const res = await post('/api/auth/sign-out-others', undefined, a);
    expect(res.json()).toEqual({ signedOut: 2 });
    expect((await getSession(a)).json().status).toBe('authenticated');
    expect((await getSession(b)).json().status).toBe('anonymous');
    expect((await getSession(c)).json().status).toBe('anonymous');
  });

  // On PostgreSQL, where the link's write runs on its own connection: PGlite runs one statement at a
  // time in the server's own thread, so nothing can be seen between the answer and the write.
  it.runIf(driver === 'postgres')(
    'answers a reset request before issuing its link: the answer’s time cannot tell which addresses have an account',
    async () => {
      const email = 'delai@example.ci';
      const [user] = await createUser(db(), { email }).then(async () =>
        db().select({ id: users.id }).from(users).where(eq(users.email, email)),
      );
      // Writing a link takes a second here: an answer that waited for it would take as long.
      await db().execute(sql`create function test_slow_code() returns trigger as $$
      begin perform pg_sleep(1); return new; end $$ language plpgsql`);
      await db().execute(
        sql`create trigger test_slow_code before insert on one_time_codes for each row execute function test_slow_code()`,
      );
      try {
        const sent = smtp.received.length;
        const res = await post('/api/auth/password-reset', { email });
        expect(res.json()).toEqual({ ok: true, message: MAIL_REQUEST_ANSWER });
        const issued = () => db().$count(oneTimeCodes, eq(oneTimeCodes.userId, user!.id));
        expect(await issued()).toBe(0);
        // The link still comes.
        expect(linkToken((await smtp.waitFor(email, sent)).text, '/auth/reset')).toBeTruthy();
        expect(await issued()).toBe(1);
      } finally {
        await db().execute(sql`drop trigger test_slow_code on one_time_codes`);
        await db().execute(sql`drop function test_slow_code()`);
      }
    },
  );

  it('resets a forgotten password by e-mail: same answer for any address, link single-use', async () => {
    const email = 'oubli@example.ci';
    await createUser(db(), { email });
    const before = await signIn(s.app, email);
    const sent = smtp.received.length;

    const known = await post('/api/auth/password-reset', { email: 'Oubli@example.ci' });
    const unknown = await post('/api/auth/password-reset', { email: 'personne@example.ci' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: MAIL_REQUEST_ANSWER });
    }
    const mail = await smtp.waitFor(email, sent);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – LAGUNE');
    expect(mail.html).toContain('LAGUNE');
    const token = linkToken(mail.text, '/auth/reset');
    expect(smtp.received.slice(sent).some((m) => m.to.includes('personne@example.ci'))).toBe(false);

    // A password the rules refuse changes nothing and leaves the link usable.
    const weak = await post('/api/auth/password-reset/confirm', { token, password: 'faible' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    const leaked = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'Password123',
    });
    expect(leaked.json().error.code).toBe('leaked_password');
    for (const password of GUESSABLE) {
      const guessable = await post('/api/auth/password-reset/confirm', { token, password });
      expect(guessable.json().error.code, password).toBe('weak_password');
    }

    const done = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'Plateau#Neuf9',
    });
    expect(done.json()).toEqual({ ok: true });
    const reused = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'Autre#Neuf9x',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'invalid_token',
      message: AUTH_ERRORS.resetTokenInvalid,
    });
    expect((await getSession(before)).json().status).toBe('anonymous');
    expect((await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode).toBe(
      401,
    );
    await signIn(s.app, email, 'Plateau#Neuf9');
    const notice = await smtp.waitFor(email, smtp.received.indexOf(mail) + 1);
    expect(notice.subject).toBe('Votre mot de passe a été modifié – LAGUNE');
  });

  it('refuses expired confirmation and reset links', async () => {
    const sent = smtp.received.length;
    await post('/api/auth/sign-up', {
      email: 'expire@example.ci',
      password: GOOD_PASSWORD,
      fullName: 'Yao Kouadio',
    });
    const confirm = linkToken(
      (await smtp.waitFor('expire@example.ci', sent)).text,
      '/auth/confirm',
    );
    const [user] = await db().select().from(users).where(eq(users.email, 'expire@example.ci'));
    await post('/api/auth/password-reset', { email: 'expire@example.ci' });
    const reset = linkToken(
      (await smtp.waitFor('expire@example.ci', sent + 1)).text,
      '/auth/reset',
    );
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user!.id));
    expect((await post('/api/auth/confirm', { token: confirm })).json().error.code).toBe(
      'invalid_token',
    );
    const res = await post('/api/auth/password-reset/confirm', {
      token: reset,
      password: 'Plateau#Neuf9',
    });
    expect(res.json().error.code).toBe('invalid_token');
    const [after] = await db().select().from(users).where(eq(users.id, user!.id));
    expect(after!.emailConfirmedAt).toBeNull();
    expect(after!.passwordHash).toBe(user!.passwordHash);
  });

  it('limits failed sign-ins per e-mail (even the right password then waits), whatever the account', async () => {
    const limited = await s.sibling();
    const email = 'cible@example.ci';
    await createUser(db(), { email });
    const attempt = (password: string, who = email) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: who, password },
      });
    for (let i = 0; i < SIGN_IN_EMAIL_FAILURES.max; i++) {
      expect((await attempt(`Faux#${i}Passe`)).statusCode).toBe(401);
      expect((await attempt(`Faux#${i}Passe`, 'fantome@example.ci')).statusCode).toBe(401);
    }
    for (const who of [email, 'fantome@example.ci']) {
      const res = await attempt(GOOD_PASSWORD, who);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({ code: 'rate_limited', message: RATE_MESSAGES.signIn });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    await createUser(db(), { email: 'voisine@example.ci' });
    expect((await attempt(GOOD_PASSWORD, 'voisine@example.ci')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP', async () => {
    const limited = await s.sibling();
    for (let i = 0; i < SIGN_IN_IP_LIMIT.max; i++) {
      const res = await limited.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `ip${i}@example.ci`, password: '' },
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await limited.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'ip@example.ci', password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(RATE_MESSAGES.signIn);
  });

  it('limits reset e-mails per address with the same answer for every address', async () => {
    const limited = await s.sibling();
    await createUser(db(), { email: 'souvent@example.ci' });
    for (const email of ['souvent@example.ci', 'jamais@example.ci']) {
      for (let i = 0; i < MAIL_REQUEST_EMAIL_LIMIT.max; i++) {
        const ok = await limited.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email },
        });
        expect(ok.statusCode).toBe(200);
      }
      const res = await limited.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(RATE_MESSAGES.mailRequest);
    }
  });

  it('resends a confirmation e-mail only to an unconfirmed account, answering alike for all', async () => {
    const sent = smtp.received.length;
    await createUser(db(), { email: 'attente@example.ci', confirmed: false });
    await createUser(db(), { email: 'active@example.ci' });
    for (const email of ['attente@example.ci', 'active@example.ci', 'absente@example.ci']) {
      const res = await post('/api/auth/confirm/resend', { email });
      expect(res.json()).toEqual({ ok: true, message: MAIL_REQUEST_ANSWER });
    }
    const mail = await smtp.waitFor('attente@example.ci', sent);
    const token = linkToken(mail.text, '/auth/confirm');
    expect((await post('/api/auth/confirm', { token })).statusCode).toBe(200);
    const others = smtp.received
      .slice(sent)
      .filter((m) => m.to.includes('active@example.ci') || m.to.includes('absente@example.ci'));
    expect(others).toEqual([]);
  });

  it('answers the session route for anonymous visitors and ignores a forged cookie', async () => {
    expect((await getSession()).json()).toEqual({
      status: 'anonymous',
      user: null,
      hasMfa: false,
      assuranceLevel: 0,
      mfaMethods: [],
      recoveryCodesLeft: 0,
      mfaEnrollmentRequired: false,
      mfaDemo: false,
      expiresAt: null,
    });
    const forged = await getSession(`lagune_session=${'A'.repeat(43)}`);
    expect(forged.json().status).toBe('anonymous');
    expect(forged.cookies.find((c) => c.name === 'lagune_session')?.value).toBe('');
    const junk = await getSession('lagune_session=%%%');
    expect(junk.statusCode).toBe(200);
  });

  it('keeps e-mails, passwords, tokens and names out of the logs', async () => {
    const log = s.logs.join('\n');
    expect(log).toContain('signed in');
    for (const secret of [
      GOOD_PASSWORD,
      'Plateau#Neuf9',
      'Lagune#Cocody42',
      'adjoua.signup@example.ci',
      'Adjoua',
      'oubli@example.ci',
      'token=',
    ]) {
      expect(log).not.toContain(secret);
    }
    for (const mail of smtp.received) {
      for (const match of mail.text.matchAll(/token=([A-Za-z0-9_-]+)/g)) {
        expect(log).not.toContain(match[1]!);
      }
    }
  });
});
