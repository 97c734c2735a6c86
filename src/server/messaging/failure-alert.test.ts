import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages, mfaFactors } from '../db/schema.ts';
import { createAdminUser } from '../test/admin.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { MAX_ATTEMPTS, sendDueMessages } from './message-outbox.ts';
import { SmsSendError } from './orange-sms.ts';

const silent = { warn() {} };
const OWNER = 'patronne@lagune.ci';

describe.each(DRIVERS)('owner alert when a customer message is given up, on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let ownerId: string;
  const db = () => s.t.database.db;
  const down = {
    sms: { send: () => Promise.reject(new SmsSendError('http_503')) },
    mailer: {
      send: () => Promise.reject(Object.assign(new Error('refusé'), { code: 'ECONNECTION' })),
      close() {},
    },
  };
  /** A message on its last try, due now. */
  const lastTry = (eventKey: string, channel: 'sms' | 'email') =>
    db()
      .insert(customerMessages)
      .values({
        eventKey,
        channel,
        recipient: channel === 'sms' ? '+2250701020304' : 'awa.kone@example.ci',
        subject: channel === 'email' ? 'Commande' : null,
        body: 'Paiement reçu',
        attempts: MAX_ATTEMPTS - 1,
      });
  const alerts = () =>
    db()
      .select()
      .from(customerMessages)
      .where(like(customerMessages.eventKey, 'alert:message-failed:%'));

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, { captureLogs: true, env: { SMTP_URL: smtp.url } });
    ownerId = (await createAdminUser(db(), OWNER)).id;
  });
  afterEach(async () => {
    await db().delete(customerMessages);
    await db().delete(mfaFactors);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('e-mails the owner when an SMS to a customer is given up, and the e-mail reaches her', async () => {
    await lastTry('order:00000000-0000-4000-8000-000000000001:paid', 'sms');
    await sendDueMessages(db(), down, silent, { shopName: 'LAGUNE' });
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ channel: 'email', recipient: OWNER, sentAt: null });
    expect(alert!.subject).toContain('n’a pas pu être remis');
    expect(alert!.body).toContain('un SMS à un client');
    expect(alert!.body).toContain('Paiement reçu');
    expect(alert!.body).toContain('Messages envoyés');

    // The provider still fails, the SMTP server works: at the alert's next try (the run above
    // tried it too, with the same failing mailer), it goes.
    await db()
      .update(customerMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(customerMessages.id, alert!.id));
    const since = smtp.received.length;
    await sendDueMessages(db(), { sms: down.sms, mailer: s.app.mailer }, silent, {
      shopName: 'LAGUNE',
    });
    const mail = await smtp.waitFor(OWNER, since);
    expect(mail.subject).toBe('LAGUNE – un message à un client n’a pas pu être remis');
    // Neither the customer's number nor their words.
    expect(mail.text).not.toMatch(/0701020304/);
  });

  it('texts the owner when an e-mail is given up and she has an SMS factor, once an hour however many fail', async () => {
    await db()
      .insert(mfaFactors)
      .values({ userId: ownerId, type: 'sms', phone: '07 11 22 33 44', confirmedAt: new Date() });
    await lastTry('account:reset:00000000-0000-4000-8000-000000000002', 'email');
    await lastTry('order:00000000-0000-4000-8000-000000000003:shipped', 'email');
    await sendDueMessages(db(), down, silent, { shopName: 'LAGUNE' });
    const sent = await alerts();
    expect(sent).toMatchObject([{ channel: 'sms', recipient: '+2250711223344' }]);
    expect(sent[0]!.body).toMatch(/^LAGUNE : /);
  });

  it('raises no alert about a message to the owner herself (no loop)', async () => {
    await lastTry(`alert:message-failed:${ownerId}:2026-11-29T01`, 'email');
    await lastTry(`payment-details:${ownerId}:00000000-0000-4000-8000-000000000004`, 'sms');
    await sendDueMessages(db(), down, silent, { shopName: 'LAGUNE' });
    const given = await db()
      .select()
      .from(customerMessages)
      .where(sql`${customerMessages.failedAt} is not null`);
    expect(given).toHaveLength(2);
    expect(await alerts()).toHaveLength(1); // the given-up alert itself, nothing new
    expect(
      await db()
        .select()
        .from(customerMessages)
        .where(eq(customerMessages.channel, 'sms'))
        .then((rows) => rows.length),
    ).toBe(1);
  });
});
