import { statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mfaFactors, oneTimeCodes, recoveryCodes, users } from '../db/schema.ts';
import {
  A_CODE,
  codeIn,
  createUser,
  nextOutboxMessage,
  outboxFiles,
  sessionCookie,
  signIn,
} from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { CODE_FAILURES, MFA_ERRORS } from './mfa-routes.ts';
import { totpCode } from './totp.ts';

/** Takeover steps ask the current password again (ADR 0105; reauth.test.ts). */
const REAUTH = { currentPassword: 'Kpokpa#Abidjan7' };

const INVALID = {
  code: 'invalid_code',
  message:
    'Code incorrect. Vérifiez-le et réessayez (avec l’application, vérifiez aussi que votre téléphone est à l’heure).',
  fields: {
    code: 'Code incorrect. Vérifiez-le et réessayez (avec l’application, vérifiez aussi que votre téléphone est à l’heure).',
  },
};

describe.each(DRIVERS)('second factor on %s', (driver) => {
  let s: TestApp;
  const db = () => s.t.database.db;
  const post = (url: string, payload?: object, cookie?: string, app = s.app) =>
    app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
    });
  const state = async (cookie: string) =>
    (await s.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json();
  const signInPending = async (email: string) => {
    const res = await post('/api/auth/sign-in', { email, password: 'Kpokpa#Abidjan7' });
    expect(res.statusCode).toBe(200);
    return { cookie: sessionCookie(res), body: res.json() };
  };

  /** A user with an authenticator turned on; returns its secret, recovery codes and cookie. */
  async function withAuthenticator(email: string) {
    await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    const enrolled = (await post('/api/auth/mfa/totp/enroll', REAUTH, cookie)).json();
    // One step behind (a phone clock 30 s late) is accepted.
    const activated = await post(
      '/api/auth/mfa/totp/activate',
      { code: totpCode(enrolled.secret, Date.now() - 30_000) },
      cookie,
    );
    expect(activated.statusCode).toBe(200);
    return {
      secret: enrolled.secret as string,
      recoveryCodes: activated.json().recoveryCodes as string[],
      cookie: sessionCookie(activated),
    };
  }

  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
  });
  // Limits count across instances on PostgreSQL: each test starts with none used.
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
  });

  it('enrols an authenticator with a QR code, keeps the secret encrypted, and activates it with a first code', async () => {
    const email = 'totp@example.ci';
    const user = await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    const enroll = await post('/api/auth/mfa/totp/enroll', REAUTH, cookie);
    expect(enroll.statusCode).toBe(200);
    expect(enroll.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl, qrSvg } = enroll.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/LAGUNE:totp%40example.ci?secret=${secret}&issuer=LAGUNE&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qrSvg).toContain('<path');

    const [factor] = await db().select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    expect(factor!.confirmedAt).toBeNull();
    expect(factor!.secretEncrypted).toMatch(/^v1\./);
    expect(factor!.secretEncrypted).not.toContain(secret);
    const keyFile = path.join(s.config.dataDir, 'mfa-encryption.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);

    // Two-factor is not on until a first code proves the app has the secret.
    expect((await state(cookie)).hasMfa).toBe(false);
    const wrong = await post('/api/auth/mfa/totp/activate', { code: '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual(INVALID);
    const malformed = await post('/api/auth/mfa/totp/activate', { code: '12a456' }, cookie);
    expect(malformed.json().error.message).toBe('Veuillez entrer un code à 6 chiffres valide');

    const ok = await post('/api/auth/mfa/totp/activate', { code: totpCode(secret) }, cookie);
    expect(ok.statusCode).toBe(200);
    const { recoveryCodes: codes, session } = ok.json();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(session).toMatchObject({
      status: 'authenticated',
      hasMfa: true,
      assuranceLevel: 2,
      user: { securityLevel: 'enhanced', mfaMethod: 'authenticator' },
      mfaMethods: ['authenticator', 'recovery'],
      recoveryCodesLeft: 10,
    });
    // Passing a factor rotates the session.
    const rotated = sessionCookie(ok);
    expect(rotated).not.toBe(cookie);
    expect((await state(cookie)).status).toBe('anonymous');
    expect((await state(rotated)).assuranceLevel).toBe(2);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
  });

  it('asks for the second factor at every sign-in, accepts ±1 step once, and rotates the session', async () => {
    const email = 'chaque-fois@example.ci';
    const { secret } = await withAuthenticator(email);

    const first = await signInPending(email);
    expect(first.body).toMatchObject({
      status: 'mfa_required',
      hasMfa: true,
      assuranceLevel: 1,
      mfaMethods: ['authenticator', 'recovery'],
      user: { email, mfaMethod: 'authenticator' },
    });
    // Until the factor is passed, account routes refuse the session.
    for (const url of ['/api/favourites', '/api/orders/mine', '/api/cart']) {
      const res = await s.app.inject({ method: 'GET', url, headers: { cookie: first.cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('mfa_required');
    }
    const at = (steps: number) => totpCode(secret, Date.now() + steps * 30_000);

    const tooOld = await post(
      '/api/auth/mfa/verify',
      { method: 'authenticator', code: at(-3) },
      first.cookie,
    );
    expect(tooOld.json().error).toEqual(INVALID);
    // Activation used the step before this one; the current step is accepted next.
    const current = at(0);
    const verified = await post(
      '/api/auth/mfa/verify',
      { method: 'authenticator', code: current },
      first.cookie,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'authenticated', assuranceLevel: 2 });
    const full = sessionCookie(verified);
    expect(full).not.toBe(first.cookie);
    expect((await state(first.cookie)).status).toBe('anonymous');
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/favourites', headers: { cookie: full } }))
        .statusCode,
    ).toBe(200);

    // The same code again, from another sign-in: refused (each code once).
    const second = await signInPending(email);
    const replay = await post(
      '/api/auth/mfa/verify',
      { method: 'authenticator', code: current },
      second.cookie,
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual(INVALID);
    const next = await post(
      '/api/auth/mfa/verify',
      { method: 'authenticator', code: at(1) },
      second.cookie,
    );
    expect(next.statusCode).toBe(200);
  });

  it('accepts each recovery code once, in any case and without the dash', async () => {
    const email = 'secours@example.ci';
    const { recoveryCodes: codes } = await withAuthenticator(email);
    const a = await signInPending(email);
    const used = await post(
      '/api/auth/mfa/verify',
      { method: 'recovery', code: codes[0] },
      a.cookie,
    );
    expect(used.statusCode).toBe(200);
    expect(used.json().recoveryCodesLeft).toBe(9);

    const b = await signInPending(email);
    const again = await post(
      '/api/auth/mfa/verify',
      { method: 'recovery', code: codes[0] },
      b.cookie,
    );
    expect(again.json().error).toEqual(INVALID);
    const loose = codes[1]!.replace('-', '').toLowerCase();
    const ok = await post('/api/auth/mfa/verify', { method: 'recovery', code: loose }, b.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodesLeft).toBe(8);
    const c = await signInPending(email);
    const bad = await post(
      '/api/auth/mfa/verify',
      { method: 'recovery', code: 'pas un code' },
      c.cookie,
    );
    expect(bad.json().error.message).toBe('Veuillez entrer un code de récupération valide');
  });

  it('regenerates recovery codes: the old set stops working', async () => {
    const email = 'regenere@example.ci';
    const { recoveryCodes: old, cookie } = await withAuthenticator(email);
    const res = await post('/api/auth/mfa/recovery-codes', REAUTH, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(old[0]);
    const pending = await signInPending(email);
    expect(
      (await post('/api/auth/mfa/verify', { method: 'recovery', code: old[0] }, pending.cookie))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/mfa/verify', { method: 'recovery', code: fresh[0] }, pending.cookie))
        .statusCode,
    ).toBe(200);
  });

  it('adding the e-mail or SMS method keeps the recovery codes the owner saved', async () => {
    const email = 'deux-methodes@example.ci';
    const { recoveryCodes: saved, cookie: first } = await withAuthenticator(email);
    // One code already spent before the new method: the count must not jump back to 10.
    const spent = await signInPending(email);
    expect(
      (await post('/api/auth/mfa/verify', { method: 'recovery', code: saved[0] }, spent.cookie))
        .statusCode,
    ).toBe(200);

    let cookie = first;
    let known = await outboxFiles(s.config.dataDir);
    expect((await post('/api/auth/mfa/email/enroll', REAUTH, cookie)).statusCode).toBe(200);
    const mail = await nextOutboxMessage(s.config.dataDir, '.eml', known, A_CODE);
    const byMail = await post('/api/auth/mfa/email/activate', { code: codeIn(mail.text) }, cookie);
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json().recoveryCodes).toEqual([]);
    expect(byMail.json().session).toMatchObject({
      mfaMethods: ['authenticator', 'email', 'recovery'],
      recoveryCodesLeft: 9,
      user: { mfaMethod: 'authenticator' },
    });
    cookie = sessionCookie(byMail);

    known = await outboxFiles(s.config.dataDir);
    const smsEnroll = await post(
      '/api/auth/mfa/sms/enroll',
      { phone: '+225 07 55 44 33 22', ...REAUTH },
      cookie,
    );
    expect(smsEnroll.statusCode).toBe(200);
    const sms = await nextOutboxMessage(s.config.dataDir, '.sms.txt', known, A_CODE);
    const bySms = await post('/api/auth/mfa/sms/activate', { code: codeIn(sms.text) }, cookie);
    expect(bySms.statusCode).toBe(200);
    expect(bySms.json().recoveryCodes).toEqual([]);
    expect(bySms.json().session.recoveryCodesLeft).toBe(9);

    // A code saved at the first activation, unused, still lets the owner in.
    const later = await signInPending(email);
    const ok = await post(
      '/api/auth/mfa/verify',
      { method: 'recovery', code: saved[1] },
      later.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'authenticated', recoveryCodesLeft: 8 });
  });

  it('turns on e-mail codes, sends them to the outbox, re-sends after the cooldown, and kills a code after 5 tries', async () => {
    const email = 'codes-mail@example.ci';
    const user = await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    let known = await outboxFiles(s.config.dataDir);
    const enroll = await post('/api/auth/mfa/email/enroll', REAUTH, cookie);
    expect(enroll.statusCode).toBe(200);
    expect(enroll.json()).toEqual({
      method: 'email',
      destination: 'c•••@e•••.ci',
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    const enrolMail = await nextOutboxMessage(s.config.dataDir, '.eml', known, A_CODE);
    expect(enrolMail.text).toContain('valable 10 minutes');
    const activated = await post(
      '/api/auth/mfa/email/activate',
      { code: codeIn(enrolMail.text) },
      cookie,
    );
    expect(activated.statusCode).toBe(200);
    expect(activated.json().session).toMatchObject({
      hasMfa: true,
      user: { mfaMethod: 'email' },
      mfaMethods: ['email', 'recovery'],
    });

    const pending = await signInPending(email);
    known = await outboxFiles(s.config.dataDir);
    const challenge = await post('/api/auth/mfa/challenge', { method: 'email' }, pending.cookie);
    expect(challenge.statusCode).toBe(200);
    const mail = await nextOutboxMessage(s.config.dataDir, '.eml', known, A_CODE);
    const code = codeIn(mail.text);

    const soon = await post('/api/auth/mfa/challenge', { method: 'email' }, pending.cookie);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.message).toMatch(
      /^Veuillez patienter \d+ secondes avant de demander un nouveau code\.$/,
    );
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/auth/mfa/verify',
        { method: 'email', code: wrong },
        pending.cookie,
      );
      expect(res.json().error).toEqual(INVALID);
    }
    // Five tries used: the right code no longer works.
    const late = await post('/api/auth/mfa/verify', { method: 'email', code }, pending.cookie);
    expect(late.json().error).toEqual(INVALID);

    // After the cooldown (moved back here rather than waited), 'Renvoyer le code' sends a new one.
    await db()
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, user.id));
    known = await outboxFiles(s.config.dataDir);
    expect(
      (await post('/api/auth/mfa/challenge', { method: 'email' }, pending.cookie)).statusCode,
    ).toBe(200);
    const again = codeIn((await nextOutboxMessage(s.config.dataDir, '.eml', known, A_CODE)).text);
    const ok = await post('/api/auth/mfa/verify', { method: 'email', code: again }, pending.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().assuranceLevel).toBe(2);
    const reuse = await post(
      '/api/auth/mfa/verify',
      { method: 'email', code: again },
      sessionCookie(ok),
    );
    expect(reuse.statusCode).toBe(400);
  });

  it('turns on SMS codes through the sender, whose outbox file the log names without its content', async () => {
    const email = 'codes-sms@example.ci';
    await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    let known = await outboxFiles(s.config.dataDir);
    const bad = await post('/api/auth/mfa/sms/enroll', { phone: '12', ...REAUTH }, cookie);
    expect(bad.json().error.message).toBe(
      'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
    );
    // No code to a premium-rate or satellite number (each SMS costs the shop money: ADR 0168).
    for (const phone of ['+44 909 879 0000', '+881 6 3123 4567']) {
      const refused = await post('/api/auth/mfa/sms/enroll', { phone, ...REAUTH }, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(MFA_ERRORS.smsNotServed);
    }
    expect(await outboxFiles(s.config.dataDir)).toEqual(known);
    const enroll = await post(
      '/api/auth/mfa/sms/enroll',
      { phone: '+225 07 11 22 33 44', ...REAUTH },
      cookie,
    );
    expect(enroll.json()).toMatchObject({ method: 'sms', destination: '•• •• •• 33 44' });
    const sms = await nextOutboxMessage(s.config.dataDir, '.sms.txt', known, A_CODE);
    expect(sms.text).toMatch(
      /^To: \+225 07 11 22 33 44\n\nLAGUNE : votre code de vérification est \d{6}\./,
    );
    expect(s.logs.some((l) => l.includes(sms.file) && l.includes('SMS écrit'))).toBe(true);
    const activated = await post('/api/auth/mfa/sms/activate', { code: codeIn(sms.text) }, cookie);
    expect(activated.json().session.mfaMethods).toEqual(['sms', 'recovery']);

    const pending = await signInPending(email);
    known = await outboxFiles(s.config.dataDir);
    expect(
      (await post('/api/auth/mfa/challenge', { method: 'sms' }, pending.cookie)).statusCode,
    ).toBe(200);
    const code = codeIn(
      (await nextOutboxMessage(s.config.dataDir, '.sms.txt', known, A_CODE)).text,
    );
    const ok = await post('/api/auth/mfa/verify', { method: 'sms', code }, pending.cookie);
    expect(ok.json().status).toBe('authenticated');
  });

  it('a second SMS enrolment within the cooldown is refused and changes nothing: the first number stays the one activated', async () => {
    const email = 'sms-double@example.ci';
    const user = await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    const known = await outboxFiles(s.config.dataDir);
    const first = await post(
      '/api/auth/mfa/sms/enroll',
      { phone: '+225 07 11 22 33 44', ...REAUTH },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    const sms = await nextOutboxMessage(s.config.dataDir, '.sms.txt', known, A_CODE);
    expect(sms.text).toMatch(/^To: \+225 07 11 22 33 44\n/);

    // Another number at once: refused, no code sent to it, and the pending factor keeps the first.
    const before = await db().select().from(mfaFactors).where(isNull(mfaFactors.confirmedAt));
    const second = await post(
      '/api/auth/mfa/sms/enroll',
      { phone: '+225 05 99 88 77 66', ...REAUTH },
      cookie,
    );
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toMatch(
      /^Veuillez patienter \d+ secondes avant de demander un nouveau code\.$/,
    );
    expect(await db().select().from(mfaFactors).where(isNull(mfaFactors.confirmedAt))).toEqual(
      before,
    );
    expect((await outboxFiles(s.config.dataDir)).filter((f) => !known.includes(f))).toHaveLength(1);

    // The code sent to the first number activates the first number.
    const activated = await post('/api/auth/mfa/sms/activate', { code: codeIn(sms.text) }, cookie);
    expect(activated.statusCode).toBe(200);
    // This account's factor (another test adds an SMS factor to its own account).
    const [factor] = await db()
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.type, 'sms')));
    expect(factor?.phone).toBe('+225 07 11 22 33 44');
  });

  it('changes the method only among those set up, and says it is not turned on when off', async () => {
    await createUser(db(), { email: 'sans-mfa@example.ci' });
    const plain = await signIn(s.app, 'sans-mfa@example.ci');
    const off = await post('/api/auth/mfa/method', { method: 'sms' }, plain);
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toEqual({
      code: 'mfa_not_enabled',
      message: 'La vérification en deux étapes n’est pas activée sur ce compte.',
    });
    const offChallenge = await post('/api/auth/mfa/challenge', { method: 'email' }, plain);
    expect(offChallenge.json().error.message).toBe(
      'La vérification en deux étapes n’est pas activée sur ce compte.',
    );
    const offVerify = await post(
      '/api/auth/mfa/verify',
      { method: 'authenticator', code: '123456' },
      plain,
    );
    expect(offVerify.json().error.message).toBe(
      'La vérification en deux étapes n’est pas activée sur ce compte.',
    );

    const email = 'methode@example.ci';
    await withAuthenticator(email);
    const pending = await signInPending(email);
    const missing = await post('/api/auth/mfa/method', { method: 'sms' }, pending.cookie);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.message).toBe(MFA_ERRORS.methodUnavailable);
    const unknown = await post('/api/auth/mfa/method', { method: 'pigeon' }, pending.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Méthode de vérification inconnue');
    const changed = await post('/api/auth/mfa/method', { method: 'recovery' }, pending.cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'mfa_required',
      user: { mfaMethod: 'recovery' },
    });
    const noCode = await post(
      '/api/auth/mfa/challenge',
      { method: 'authenticator' },
      pending.cookie,
    );
    expect(noCode.json().error.code).toBe('no_code_to_send');
  });

  it('turns two-factor off from a verified session only; sign-in then needs the password alone', async () => {
    const email = 'desactive@example.ci';
    const { cookie } = await withAuthenticator(email);
    const pending = await signInPending(email);
    const refused = await post('/api/auth/mfa/disable', REAUTH, pending.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('mfa_required');

    const res = await post('/api/auth/mfa/disable', REAUTH, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasMfa: false,
      mfaMethods: [],
      user: { securityLevel: 'standard', mfaMethod: null },
    });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(await db().$count(mfaFactors, eq(mfaFactors.userId, user!.id))).toBe(0);
    expect(await db().$count(recoveryCodes, eq(recoveryCodes.userId, user!.id))).toBe(0);
    expect((await signInPending(email)).body.status).toBe('authenticated');
    expect((await post('/api/auth/mfa/disable', REAUTH, cookie)).json().error.message).toBe(
      'La vérification en deux étapes n’est pas activée sur ce compte.',
    );
  });

  it('pauses an account after 10 wrong codes with a French 429', async () => {
    const email = 'devine@example.ci';
    await withAuthenticator(email);
    const limited = await s.sibling();
    const res1 = await limited.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'Kpokpa#Abidjan7' },
    });
    const cookie = sessionCookie(res1);
    for (let i = 0; i < CODE_FAILURES.max; i++) {
      const res = await post(
        '/api/auth/mfa/verify',
        { method: 'recovery', code: `AAAAA-AAAA${'23456789AB'[i]}` },
        cookie,
        limited,
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await post(
      '/api/auth/mfa/verify',
      { method: 'authenticator', code: '123456' },
      cookie,
      limited,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(MFA_ERRORS.tooManyCodes);
  });

  it('MFA_DEMO=1 accepts any 6 digits, as the spec’s demonstration did; off by default', async () => {
    const demo = await s.sibling({ MFA_DEMO: '1' });
    await createUser(db(), { email: 'demo@example.ci' });
    const res = await demo.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'demo@example.ci', password: 'Kpokpa#Abidjan7' },
    });
    expect(res.json().mfaDemo).toBe(true);
    const verified = await post(
      '/api/auth/mfa/verify',
      { method: 'sms', code: '123456' },
      sessionCookie(res),
      demo,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ assuranceLevel: 2, mfaDemo: true });
    expect((await s.app.inject({ method: 'GET', url: '/api/auth/session' })).json().mfaDemo).toBe(
      false,
    );
  });

  it('after a restore without the key: says so plainly, lets a recovery code in, then asks for the app again', async () => {
    const email = 'autre-cle@example.ci';
    const { secret, recoveryCodes } = await withAuthenticator(email);
    const other = await s.sibling({ MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    const signed = await other.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'Kpokpa#Abidjan7' },
    });
    const cookie = sessionCookie(signed);
    const res = await post(
      '/api/auth/mfa/verify',
      { method: 'authenticator', code: totpCode(secret, Date.now() + 30_000) },
      cookie,
      other,
    );
    // Not a wrong code, not 'try later': what happened and what to do.
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'authenticator_unreadable',
      message: MFA_ERRORS.keyMismatch,
    });
    expect(MFA_ERRORS.keyMismatch).toMatch(/codes de récupération/);
    expect(s.logs.some((l) => l.includes('TOTP secret sealed with another key'))).toBe(true);

    // A recovery code opens the session; the unreadable app is removed, so it can be added again.
    const recovered = await post(
      '/api/auth/mfa/verify',
      { method: 'recovery', code: recoveryCodes[0] },
      cookie,
      other,
    );
    expect(recovered.statusCode, recovered.body).toBe(200);
    // The session moves to its second level under a new token.
    const level2 = sessionCookie(recovered);
    const session = (
      await other.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: level2 } })
    ).json();
    expect(session.mfaMethods).not.toContain('authenticator');
    const again = await post('/api/auth/mfa/totp/enroll', REAUTH, level2, other);
    expect(again.statusCode, again.body).toBe(200);
    const activated = await post(
      '/api/auth/mfa/totp/activate',
      { code: totpCode(again.json().secret) },
      level2,
      other,
    );
    expect(activated.statusCode, activated.body).toBe(200);
  });

  it('keeps codes, secrets, e-mails and phones out of the logs', async () => {
    const log = s.logs.join('\n');
    expect(log).toContain('second factor passed');
    expect(log).not.toMatch(/@example\.ci/);
    expect(log).not.toContain('07 11 22 33 44');
    expect(log).not.toMatch(/"code":"\d{6}"/);
    const factors = await db().select({ secret: mfaFactors.secretEncrypted }).from(mfaFactors);
    expect(factors.length).toBeGreaterThan(0);
    expect(log).not.toMatch(/[A-Z2-7]{32}/);
  });
});
