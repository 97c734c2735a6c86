import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';
import { customerMessages, type MessageChannel } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { isToCustomer, queueFailureAlert } from './failure-alert.ts';
import type { Mail, Mailer } from './mailer.ts';
import { SmsSendError } from './orange-sms.ts';
import type { SmsSender } from './sms.ts';
import { PushGoneError, type PushSender } from './web-push.ts';

/** First retry after this long, then twice as long each time, never more than an hour. */
export const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 3_600_000;
/** How long a message is tried before it is given up: a day's outage of a provider loses nothing. */
export const RETRY_FOR_MS = 24 * 3_600_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
}

/**
 * Attempts before a message is given up: the first, then as many retries as RETRY_FOR_MS holds
 * (31: 30 s, 1, 2, … 32 min, then hourly; the last try about 24 h after the first, ADR 0173).
 */
export const MAX_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < RETRY_FOR_MS; attempts++) waited += retryDelayMs(attempts);
  return attempts;
})();

/**
 * A claimed message is due again after this long: the claim of an instance that died while
 * sending. Longer than a provider call may take (orange-sms.ts waits 15 s at most).
 */
export const CLAIM_LEASE_MS = 120_000;
/** Messages one run sends at most: a long outage's backlog drains over several runs. */
export const BATCH = 50;

export type Senders = { sms: SmsSender; mailer: Mailer; push?: PushSender };
export type OutboxLog = {
  warn(details: object, message: string): void;
};
export type OutboxRun = { sent: number; failed: number };
/** The shop's name, for the owner's alert when a message to a customer is given up (ADR 0174). */
export type OwnerAlerts = { shopName: string };

type Claimed = {
  id: string;
  eventKey: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  attempts: number;
};

/**
 * The account e-mails (ADR 0173), each its own message. Those with a one-time link hold a secret:
 * their text is erased as soon as they are sent or given up.
 */
const ACCOUNT_MAILS = {
  confirm: 'link',
  reset: 'link',
  'password-changed': 'notice',
  'security-notice': 'notice',
} as const;
export type AccountMailKind = keyof typeof ACCOUNT_MAILS;

function holdsLink(eventKey: string): boolean {
  const [scope, kind] = eventKey.split(':');
  return scope === 'account' && ACCOUNT_MAILS[kind as AccountMailKind] === 'link';
}

/** Queues an account e-mail; returns its id, for `sendMessageNow`. */
export async function queueAccountMail(db: Db, kind: AccountMailKind, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(customerMessages)
    .values({
      eventKey: `account:${kind}:${randomUUID()}`,
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
    })
    .returning({ id: customerMessages.id });
  return row!.id;
}

/**
 * Claims the most overdue message no other instance holds (SKIP LOCKED, one statement on both
 * drivers): its attempt is counted and it is leased for CLAIM_LEASE_MS, so nothing else sends it
 * meanwhile, and no transaction stays open while the provider answers (PGlite has one connection).
 * `channel`: each channel is its own queue, so a provider that hangs holds up only its own.
 */
async function claimNext(
  db: Db,
  only: { channel: MessageChannel } | { id: string },
): Promise<Claimed | undefined> {
  const which = 'id' in only ? sql`"id" = ${only.id}` : sql`"channel" = ${only.channel}`;
  const [row] = await queryRows<Claimed>(
    db,
    sql`update ${customerMessages}
      set "attempts" = "attempts" + 1,
        "next_attempt_at" = now() + ${CLAIM_LEASE_MS} * interval '1 millisecond'
      where "id" = (
        select "id" from ${customerMessages}
        where "sent_at" is null and "failed_at" is null and "next_attempt_at" <= now()
          and ${which}
        order by "next_attempt_at"
        limit 1
        for update skip locked
      )
      returning "id", "event_key" as "eventKey", "channel", "recipient", "subject", "body", "html",
        "attempts"`,
  );
  return row;
}

/**
 * The row's id goes with each send as our idempotency key (Orange's `clientCorrelator`, the
 * e-mail's Message-ID): a try whose answer was lost, sent again, is recognisable as the same
 * message. Delivery stays at least once (docs/reliability.md).
 */
