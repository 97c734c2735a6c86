// The owner hears of what needs her (docs/decisions/0175-owner-alerts.md, 0176-web-push.md): a
// new order, a payment, a payment to look at and a contact message reach her by e-mail, by SMS and
// on the phone where she turned notifications on, through the messages outbox.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import {
  customerMessages,
  orders,
  ownerAlerts,
  pushKeys,
  pushSubscriptions,
} from '../db/schema.ts';
import { applyPaymentEvent } from '../payments/apply-payment.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { deviceSubscription, startPushStub } from '../test/push-stub.ts';
import { startSmsStub } from '../test/sms-stub.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { ensureOwnerAlerts } from './owner-alerts.ts';

const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;
const SHOP_EMAIL = 'patronne.boutique@lagune.ci';
const SHOP_PHONE = '07 05 05 05 05';
const OWNER_SMS = '+2250705050505';
const CUSTOMER = {
  fullName: 'Adjoua Kouassi',
  phone: '+225 07 01 02 03 04',
  address: 'Cocody Riviera 3, rue des Jardins, villa 12',
};

describe.each(DRIVERS)('owner alerts on %s', (driver) => {
  let s: TestApp;
  let push: Awaited<ReturnType<typeof startPushStub>>;
  let sms: Awaited<ReturnType<typeof startSmsStub>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let admin: string;
  const db = () => s.t.database.db;
  const ownerMessages = (key: string) =>
    db()
      .select()
      .from(customerMessages)
      .where(like(customerMessages.eventKey, `owner-alert:${key}%`));
  const order = () =>
    placeTestOrder(s.app, {
      items: [{ productId: product.id, size: 'M', quantity: 1 }],
      customer: CUSTOMER,
    }).then((r) => r.order);
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const subscribe = async (path: string) => {
    const device = deviceSubscription(`${push.origin}${path}`);
    const res = await call('POST', '/api/admin/push/subscriptions', device.subscription);
    expect(res.statusCode, res.body).toBe(204);
    return device;
  };
  const alerts = async () =>
    (await call('GET', '/api/admin/alerts')).json() as Record<string, unknown>;

  beforeAll(async () => {
    push = await startPushStub();
    sms = await startSmsStub();
    smtp = await startSmtpStub();
    s = await createTestApp(driver, {
      env: {
        ...NO_UNPAID_CAPS,
        ...sms.env,
        SMTP_URL: smtp.url,
        ORDER_RATE_LIMIT: '1000',
        SHOP_EMAIL,
        SHOP_PHONE,
        // The outbox job runs as in production, only more often.
        MESSAGE_SEND_INTERVAL: '0.2',
      },
      pushAgent: push.agent,
    });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
    await push?.close();
    await sms?.close();
    await smtp?.close();
  });

  it('a guest order on a fresh shop: an SMS and an e-mail to the shop’s phone and address, a notification on her phone within 5 s', async () => {
    // Fresh shop: every alert on, to the shop's e-mail and phone.
    expect(await alerts()).toEqual({
      newOrder: true,
      paymentReceived: true,
      paymentIssue: true,
      contactMessage: true,
      byEmail: true,
      bySms: true,
      email: SHOP_EMAIL,
      phone: OWNER_SMS,
    });
    await subscribe('/push/phone-1');
    const placed = await order();

    const queued = await ownerMessages(`order:${placed.id}`);
    const email = queued.find((m) => m.channel === 'email');
    const text = queued.find((m) => m.channel === 'sms');
    expect(email).toMatchObject({ recipient: SHOP_EMAIL, orderId: placed.id });
    expect(email!.subject).toContain(`Nouvelle commande ${placed.reference}`);
    expect(text).toMatchObject({ recipient: OWNER_SMS, orderId: placed.id });
    // Reference, total and first name; nothing else of the customer's.
    expect(text!.body).toBe(
      `LAGUNE : nouvelle commande ${placed.reference} de Adjoua, ${placed.totalAmount.toLocaleString('fr-FR').replace(/\s/g, ' ')} FCFA.`,
    );
    for (const message of queued) {
      expect(message.body).not.toContain('Kouassi');
      expect(message.body).not.toContain('0701020304');
      expect(message.body).not.toContain('Riviera');
    }

    const request = await push.waitFor('/push/phone-1', 5_000);
    const [keys] = await db().select().from(pushKeys);
    // Encrypted for the device, signed with the shop's VAPID key.
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request.headers.authorization)).toContain(`k=${keys!.publicKey}`);
    expect(request.body.length).toBeGreaterThan(0);
    const notification = queued.find((m) => m.channel === 'push')!;
    expect(JSON.parse(notification.body)).toEqual({
      title: `LAGUNE – Nouvelle commande ${placed.reference}`,
      body: expect.stringContaining('de Adjoua'),
      url: `/admin/dashboard?commande=${placed.reference}`,
    });
    expect((await smtp.waitFor(SHOP_EMAIL)).subject).toContain(placed.reference);
  });

  it('an alert switched off is not sent; a channel switched off neither', async () => {
    const off = { ...(await alerts()), newOrder: false, phone: SHOP_PHONE };
    expect((await call('PUT', '/api/admin/alerts', off)).statusCode).toBe(200);
    const quiet = await order();
    expect(await ownerMessages(`order:${quiet.id}`)).toEqual([]);

    const noSms = { ...off, newOrder: true, bySms: false };
    expect((await call('PUT', '/api/admin/alerts', noSms)).statusCode).toBe(200);
    const mailed = await order();
    const channels = (await ownerMessages(`order:${mailed.id}`)).map((m) => m.channel).sort();
    expect(channels).toEqual(['email', 'push']);

    // A landline gets no SMS: refused with a French reason.
    const landline = await call('PUT', '/api/admin/alerts', { ...noSms, phone: '27 22 44 55 66' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().error.message).toMatch(/mobile/);
    await call('PUT', '/api/admin/alerts', { ...noSms, bySms: true });
  });

  it('a payment for a cancelled order and a contact message alert the owner', async () => {
    const cancelled = await order();
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const outcome = await applyPaymentEvent(db(), {
      eventId: `evt-${cancelled.id}`,
      type: 'checkout.session.completed',
      shopName: 'LAGUNE',
      session: {
        id: `cos-${cancelled.id}`,
        amount: String(cancelled.totalAmount),
        currency: 'XOF',
        checkout_status: 'complete',
        payment_status: 'succeeded',
        client_reference: cancelled.reference,
      },
    });
    expect(outcome).toBe('late');
    const late = await ownerMessages('late:');
    expect(late.find((m) => m.channel === 'sms')!.body).toContain(
      `commande annulée ${cancelled.reference} de Adjoua`,
    );

    const res = await s.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Mariam Traoré',
        email: 'mariam@example.ci',
        subject: 'Taille',
        message: 'Bonjour, le pagne existe-t-il en XL ?',
      },
    });
    expect(res.statusCode).toBe(201);
    const contact = await ownerMessages('contact:');
    // The message itself is e-mailed to the shop already: an SMS and a notification.
    expect(contact.map((m) => m.channel).sort()).toEqual(['push', 'sms']);
    expect(contact.find((m) => m.channel === 'sms')!.body).toBe(
      'LAGUNE : nouveau message de Mariam sur le site.',
    );
  });

  it('a device the push service no longer knows (410) is forgotten, its notification given up', async () => {
    push.status['/push/old-phone'] = 410;
    const device = await subscribe('/push/old-phone');
    const placed = await order();
    await push.waitFor('/push/old-phone', 5_000);
    const givenUp = () =>
      db()
        .select()
        .from(customerMessages)
        .where(
          and(
            like(customerMessages.eventKey, `owner-alert:order:${placed.id}%`),
            eq(customerMessages.channel, 'push'),
            sql`${customerMessages.failedAt} is not null`,
          ),
        );
    await expect.poll(async () => (await givenUp()).length, { timeout: 5_000 }).toBe(1);
    expect((await givenUp())[0]).toMatchObject({ lastError: 'gone', attempts: 1 });
    const left = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(left).toEqual([]);
    // The other phone still got its own.
    await push.waitFor('/push/phone-1');
    expect(push.received.filter((r) => r.path === '/push/old-phone')).toHaveLength(1);
  });

  it('subscribing is for a signed-in admin only, with a usable https subscription', async () => {
    const device = deviceSubscription(`${push.origin}/push/x`);
    const anonymous = await s.app.inject({
      method: 'POST',
      url: '/api/admin/push/subscriptions',
      payload: device.subscription,
    });
    expect(anonymous.statusCode).toBe(401);
    const plain = await call('POST', '/api/admin/push/subscriptions', {
      ...device.subscription,
      endpoint: 'http://127.0.0.1/push/x',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.message).toMatch(/abonnement/);
    const key = await call('GET', '/api/admin/push/key');
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    // Turning notifications off on the phone removes it.
    const mine = await subscribe('/push/to-remove');
    const off = await call('DELETE', '/api/admin/push/subscriptions', {
      endpoint: mine.subscription.endpoint,
    });
    expect(off.statusCode).toBe(204);
    const left = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, mine.subscription.endpoint));
    expect(left).toEqual([]);
  });

  it('at first start, a shop whose phone is a landline sends the SMS alerts to its WhatsApp mobile', async () => {
    await db().delete(ownerAlerts);
    const made = await ensureOwnerAlerts(db(), {
      email: SHOP_EMAIL,
      phone: '27 22 44 55 66',
      whatsappNumber: '07 08 08 08 08',
    });
    expect(made).toMatchObject({ email: SHOP_EMAIL, phone: '+2250708080808', bySms: true });
  });
});
