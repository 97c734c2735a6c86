import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_TEXT, type AdminOutbox } from '../../shared/api/admin-outbox.ts';
import { frenchSpacingProblems } from '../../shared/format/typography.ts';
import { customerMessages } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { startSmsStub } from '../test/sms-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { maskRecipient } from './outbox-admin.ts';

describe('maskRecipient', () => {
  it('shows enough of a number or an address to recognise it, not to copy it', () => {
    expect(maskRecipient('sms', '+2250701021234')).toBe('+225 07 •• •• 12 34');
    expect(maskRecipient('sms', '+22670123456')).toBe('+226 70 •• 34 56');
    expect(maskRecipient('email', 'awa.kone@example.ci')).toBe('a•••@example.ci');
  });
});

describe.each(DRIVERS)('admin outbox on %s', (driver) => {
  let s: TestApp;
  let stub: Awaited<ReturnType<typeof startSmsStub>>;
  let admin: string;
  const db = () => s.t.database.db;
  const list = async () => {
    const res = await s.app.inject({ url: '/api/admin/outbox', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, outbox: res.json() as AdminOutbox };
  };
  const retry = (id: string, cookie = admin) =>
    s.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: { cookie } });
  const insert = async (values: {
    eventKey: string;
    channel?: 'sms' | 'email';
    recipient?: string;
    body?: string;
    state: 'sent' | 'pending' | 'failed';
  }) => {
    const [row] = await db()
      .insert(customerMessages)
      .values({
        eventKey: values.eventKey,
        channel: values.channel ?? 'sms',
        recipient: values.recipient ?? '+2250701021234',
        body: values.body ?? 'Bonjour',
        attempts: values.state === 'pending' ? 0 : values.state === 'failed' ? 31 : 1,
        lastError: values.state === 'failed' ? 'http_503' : null,
        sentAt: values.state === 'sent' ? sql`now()` : null,
        failedAt: values.state === 'failed' ? sql`now()` : null,
        nextAttemptAt: sql`now() + interval '1 hour'`,
      })
      .returning({ id: customerMessages.id });
    return row!.id;
  };

  beforeAll(async () => {
    stub = await startSmsStub();
    s = await createTestApp(driver, { captureLogs: true, env: { ...stub.env } });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
    await stub?.close();
  });

  it('lists given-up messages first, then waiting, then sent, recipients masked', async () => {
    const sent = await insert({ eventKey: 'account:password-changed:1', state: 'sent' });
    const failed = await insert({
      eventKey: 'account:reset:2',
      channel: 'email',
      recipient: 'awa.kone@example.ci',
      state: 'failed',
    });
    const pending = await insert({ eventKey: 'test:pending:3', state: 'pending' });
    const { body, outbox } = await list();
    // The admin's own sign-in queued a security notice too: only this test's rows are compared.
    const ours = [sent, failed, pending];
    expect(outbox.messages.map((m) => m.id).filter((id) => ours.includes(id))).toEqual([
      failed,
      pending,
      sent,
    ]);
    expect(outbox.failed).toBe(1);
    expect(outbox.pending).toBeGreaterThanOrEqual(1);
    expect(outbox.messages.find((m) => m.id === failed)).toMatchObject({
      kind: 'account:reset',
      channel: 'email',
      recipient: 'a•••@example.ci',
      status: 'failed',
      attempts: 31,
      lastError: 'http_503',
      retryable: true,
    });
    expect(outbox.messages.find((m) => m.id === sent)).toMatchObject({
      kind: 'account:password-changed',
      status: 'sent',
    });
    // Neither the number, the address nor the words leave the server.
    expect(body).not.toMatch(/0701021234|awa\.kone|Bonjour/);
  });

  it('sends a given-up message again on Réessayer, and says in French why it cannot', async () => {
    const failed = await insert({
      eventKey: 'test:retry:1',
      body: 'Votre colis arrive',
      state: 'failed',
    });
    const res = await retry(failed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: { id: failed, status: 'pending', attempts: 0 } });
    // Sent, then marked sent: the row is read once it says so.
    await expect
      .poll(
        async () =>
          (await db().select().from(customerMessages).where(eq(customerMessages.id, failed)))[0]!
            .sentAt,
        { timeout: 10_000 },
      )
      .toEqual(expect.any(Date));
    expect(stub.received.map((m) => m.text)).toContain('Votre colis arrive');

    const refused = [
      [await retry(failed), 409, OUTBOX_TEXT.notFailed],
      [await retry(crypto.randomUUID()), 404, OUTBOX_TEXT.notFound],
    ] as const;
    // A one-time link erased when it was given up cannot be sent again.
    const erased = await insert({ eventKey: 'account:reset:9', body: '', state: 'failed' });
    const erasedRes = await retry(erased);
    for (const [r, status, message] of [
      ...refused,
      [erasedRes, 409, OUTBOX_TEXT.linkErased],
    ] as const) {
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json()).toMatchObject({ error: { message } });
      expect(frenchSpacingProblems(message)).toEqual([]);
    }
    const bad = await retry('pas-un-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: expect.stringMatching(/identifiant/i) } });
  });

  it('is the owner’s alone: 401 without a session, 403 for a customer', async () => {
    const failed = await insert({ eventKey: 'test:guard:1', state: 'failed' });
    await createUser(db(), { email: 'cliente@example.ci' });
    const customer = await signIn(s.app, 'cliente@example.ci');
    for (const cookie of [undefined, customer]) {
      const headers = cookie ? { cookie } : {};
      const get = await s.app.inject({ url: '/api/admin/outbox', headers });
      const post = await s.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${failed}/retry`,
        headers,
      });
      for (const res of [get, post]) expect(res.statusCode).toBe(cookie ? 403 : 401);
    }
    const [row] = await db().select().from(customerMessages).where(eq(customerMessages.id, failed));
    expect(row!.failedAt).not.toBeNull();
  });
});