async function deliver(message: Claimed, senders: Senders): Promise<void> {
  if (message.channel === 'sms')
    return senders.sms.send(message.recipient, message.body, message.id);
  if (message.channel === 'push') {
    if (!senders.push) throw Object.assign(new Error('no push sender'), { code: 'no_push' });
    return senders.push.send(message.recipient, message.body);
  }
  return senders.mailer.send({
    to: message.recipient,
    subject: message.subject ?? '',
    text: message.body,
    html: message.html ?? `<p>${escapeHtml(message.body)}</p>`,
    key: message.id,
  });
}

/** A code to store and log: the provider's own words may repeat the number or the text. */
export function errorCode(error: unknown): string {
  if (error instanceof SmsSendError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : 'error';
}

/** One claimed message sent, or its failure recorded for the next try; true when sent. */
async function attempt(
  db: Db,
  message: Claimed,
  senders: Senders,
  log: OutboxLog,
  owner?: OwnerAlerts,
): Promise<boolean> {
  // A one-time link is not kept once the message is done with (ADR 0173).
  const forget = holdsLink(message.eventKey) ? { body: '', html: null } : {};
  try {
    await deliver(message, senders);
  } catch (error) {
    const code = errorCode(error);
    // A device that unsubscribed will not come back: no retry.
    const giveUp = message.attempts >= MAX_ATTEMPTS || error instanceof PushGoneError;
    await inTransaction(db, async (tx) => {
      await tx
        .update(customerMessages)
        .set({
          lastError: code,
          nextAttemptAt: sql`now() + ${retryDelayMs(message.attempts)} * interval '1 millisecond'`,
          ...(giveUp ? { failedAt: sql`now()`, ...forget } : {}),
        })
        .where(eq(customerMessages.id, message.id));
      // The owner learns that a customer was not told: by the other channel, in the same change.
      if (giveUp && owner && isToCustomer(message.eventKey))
        await queueFailureAlert(tx, message, owner.shopName);
    });
    // The message's id and the code only: never the number, the address or the text.
    log.warn(
      { messageId: message.id, channel: message.channel, attempts: message.attempts, code },
      giveUp ? 'customer message given up' : 'customer message not sent, will retry',
    );
    return false;
  }
  await db
    .update(customerMessages)
    .set({ sentAt: sql`now()`, lastError: null, ...forget })
    .where(eq(customerMessages.id, message.id));
  return true;
}

/** The channels, each drained as its own queue. */
const CHANNELS: readonly MessageChannel[] = ['sms', 'email', 'push'];

/**
 * Sends the messages due, each channel on its own (concurrently), one claim at a time, until none
 * is left or BATCH were tried on that channel. A sent message is marked sent; a failure is retried
 * after `retryDelayMs`, and given up after MAX_ATTEMPTS. A provider failure only delays its own
 * channel's messages: it never reaches an order, nor the other channels.
 */
export async function sendDueMessages(
  db: Db,
  senders: Senders,
  log: OutboxLog,
  owner?: OwnerAlerts,
): Promise<OutboxRun> {
  const runs = await Promise.all(
    CHANNELS.map(async (channel) => {
      const run: OutboxRun = { sent: 0, failed: 0 };
      for (let i = 0; i < BATCH; i++) {
        const message = await claimNext(db, { channel });
        if (!message) break;
        if (await attempt(db, message, senders, log, owner)) run.sent++;
        else run.failed++;
      }
      return run;
    }),
  );
  return runs.reduce((a, b) => ({ sent: a.sent + b.sent, failed: a.failed + b.failed }));
}

/**
 * Tries one message at once (an account e-mail someone is waiting for), whether or not the job
 * runs on this instance; a failure leaves it to the outbox's retries like any other.
 */
export async function sendMessageNow(
  db: Db,
  senders: Senders,
  log: OutboxLog,
  id: string,
  owner?: OwnerAlerts,
): Promise<void> {
  const message = await claimNext(db, { id });
  if (message) await attempt(db, message, senders, log, owner);
}

/** Sent or given-up messages (a phone or an address, and what they were told) kept this long. */
export const KEEP_DAYS = 30;

/** Deletes the messages done with for more than KEEP_DAYS: the outbox is no archive of customers. */
export async function forgetOldMessages(db: Db): Promise<number> {
  const gone = await db
    .delete(customerMessages)
    .where(
      sql`coalesce(${customerMessages.sentAt}, ${customerMessages.failedAt}) < now() - make_interval(days => ${KEEP_DAYS})`,
    )
    .returning({ id: customerMessages.id });
  return gone.length;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
