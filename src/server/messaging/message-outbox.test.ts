import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { queryRows } from '../db/database.ts';
import { customerMessages, orders, ownerAlerts } from '../db/schema.ts';
import { releaseOverdueOrders } from '../orders/release-unpaid.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { startSmsStub } from '../test/sms-stub.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import type { App } from '../app.ts';
import { BATCH, forgetOldMessages, sendDueMessages } from './message-outbox.ts';
import { SmsSendError } from './orange-sms.ts';
import { gsm7Septets, smsSegments } from './sms-text.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';

const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;
const PHONE_DIGITS = '0701020304';
const silent = { warn() {} };

describe.each(DRIVERS)('customer messages outbox on %s', (driver) => {
  let s: TestApp;
  let stub: Awaited<ReturnType<typeof startSmsStub>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let admin: string;
  let app: App;
  const db = () => s.t.database.db;
  const order = async () =>
    (await placeTestOrder(app, { items: [{ productId: product.id, size: 'M', quantity: 1 }] }))
      .order;
  const messagesOf = (orderId: string) =>
    db()
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.orderId, orderId))
      .orderBy(asc(customerMessages.createdAt), asc(customerMessages.eventKey));
  const setStatus = (id: string, status: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: admin },
      payload: { status },
    });
  /** Time passes: every message waiting for its next try is due now. */
  const timePasses = () =>
    db()
      .update(customerMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(sql`${customerMessages.sentAt} is null`);

  beforeAll(async () => {
    stub = await startSmsStub();
    smtp = await startSmtpStub();
    s = await createTestApp(driver, {
      env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS, ...stub.env, SMTP_URL: smtp.url },
      captureLogs: true,
    });
    app = s.app;
    await createAdminUser(db());
    // The customer's messages only: the owner's alerts have their own test (owner-alerts.test.ts).
    await db()
      .update(ownerAlerts)
      .set({ newOrder: false, paymentReceived: false, paymentIssue: false });
    admin = await adminSignIn(app, 'patronne@lagune.ci');
  });
  afterEach(async () => {
    stub.state.failing = false;
    // Every test starts with nothing left to send.
    await db()
      .update(customerMessages)
      .set({ sentAt: sql`now()` });
    stub.received.length = 0;
  });
  afterAll(async () => {
    await s?.close();
    await stub?.close();
    await smtp?.close();
  });

  it('queues one SMS per order and event, in the change’s transaction: placed, paid, shipped, delivered, cancelled', async () => {
    const placed = await order();
    const [first] = await messagesOf(placed.id);
    expect(first).toMatchObject({
      eventKey: `order:${placed.id}:placed`,
      channel: 'sms',
      recipient: `+225${PHONE_DIGITS}`,
      attempts: 0,
      sentAt: null,
    });
    // Reference, total, how to pay, the /suivi link; plain spaces (GSM alphabet).
    expect(first!.body).toContain(placed.reference);
    expect(first!.body).toMatch(
      new RegExp(`${placed.totalAmount.toLocaleString('fr-FR').replace(/\s/g, ' ')} FCFA`),
    );
    expect(first!.body).toMatch(/Wave/);
    expect(first!.body).toContain(`/suivi?ref=${placed.reference}`);
    expect(first!.body).not.toMatch(/[\u202f\u00a0\u2019]/);

    for (const status of ['paid', 'pending', 'paid', 'paid', 'shipped', 'delivered', 'cancelled'])
      expect((await setStatus(placed.id, status)).statusCode).toBe(200);
    const events = (await messagesOf(placed.id)).map((m) => m.eventKey.split(':')[2]);
    expect(events.sort()).toEqual(['cancelled', 'delivered', 'paid', 'placed', 'shipped']);

    // A refused order queues nothing.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [{ productId: product.id, size: 'M', quantity: 100 }],
        customer: { fullName: 'Awa Koné', phone: '07 09 09 09 09', address: 'Cocody, Abidjan' },
        delivery: { zone: 'abidjan' },
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(customerMessages)
      .where(sql`${customerMessages.recipient} = '+2250709090909'`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('keeps trying a message for at least a day: one failing for 23 hours is still sent', async () => {
    const eventKey = `test:long-outage:${driver}`;
    await db()
      .insert(customerMessages)
      .values({ eventKey, channel: 'sms', recipient: '+2250701020304', body: 'Bonjour' });
    const row = async () =>
      (
        await db().select().from(customerMessages).where(eq(customerMessages.eventKey, eventKey))
      )[0]!;
    const down = {
      sms: { send: () => Promise.reject(new SmsSendError('http_503')) },
      mailer: app.mailer,
    };
    /**
     * The clock moves on to the message's next try: its whole wait is added to `elapsedMs` and
     * the row is made due now (the outbox reads the database's clock).
     */
    let elapsedMs = 0;
    const waitForNextTry = async () => {
      const [{ waitMs }] = (await queryRows<{ waitMs: number }>(
        db(),
        sql`select (extract(epoch from ${customerMessages.nextAttemptAt} - now()) * 1000)::float8 as "waitMs"
          from ${customerMessages} where ${customerMessages.eventKey} = ${eventKey}`,
      )) as [{ waitMs: number }];
      elapsedMs += waitMs;
      await db()
        .update(customerMessages)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(customerMessages.eventKey, eventKey));
    };
    while (elapsedMs < 23 * 3_600_000) {
      expect(await sendDueMessages(db(), down, silent)).toEqual({ sent: 0, failed: 1 });
      expect((await row()).failedAt, `given up after ${elapsedMs / 3_600_000} h`).toBeNull();
      await waitForNextTry();
    }
    // The provider is back: the message goes.
    expect(await sendDueMessages(db(), { sms: app.sms, mailer: app.mailer }, silent)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(stub.received.map((m) => m.text)).toEqual(['Bonjour']);

    // Still failing after a day: given up, not tried forever.
    await db()
      .update(customerMessages)
      .set({ sentAt: null, attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(customerMessages.eventKey, eventKey));
    elapsedMs = 0;
    while (!(await row()).failedAt) {
      expect(elapsedMs).toBeLessThan(26 * 3_600_000);
      await sendDueMessages(db(), down, silent);
      await waitForNextTry();
    }
    expect(elapsedMs).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('queues the release of an unpaid order once, however often the job runs', async () => {
    const unpaid = await order();
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(orders.id, unpaid.id));
    await releaseOverdueOrders(db(), 48 * 3_600_000, 'LAGUNE');
    await releaseOverdueOrders(db(), 48 * 3_600_000, 'LAGUNE');
    const events = (await messagesOf(unpaid.id)).map((m) => m.eventKey.split(':')[2]);
    // A release is told as the order's one cancellation (ADR 0168), in its own words.
    expect(events).toEqual(['placed', 'cancelled']);
    const { body } = (await messagesOf(unpaid.id))[1]!;
    expect(body).toContain(unpaid.reference);
    expect(body).toContain('faute de paiement');
  });

  it('tells the customer of a cancellation once: a release on two instances, run twice, and after a cancel or a reopening', async () => {
    const WINDOW = 48 * 3_600_000;
    const overdue = async () => {
      const o = await order();
      await db()
        .update(orders)
        .set({ createdAt: sql`now() - interval '3 days'` })
        .where(eq(orders.id, o.id));
      return o;
    };
    const cancellationSms = async (id: string) =>
      (await messagesOf(id)).filter((m) => m.channel === 'sms' && !m.eventKey.endsWith(':placed'));
    const other = await s.sibling({ ...stub.env });
    const released = await overdue();
    await Promise.all([
      releaseOverdueOrders(db(), WINDOW, 'LAGUNE'),
      releaseOverdueOrders(other.db, WINDOW, 'LAGUNE'),
    ]);
    await releaseOverdueOrders(other.db, WINDOW, 'LAGUNE');
    expect(await cancellationSms(released.id)).toHaveLength(1);
    // The owner reopens it, then cancels it herself: the customer was told already.
    expect((await setStatus(released.id, 'pending')).statusCode).toBe(200);
    expect((await setStatus(released.id, 'cancelled')).statusCode).toBe(200);
    expect(await cancellationSms(released.id)).toHaveLength(1);

    // Cancelled by the owner, reopened, then released unpaid: one cancellation SMS too.
    const cancelled = await overdue();
    expect((await setStatus(cancelled.id, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(cancelled.id, 'pending')).statusCode).toBe(200);
    expect(await releaseOverdueOrders(db(), WINDOW, 'LAGUNE')).toEqual([cancelled.id]);
    expect(await cancellationSms(cancelled.id)).toHaveLength(1);
  });

  it('queues order SMS only for mobiles of the countries the shop serves: no premium-rate or satellite number', async () => {
    const withPhone = async (phone: string) =>
      (
        await placeTestOrder(app, {
          items: [{ productId: product.id, size: 'M', quantity: 1 }],
          customer: { fullName: 'Awa Koné', phone, address: 'Cocody, Abidjan' },
        })
      ).order;
    const premium = await withPhone('+44 909 879 0000');
    const satellite = await withPhone('+881 6 3123 4567');
    const ivorian = await withPhone('+225 07 55 44 33 22');
    // Placed all the same: the customer has the payment screen and /suivi.
    for (const o of [premium, satellite]) {
      expect(await messagesOf(o.id)).toEqual([]);
      // Nor later: a status change queues nothing either.
      expect((await setStatus(o.id, 'cancelled')).statusCode).toBe(200);
      expect(await messagesOf(o.id)).toEqual([]);
    }
    expect(await messagesOf(ivorian.id)).toMatchObject([
      { channel: 'sms', recipient: '+2250755443322' },
    ]);
    const logs = s.logs.join('\n');
    expect(logs).not.toMatch(/909 ?879 ?0000|6 ?3123 ?4567|9098790000|88163123/);
  });

  it('names the shop as its settings say, in one GSM-7 segment, in every order SMS', async () => {
    const saveName = async (name: string) => {
      const current = (
        await app.inject({ url: '/api/admin/settings', headers: { cookie: admin } })
      ).json() as { settings: Record<string, unknown>; version: string | null };
      const res = await app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin },
        payload: { ...current.settings, name, version: current.version },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await saveName('Boutique Côte d’Ivoire Ça Brille');
    const placed = await order();
    for (const status of ['paid', 'shipped', 'delivered', 'cancelled'])
      expect((await setStatus(placed.id, status)).statusCode).toBe(200);
    const unpaid = await order();
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(orders.id, unpaid.id));
    // As the release job does (orders/release-job.ts).
    await releaseOverdueOrders(db(), 48 * 3_600_000, (await app.shopSettings.current()).name);
    await saveName('LAGUNE');

    const sms = [...(await messagesOf(placed.id)), ...(await messagesOf(unpaid.id))].filter(
      (m) => m.channel === 'sms',
    );
    expect(sms.map((m) => m.eventKey.split(':')[2]).sort()).toEqual(
      ['cancelled', 'cancelled', 'delivered', 'paid', 'placed', 'placed', 'shipped'].sort(),
    );
    for (const { body } of sms) {
      expect(body).toMatch(/^Boutique Cote d'Ivoire Ça Brille : /);
      expect(gsm7Septets(body), body).not.toBeNull();
      expect(smsSegments(body), body).toBe(1);
    }
  });

  it('survives a provider outage and a restart: orders succeed, each SMS reaches the provider once, logs hold no number or text', async () => {
    await db()
      .update(customerMessages)
      .set({ sentAt: sql`now()` });
    stub.state.failing = true;
    const placed = await order();
    expect(placed.reference).toMatch(/^LG-/);
    const before = await sendDueMessages(db(), { sms: app.sms, mailer: app.mailer }, app.log);
    expect(before).toEqual({ sent: 0, failed: 1 });
    expect(stub.state.refused).toBeGreaterThan(0);
    expect((await messagesOf(placed.id))[0]).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: 'http_500',
    });
    // Not due again before its retry time: nothing is sent in a loop against a failing provider.
    expect(await sendDueMessages(db(), { sms: app.sms, mailer: app.mailer }, app.log)).toEqual({
      sent: 0,
      failed: 0,
    });
    // A second order during the outage succeeds too.
    const second = await order();

    // Restart: the first instance stops, a new one starts on the same database with its job on.
    await app.close();
    stub.state.failing = false;
    await timePasses();
    app = await s.sibling({
      ORDER_RATE_LIMIT: '1000',
      ...NO_UNPAID_CAPS,
      ...stub.env,
      MESSAGE_SEND_INTERVAL: '0.05',
    });
    await app.ready();
    await expect.poll(() => stub.received.length, { timeout: 10_000 }).toBe(2);
    // A few more runs of the job change nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stub.received).toHaveLength(2);
    expect(stub.received.map((m) => m.to).sort()).toEqual([
      `tel:+225${PHONE_DIGITS}`,
      `tel:+225${PHONE_DIGITS}`,
    ]);
    expect(stub.received[0]).toMatchObject({ from: 'tel:+2250700000000', senderName: 'LAGUNE' });
    expect(stub.received.map((m) => m.text).join('\n')).toContain(placed.reference);
    expect(stub.received.map((m) => m.text).join('\n')).toContain(second.reference);
    expect((await messagesOf(placed.id))[0]).toMatchObject({
      attempts: 2,
      sentAt: expect.any(Date),
    });
    expect(stub.state.tokens).toBeLessThanOrEqual(2);

    const logs = s.logs.join('\n');
    expect(logs).toContain('http_500');
    expect(logs).not.toMatch(/0701020304|701020304|\+225 ?07/);
    expect(logs).not.toContain(placed.reference);
    expect(logs).not.toMatch(/Payez|commande/i);
  });

  it('shares the messages between two instances: each is sent once', async () => {
    const placed = await Promise.all(Array.from({ length: 8 }, () => order()));
    const other = await s.sibling({ ...stub.env });
    const senders = (a: App) => ({ sms: a.sms, mailer: a.mailer });
    const runs = await Promise.all([
      sendDueMessages(db(), senders(app), silent),
      sendDueMessages(db(), senders(other), silent),
      sendDueMessages(db(), senders(app), silent),
    ]);
    // The instance restarted above has its job on (50 ms): it may send some too. Once each anyway.
    await expect.poll(() => stub.received.length, { timeout: 10_000 }).toBe(placed.length);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeLessThanOrEqual(placed.length);
    const texts = stub.received.map((m) => m.text);
    for (const o of placed) expect(texts.filter((t) => t.includes(o.reference))).toHaveLength(1);
  });

  it('sends second-factor codes through the configured provider too', async () => {
    await app.sms.send('+225 07 01 02 03 04', 'Votre code LAGUNE : 123456');
    expect(stub.received).toEqual([
      expect.objectContaining({
        to: `tel:+225${PHONE_DIGITS}`,
        text: 'Votre code LAGUNE : 123456',
      }),
    ]);
  });

  it('tells an account holder by e-mail too, once per event', async () => {
    await createUser(db(), { email: 'awa.kone@example.ci' });
    const cookie = await signIn(app, 'awa.kone@example.ci');
    const placed = (
      await placeTestOrder(app, {
        items: [{ productId: product.id, size: 'M', quantity: 1 }],
        cookie,
      })
    ).order;
    expect((await setStatus(placed.id, 'paid')).statusCode).toBe(200);
    const queued = (await messagesOf(placed.id)).map(
      (m) => `${m.eventKey.split(':')[2]} ${m.channel}`,
    );
    expect(queued.sort()).toEqual(['paid email', 'paid sms', 'placed email', 'placed sms']);
    const since = smtp.received.length;
    expect((await sendDueMessages(db(), { sms: app.sms, mailer: app.mailer }, silent)).failed).toBe(
      0,
    );
    const mail = await smtp.waitFor('awa.kone@example.ci', since);
    expect(mail.subject).toContain(placed.reference);
    // The stub parses each message before keeping it: the second may land a moment later.
    await expect
      .poll(
        () => smtp.received.slice(since).filter((m) => m.to.includes('awa.kone@example.ci')).length,
      )
      .toBe(2);
    expect(s.logs.join('\n')).not.toContain('awa.kone@example.ci');
  });

  it('forgets messages sent more than 30 days ago', async () => {
    const placed = await order();
    // The instance's job sends every 50 ms: once it has, backdating cannot be overwritten by its
    // 'sent now'.
    await expect
      .poll(async () => (await messagesOf(placed.id)).every((m) => m.sentAt ?? m.failedAt))
      .toBe(true);
    await db()
      .update(customerMessages)
      .set({ sentAt: sql`now() - interval '31 days'` })
      .where(eq(customerMessages.orderId, placed.id));
    const recent = await order();
    expect(await forgetOldMessages(db())).toBeGreaterThanOrEqual(1);
    expect(await messagesOf(placed.id)).toEqual([]);
    expect(await messagesOf(recent.id)).toHaveLength(1);
  });

  it('drains a backlog larger than one batch without waiting for the next tick', async () => {
    // The instance restarted above sends every 50 ms: stopped, so only the new one sends.
    await app.close();
    await db()
      .insert(customerMessages)
      .values(
        Array.from({ length: BATCH + 10 }, (_, i) => ({
          eventKey: `test:backlog:${driver}:${i}`,
          channel: 'sms' as const,
          recipient: '+2250701020304',
          body: `Message ${i}`,
        })),
      );
    // One run at start, then an hour between ticks: only the drain can send the rest.
    const other = await s.sibling({ ...stub.env, MESSAGE_SEND_INTERVAL: '3600' });
    await other.ready();
    await expect.poll(() => stub.received.length, { timeout: 10_000 }).toBe(BATCH + 10);
  });
});
