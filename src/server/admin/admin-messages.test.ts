import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminMessage, AdminMessages } from '../../shared/api/admin-messages.ts';
import type { AdminStats } from '../../shared/api/admin.ts';
import { contactMessages } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const SHOP_EMAIL = 'boutique@lagune.ci';

describe.each(DRIVERS)('admin messages on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let admin: string;
  const db = () => s.t.database.db;
  const send = (body: object, app = s.app) =>
    app.inject({ method: 'POST', url: '/api/contact', payload: body });
  const list = async (box = 'inbox') => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/admin/messages?box=${box}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminMessages;
  };
  const change = (id: string, payload: object, cookie = admin) =>
    s.app.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${id}`,
      payload,
      headers: { cookie },
    });
  const unreadCard = async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: admin },
    });
    return (res.json() as AdminStats).messages.unread;
  };
  const message = (n: number, extra: object = {}) => ({
    name: `Client ${n}`,
    email: `client${n}@example.ci`,
    subject: `Question numéro ${n}`,
    message: `Bonjour, voici ma question numéro ${n}.`,
    ...extra,
  });

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, {
      captureLogs: true,
      env: { SMTP_URL: smtp.url, SHOP_EMAIL, CONTACT_RATE_LIMIT: '1000' },
    });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('e-mails each new message to the shop’s address, the customer as the reply address', async () => {
    const since = smtp.received.length;
    const body = message(1, { phone: '07 01 02 03 04', message: 'Le pagne <b>existe</b> en XL ?' });
    expect((await send(body)).statusCode).toBe(201);
    const mail = await smtp.waitFor(SHOP_EMAIL, since);
    expect(mail.subject).toBe(frenchSpacing('Nouveau message : Question numéro 1'));
    expect(mail.text).toContain(frenchSpacing('De : Client 1 <client1@example.ci>'));
    expect(mail.text).toContain(frenchSpacing('Téléphone : 07 01 02 03 04'));
    expect(mail.text).toContain('Le pagne <b>existe</b> en XL ?');
    // The customer's markup is shown as text, never as the shop's HTML.
    expect(mail.html).toContain('Le pagne &lt;b&gt;existe&lt;/b&gt; en XL ?');
    expect(mail.raw).toMatch(/^Reply-To: client1@example\.ci/im);
  });

  it('e-mails the shop a message sent by the page’s form without JavaScript, and keeps its phone', async () => {
    const page = await s.sibling({ BUILD_DIR: inject('shopBuildDir') });
    const since = smtp.received.length;
    const res = await page.inject({
      method: 'POST',
      url: '/contact',
      payload: new URLSearchParams(message(8, { phone: '05 44 33 22 11' })).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode).toBe(303);
    const mail = await smtp.waitFor(SHOP_EMAIL, since);
    expect(mail.subject).toBe(frenchSpacing('Nouveau message : Question numéro 8'));
    const [row] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'client8@example.ci'));
    expect(row!.phone).toBe('05 44 33 22 11');
  });

  it('keeps the message and answers 201 when the SMTP server is down, logging no personal data', async () => {
    const down = await s.sibling({ SMTP_URL: 'smtp://127.0.0.1:9', CONTACT_RATE_LIMIT: '1000' });
    s.logs.length = 0;
    const body = message(2, { name: 'Aminata Secrète', email: 'aminata.secrete@example.ci' });
    const res = await send(body, down);
    expect(res.statusCode).toBe(201);
    const rows = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email));
    expect(rows).toHaveLength(1);
    // The e-mail stays in the outbox for its retries; the failure is logged once the connection
    // is refused, without the customer's details.
    await expect
      .poll(() => s.logs.join('\n'), { timeout: 15_000 })
      .toContain('customer message not sent, will retry');
    const log = s.logs.join('\n');
    for (const value of Object.values(body)) expect(log).not.toContain(value);
  });

  it('lists the inbox newest first, with the phone, unread until opened; the stat card follows', async () => {
    await db().delete(contactMessages);
    await send(message(3));
    await send(message(4, { phone: '+225 07 08 09 10 11' }));
    const { messages, unread } = await list();
    expect(messages.map((m) => m.subject)).toEqual(['Question numéro 4', 'Question numéro 3']);
    expect(messages[0]).toMatchObject({
      name: 'Client 4',
      email: 'client4@example.ci',
      phone: '+225 07 08 09 10 11',
      readAt: null,
      archivedAt: null,
    });
    expect(messages[1]!.phone).toBeNull();
    expect(unread).toBe(2);
    expect(await unreadCard()).toBe(2);

    const opened = await change(messages[0]!.id, { read: true });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((opened.json() as { message: AdminMessage }).message.readAt).not.toBeNull();
    expect((await list()).unread).toBe(1);
    expect(await unreadCard()).toBe(1);

    expect((await change(messages[0]!.id, { read: false })).statusCode).toBe(200);
    expect(await unreadCard()).toBe(2);
  });

  it('archives a message (read at once) out of the inbox, and brings it back', async () => {
    await db().delete(contactMessages);
    await send(message(5));
    const [unreadOne] = (await list()).messages;
    const res = await change(unreadOne!.id, { archived: true });
    expect(res.statusCode).toBe(200);
    expect((await list()).messages).toEqual([]);
    const archived = (await list('archived')).messages;
    expect(archived.map((m) => m.id)).toEqual([unreadOne!.id]);
    expect(archived[0]!.readAt).not.toBeNull();
    expect(await unreadCard()).toBe(0);
    expect((await change(unreadOne!.id, { archived: false })).statusCode).toBe(200);
    expect((await list()).messages.map((m) => m.id)).toEqual([unreadOne!.id]);
  });

  it('answers bad requests in French: unknown message, bad id, empty change, unknown box', async () => {
    const missing = await change('00000000-0000-4000-8000-000000000000', { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Ce message n’existe pas ou a été supprimé');
    const badId = await change('pas-un-id', { read: true });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Identifiant de message invalide');
    const empty = await change('00000000-0000-4000-8000-000000000000', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Rien à modifier sur ce message');
    const box = await s.app.inject({
      method: 'GET',
      url: '/api/admin/messages?box=corbeille',
      headers: { cookie: admin },
    });
    expect(box.statusCode).toBe(400);
    expect(box.json().error.message).toBe('Boîte de messages inconnue');
  });

  it('refuses an invalid phone in the contact form in French, and stores an empty one as none', async () => {
    const bad = await send(message(6, { phone: '12' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      phone: 'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
    });
    expect((await send(message(7, { phone: '  ' }))).statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'client7@example.ci'));
    expect(row!.phone).toBeNull();
  });

  it('gives a customer 403 and an anonymous visitor 401 on the messages', async () => {
    await createUser(db(), { email: 'curieux@example.ci' });
    const customer = await signIn(s.app, 'curieux@example.ci');
    for (const cookie of [customer, undefined]) {
      const res = await s.app.inject({
        method: 'GET',
        url: '/api/admin/messages',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(cookie ? 403 : 401);
      expect(JSON.stringify(res.json())).not.toContain('client');
    }
  });
});
