import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../db/schema.ts';
import { startSmsStub } from '../test/sms-stub.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { sendDueMessages } from './message-outbox.ts';

const silent = { warn() {} };

describe.each(DRIVERS)('outbox channels and re-sends on %s', (driver) => {
  let s: TestApp;
  let stub: Awaited<ReturnType<typeof startSmsStub>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  const db = () => s.t.database.db;
  const senders = () => ({ sms: s.app.sms, mailer: s.app.mailer });
  const queue = (eventKey: string, channel: 'sms' | 'email', recipient: string, ageS = 0) =>
    db()
      .insert(customerMessages)
      .values({
        eventKey,
        channel,
        recipient,
        subject: channel === 'email' ? 'Votre commande' : null,
        body: `Message ${eventKey}`,
        nextAttemptAt: sql`now() - ${ageS} * interval '1 second'`,
      })
      .returning({ id: customerMessages.id })
      .then(([row]) => row!.id);
  /** Time passes: every message waiting for its next try is due now. */
  const timePasses = () =>
    db()
      .update(customerMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(sql`${customerMessages.sentAt} is null`);

  beforeAll(async () => {
    stub = await startSmsStub();
    smtp = await startSmtpStub();
    s = await createTestApp(driver, { env: { ...stub.env, SMTP_URL: smtp.url } });
  });
  afterEach(async () => {
    stub.release();
    await db()
      .update(customerMessages)
      .set({ sentAt: sql`now()` });
    stub.received.length = 0;
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await s?.close();
    await stub?.close();
    await smtp?.close();
  });

  it('a provider that hangs delays only the SMS: the e-mails of 5 orders go meanwhile', async () => {
    // The SMS are the most overdue: one queue would try them first, and wait on each.
    for (let i = 1; i <= 5; i++) await queue(`order:hang-${i}:placed`, 'sms', '+2250701020304', 60);
    for (let i = 1; i <= 5; i++)
      await queue(`order:hang-${i}:placed`, 'email', `client${i}@example.ci`);
    stub.state.hold = true;
    const run = sendDueMessages(db(), senders(), silent);
    try {
      for (let i = 1; i <= 5; i++) await smtp.waitFor(`client${i}@example.ci`);
      expect(stub.received).toEqual([]);
    } finally {
      stub.release();
    }
    expect(await run).toEqual({ sent: 10, failed: 0 });
    expect(stub.received).toHaveLength(5);
  });

  it('an SMS the provider accepted without answering is not delivered twice by the retry', async () => {
    const id = await queue('order:dropped:placed', 'sms', '+2250701020304');
    stub.state.dropAfterAccepting = 1;
    expect(await sendDueMessages(db(), senders(), silent)).toEqual({ sent: 0, failed: 1 });
    expect(stub.received).toHaveLength(1);
    await timePasses();
    expect(await sendDueMessages(db(), senders(), silent)).toEqual({ sent: 1, failed: 0 });
    expect(stub.received).toHaveLength(1);
    const [row] = await db().select().from(customerMessages).where(eq(customerMessages.id, id));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
  });

  it('an e-mail sent again carries the same Message-ID, so a mail client shows it once', async () => {
    const id = await queue('order:twice:placed', 'email', 'deux-fois@example.ci');
    await sendDueMessages(db(), senders(), silent);
    // The owner's 'Réessayer' (or a lost answer) sends the same row again.
    await db()
      .update(customerMessages)
      .set({ sentAt: null, nextAttemptAt: sql`now()` })
      .where(eq(customerMessages.id, id));
    await sendDueMessages(db(), senders(), silent);
    const ids = smtp.received.map((m) => /^Message-ID: *(.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(ids).toHaveLength(2);
    expect(ids[0]).toContain(id);
    expect(ids[1]).toBe(ids[0]);
  });
});
