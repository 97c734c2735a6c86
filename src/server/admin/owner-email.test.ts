import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, users } from '../db/schema.ts';
import { codeIn, createUser, GOOD_PASSWORD } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

describe.each(DRIVERS)('the owner changes her e-mail on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let owner: string;
  let ownerId: string;
  const db = () => s.t.database.db;
  const post = (url: string, payload: object) =>
    s.app.inject({ method: 'POST', url, payload, headers: { cookie: owner } });

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, { env: { SMTP_URL: smtp.url } });
    ownerId = (await createAdminUser(db(), 'admin@lagune.ci')).id;
    owner = await adminSignIn(s.app, 'admin@lagune.ci');
    await createUser(db(), { email: 'cliente@example.ci' });
  });
  afterEach(async () => {
    await s.clearRateLimits();
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('asks a proof, refuses her own and a taken address', async () => {
    const bare = await post('/api/admin/account/email', { email: 'awa@boutique.ci' });
    expect(bare.json().error.code).toBe('reauth_required');
    const same = await post('/api/admin/account/email', {
      email: 'Admin@lagune.ci',
      currentPassword: GOOD_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    const taken = await post('/api/admin/account/email', {
      email: 'cliente@example.ci',
      currentPassword: GOOD_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('applies the new address only with the code sent to it, and tells the old one', async () => {
    const since = smtp.received.length;
    const asked = await post('/api/admin/account/email', {
      email: 'awa@boutique.ci',
      currentPassword: GOOD_PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = codeIn((await smtp.waitFor('awa@boutique.ci', since)).text);
    const wrong = await post('/api/admin/account/email/confirm', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const [before] = await db()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, ownerId));
    expect(before!.email).toBe('admin@lagune.ci');

    const confirmed = await post('/api/admin/account/email/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [after] = await db()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, ownerId));
    expect(after!.email).toBe('awa@boutique.ci');
    // The old address is told (other notices, such as the factor's, may reach it first).
    const notice = await smtp.waitFor('admin@lagune.ci', since, 'awa@boutique.ci');
    expect(notice.subject).toMatch(/^Adresse de l’administration modifiée/);
    const again = await post('/api/admin/account/email/confirm', { code });
    expect(again.statusCode).toBe(409);
    const audited = await db()
      .select()
      .from(adminChanges)
      .where(eq(adminChanges.subject, 'owner-email'));
    expect(audited).toHaveLength(1);
    // Her sign-in name is the new address.
    const signIn = await s.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { username: 'awa@boutique.ci', password: GOOD_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('drops the change after too many wrong codes', async () => {
    const since = smtp.received.length;
    await post('/api/admin/account/email', {
      email: 'autre@boutique.ci',
      currentPassword: GOOD_PASSWORD,
    });
    const code = codeIn((await smtp.waitFor('autre@boutique.ci', since)).text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/admin/account/email/confirm', { code: wrongCode });
    const late = await post('/api/admin/account/email/confirm', { code });
    expect(late.statusCode).toBe(409);
  });
});
