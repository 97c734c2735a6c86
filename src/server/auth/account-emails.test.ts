import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../db/schema.ts';
import { sendDueMessages } from '../messaging/message-outbox.ts';
import { createUser, GOOD_PASSWORD, signIn } from '../test/accounts.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { MAIL_REQUEST_ANSWER } from './auth-routes.ts';
import { totpCode } from './totp.ts';

/** The token of a confirmation or reset link in an e-mail's text. */
function linkToken(text: string, path: '/auth/confirm' | '/auth/reset'): string {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`pas de lien ${path} dans l’e-mail`);
  return match[1]!;
}

describe.each(DRIVERS)('account e-mails through the outbox on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  const db = () => s.t.database.db;
  const post = (url: string, payload: object, cookie?: string) =>
    s.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: '10.9.0.1',
      headers: cookie ? { cookie } : {},
    });
  /**
   * The first try, at once, was refused by the SMTP server and recorded for a retry (polled: it
   * runs after the answer).
   */
  const firstTryFailed = (recipient: string) =>
    expect
      .poll(
        async () =>
          (
            await db()
              .select({ lastError: customerMessages.lastError })
              .from(customerMessages)
              .where(sql`${customerMessages.recipient} = ${recipient}`)
          ).some((row) => row.lastError !== null),
        { timeout: 10_000 },
      )
      .toBe(true);
  /** The SMTP server is back and the outbox's next try comes (its job is off in tests). */
  const smtpBack = async () => {
    smtp.state.failing = false;
    await db()
      .update(customerMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(sql`${customerMessages.sentAt} is null`);
    await sendDueMessages(db(), { sms: s.app.sms, mailer: s.app.mailer }, s.app.log);
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, { captureLogs: true, env: { SMTP_URL: smtp.url } });
  });
  afterEach(async () => {
    smtp.state.failing = false;
    await s.clearRateLimits();
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('keeps a reset e-mail asked while the SMTP server is down, and sends it once it is back', async () => {
    const email = 'panne.smtp@example.ci';
    await createUser(db(), { email });
    smtp.state.failing = true;
    const since = smtp.received.length;
    const refused = smtp.state.refused;
    const res = await post('/api/auth/password-reset', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: MAIL_REQUEST_ANSWER });
    // The first try, at once, is refused.
    await expect.poll(() => smtp.state.refused, { timeout: 10_000 }).toBeGreaterThan(refused);
    await firstTryFailed(email);
    await smtpBack();

    const mail = await smtp.waitFor(email, since);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – LAGUNE');
    expect(mail.html).toContain('Choisir un nouveau mot de passe');
    const token = linkToken(mail.text, '/auth/reset');
    const reset = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'Lagune#Cocody42',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // The link is not kept once sent, nor written in any log line.
    const rows = await db()
      .select()
      .from(customerMessages)
      .where(sql`${customerMessages.recipient} = ${email}`);
    expect(rows.length).toBeGreaterThan(refused);
    for (const row of rows) expect(`${row.body} ${row.html}`).not.toContain(token);
    const logs = s.logs.join('\n');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(email);
  });

  it('creates the account while the SMTP server is down, and its confirmation e-mail comes later', async () => {
    const email = 'inscription.panne@example.ci';
    smtp.state.failing = true;
    const since = smtp.received.length;
    const refused = smtp.state.refused;
    const res = await post('/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      fullName: 'Adjoua Kouassi',
    });
    expect(res.statusCode, res.body).toBe(201);
    await expect.poll(() => smtp.state.refused, { timeout: 10_000 }).toBeGreaterThan(refused);
    await firstTryFailed(email);
    await smtpBack();
    const mail = await smtp.waitFor(email, since);
    expect(mail.html).toContain('Confirmer mon adresse e-mail');
    const confirmed = await post('/api/auth/confirm', {
      token: linkToken(mail.text, '/auth/confirm'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('tells of a new second factor even when the SMTP server was down at the time', async () => {
    const email = 'securite.panne@example.ci';
    await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    const enrolled = await post(
      '/api/auth/mfa/totp/enroll',
      { currentPassword: GOOD_PASSWORD },
      cookie,
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    smtp.state.failing = true;
    const since = smtp.received.length;
    const refused = smtp.state.refused;
    const activated = await post(
      '/api/auth/mfa/totp/activate',
      { code: totpCode(enrolled.json<{ secret: string }>().secret, Date.now()) },
      cookie,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    await expect.poll(() => smtp.state.refused, { timeout: 10_000 }).toBeGreaterThan(refused);
    await firstTryFailed(email);
    await smtpBack();
    const notice = await smtp.waitFor(email, since);
    expect(notice.subject).toBe('Sécurité de votre compte LAGUNE');
    expect(notice.text).toContain('une application d’authentification');
  });
});
