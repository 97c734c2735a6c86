import { like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_SENT_MESSAGE } from '../../shared/api/promo.ts';
import { customerMessages } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { startSmsStub } from '../test/sms-stub.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { sendDueMessages } from './message-outbox.ts';

const silent = { warn() {} };
const REAUTH = { currentPassword: 'Kpokpa#Abidjan7' };

describe.each(DRIVERS)('every message through the outbox on %s', (driver) => {
  let s: TestApp;
  let stub: Awaited<ReturnType<typeof startSmsStub>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  const db = () => s.t.database.db;
  const send = () => sendDueMessages(db(), { sms: s.app.sms, mailer: s.app.mailer }, silent);
  /** Time passes: every message waiting for its next try is due now. */
  const timePasses = () =>
    db()
      .update(customerMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(sql`${customerMessages.sentAt} is null`);
  const codeRows = () =>
    db().select().from(customerMessages).where(like(customerMessages.eventKey, 'code:%'));
  const post = (url: string, payload: object, cookie?: string) =>
    s.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    stub = await startSmsStub();
    smtp = await startSmtpStub();
    s = await createTestApp(driver, {
      env: { ...stub.env, SMTP_URL: smtp.url },
      captureLogs: true,
    });
  });
  afterEach(async () => {
    smtp.state.failing = false;
    stub.state.failing = false;
    await db()
      .update(customerMessages)
      .set({ sentAt: sql`now()` });
    await db().delete(customerMessages).where(like(customerMessages.eventKey, 'code:%'));
  });
  afterAll(async () => {
    await s?.close();
    await stub?.close();
    await smtp?.close();
  });

  it('with the SMTP server down, a contact message and a promo request answer as usual, and their e-mails arrive once it is back', async () => {
    smtp.state.failing = true;
    const refused = smtp.state.refused;
    const contact = await post('/api/contact', {
      name: 'Awa Koné',
      email: 'awa@example.ci',
      subject: 'Question sur une taille',
      message: 'Le t-shirt existe-t-il en XL ?',
    });
    expect(contact.statusCode).toBe(201);
    const promo = await post('/api/promo', { email: 'bienvenue@example.ci', acceptTerms: true });
    expect(promo.statusCode).toBe(200);
    expect(promo.json()).toEqual({ ok: true, message: PROMO_SENT_MESSAGE });
    // Each was tried at once, refused, and left to the outbox's retries.
    await expect.poll(() => smtp.state.refused, { timeout: 10_000 }).toBe(refused + 2);
    await expect
      .poll(async () =>
        (await db().select().from(customerMessages)).filter(
          (m) => m.sentAt === null && m.lastError !== null,
        ),
      )
      .toHaveLength(2);
    expect(smtp.received).toHaveLength(0);

    smtp.state.failing = false;
    await timePasses();
    await send();
    const shop = await s.app.shopSettings.current();
    const forwards = smtp.received.filter((m) => m.subject.includes('Question sur une taille'));
    expect(forwards.map((m) => m.to)).toEqual([[shop.email]]);
    expect(forwards[0]!.raw).toMatch(/^Reply-To: .*awa@example\.ci/im);
    expect(smtp.received.filter((m) => m.to.includes('bienvenue@example.ci'))).toHaveLength(1);
  });

  it('a sign-in code goes through the outbox at once, and its row keeps no code once sent', async () => {
    const email = `code-${driver}@example.ci`;
    await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    const since = smtp.received.length;
    const enroll = await post('/api/auth/mfa/email/enroll', REAUTH, cookie);
    expect(enroll.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, since);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const [row] = await codeRows();
    expect(row).toMatchObject({ channel: 'email', recipient: email, body: '', html: null });
    expect(row!.sentAt).not.toBeNull();
    expect(s.logs.join('\n')).not.toContain(code);
  });

  it('a code the SMS provider refuses: the route answers as before, and the code is given up after its lifetime, erased', async () => {
    const email = `sms-code-${driver}@example.ci`;
    await createUser(db(), { email });
    const cookie = await signIn(s.app, email);
    stub.state.failing = true;
    const enroll = await post(
      '/api/auth/mfa/sms/enroll',
      { phone: '+225 07 55 44 33 22', ...REAUTH },
      cookie,
    );
    expect(enroll.statusCode).toBe(500);
    const [queued] = await codeRows();
    expect(queued).toMatchObject({ channel: 'sms', sentAt: null, failedAt: null });

    // The code's ten minutes go by with the provider still down: no try is left worth making.
    await db()
      .update(customerMessages)
      .set({ createdAt: sql`now() - interval '11 minutes'`, nextAttemptAt: sql`now()` })
      .where(like(customerMessages.eventKey, 'code:%'));
    stub.state.failing = false;
    const received = stub.received.length;
    await send();
    const [row] = await codeRows();
    expect(row).toMatchObject({ body: '', lastError: 'expired' });
    expect(row!.failedAt).not.toBeNull();
    expect(stub.received).toHaveLength(received);
  });
});
