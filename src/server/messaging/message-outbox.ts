import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';
import { CODE_TTL_MS } from '../auth/one-time-codes.ts';
import { contactMessages, customerMessages, type MessageChannel } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
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
  /** Since it was queued, by the database's clock. */
  ageMs: number;
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
  'staff-invitation': 'link',
  // The code to the owner's new address holds a secret like a link; the notice to the old one not.
  'email-change-code': 'link',
  'email-changed': 'notice',
} as const;
export type AccountMailKind = keyof typeof ACCOUNT_MAILS;

/**
 * The messages queued one by one rather than for an order (ADR 0185): each row's key is
 * `<scope>:<kind>:<uuid>`. A one-time code lives CODE_TTL_MS: tried while it is valid, then given
 * up, never kept.
 */
export type OneOffMessage =
  | { scope: 'account'; kind: AccountMailKind }
  | { scope: 'promo'; kind: 'welcome' }
  // Keyed by the contact message's id: one forward each.
  | { scope: 'contact'; kind: 'forward'; id: string }
  | { scope: 'code'; kind: 'one-time' };

/** Whether a row's text holds a secret (a one-time link or code): erased once done with. */
function holdsSecret(eventKey: string): boolean {
  const [scope, kind] = eventKey.split(':');
  if (scope === 'code') return true;
  return scope === 'account' && ACCOUNT_MAILS[kind as AccountMailKind] === 'link';
}

/** How long a message is worth trying: a code is useless once expired. */
function worthTryingMs(eventKey: string): number {
  return eventKey.startsWith('code:') ? CODE_TTL_MS : Infinity;
}

/** Queues one message (in the caller's transaction when given one); returns its id. */
export async function queueMessage(
  db: Db | Tx,
  what: OneOffMessage,
  message: { channel: MessageChannel; recipient: string; body: string } & Partial<
    Pick<Mail, 'subject' | 'html'>
  >,
): Promise<string> {
  const [row] = await db
    .insert(customerMessages)
    .values({
      eventKey: `${what.scope}:${what.kind}:${'id' in what ? what.id : randomUUID()}`,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      html: message.html ?? null,
    })
    .returning({ id: customerMessages.id });
  return row!.id;
}

/** Queues an e-mail (its Reply-To is not kept: the shop's forward sets it from its own text). */
export function queueMail(db: Db | Tx, what: OneOffMessage, mail: Mail): Promise<string> {
  return queueMessage(db, what, {
    channel: 'email',
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
  });
}

/** Queues an account e-mail; returns its id, for `sendMessageNow`. */
export function queueAccountMail(db: Db, kind: AccountMailKind, mail: Mail): Promise<string> {
  return queueMail(db, { scope: 'account', kind }, mail);
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
        "attempts", (extract(epoch from now() - "created_at") * 1000)::float8 as "ageMs"`,
  );
  return row;
}

/**
 * The row's id goes with each send as our idempotency key (Orange's `clientCorrelator`, the
 * e-mail's Message-ID): a try whose answer was lost, sent again, is recognisable as the same
 * message. Delivery stays at least once (docs/reliability.md).
 */
async function deliver(db: Db, message: Claimed, senders: Senders): Promise<void> {
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
    ...(await replyToOf(db, message.eventKey)),
  });
}

/** A contact message forwarded to the shop is answered to its author (the row keyed by its id). */
async function replyToOf(db: Db, eventKey: string): Promise<{ replyTo?: string }> {
  const [scope, kind, id] = eventKey.split(':');
  if (scope !== 'contact' || kind !== 'forward' || !id) return {};
  const [author] = await db
    .select({ email: contactMessages.email })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return author ? { replyTo: author.email } : {};
}

/** A code to store and log: the provider's own words may repeat the number or the text. */
export function errorCode(error: unknown): string {
  if (error instanceof SmsSendError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : 'error';
}

/**
 * One claimed message sent, or its failure recorded for the next try: undefined when sent, else
 * the error (for a caller that answers it, `sendMessageNow`).
 */
async function attempt(
  db: Db,
  message: Claimed,
  senders: Senders,
  log: OutboxLog,
  owner?: OwnerAlerts,
): Promise<unknown> {
  // A one-time link or code is not kept once the message is done with (ADR 0173, ADR 0185).
  const forget = holdsSecret(message.eventKey) ? { body: '', html: null } : {};
  const worthMs = worthTryingMs(message.eventKey);
  try {
    // A code past its lifetime is not sent: it could only be refused.
    if (message.ageMs >= worthMs) throw Object.assign(new Error('expired'), { code: 'expired' });
    await deliver(db, message, senders);
  } catch (error) {
    const code = errorCode(error);
    const delayMs = retryDelayMs(message.attempts);
    // A device that unsubscribed will not come back, a code's next try would come too late.
    const giveUp =
      message.attempts >= MAX_ATTEMPTS ||
      error instanceof PushGoneError ||
      message.ageMs + delayMs >= worthMs;
    await inTransaction(db, async (tx) => {
      await tx
        .update(customerMessages)
        .set({
          lastError: code,
          nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
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
    return error;
  }
  await db
    .update(customerMessages)
    .set({ sentAt: sql`now()`, lastError: null, ...forget })
    .where(eq(customerMessages.id, message.id));
  return undefined;
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
        if ((await attempt(db, message, senders, log, owner)) === undefined) run.sent++;
        else run.failed++;
      }
      return run;
    }),
  );
  return runs.reduce((a, b) => ({ sent: a.sent + b.sent, failed: a.failed + b.failed }));
}

/**
 * Tries one message at once (an e-mail or a code someone is waiting for), whether or not the job
 * runs on this instance; a failure leaves it to the outbox's retries like any other. Resolves to
 * the failure's error, or undefined when sent (or already taken by another instance).
 */
export async function sendMessageNow(
  db: Db,
  senders: Senders,
  log: OutboxLog,
  id: string,
  owner?: OwnerAlerts,
): Promise<unknown> {
  const message = await claimNext(db, { id });
  return message ? attempt(db, message, senders, log, owner) : undefined;
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
