import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  ADMIN_OUTBOX_MAX,
  outboxKind,
  type AdminOutbox,
  type AdminOutboxMessage,
  type OutboxStatus,
} from '../../shared/api/admin-outbox.ts';
import type { Db } from '../db/database.ts';
import { customerMessages, orders, type MessageChannel } from '../db/schema.ts';

/** The admin's 'Messages envoyés' (ADR 0174). */

const HIDDEN = '•';

/**
 * A recipient as the list shows it: enough to recognise a customer, not to copy their number or
 * address ('+225 07 •• •• 03 04', 'a•••@example.ci').
 */
export function maskRecipient(channel: MessageChannel, recipient: string): string {
  // A push message's recipient is a subscription's id: the owner's phone, nothing to hide.
  if (channel === 'push') return 'Notification sur téléphone';
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    return at > 0 ? `${recipient[0]}${HIDDEN.repeat(3)}${recipient.slice(at)}` : HIDDEN.repeat(3);
  }
  const parsed = parsePhoneNumberFromString(recipient);
  const code = parsed ? `+${parsed.countryCallingCode} ` : '';
  const digits = parsed ? String(parsed.nationalNumber) : recipient.replace(/\D/g, '');
  const shown = [...digits].map((d, i) => (i < 2 || i >= digits.length - 4 ? d : HIDDEN));
  const pairs = [];
  for (let i = 0; i < shown.length; i += 2) pairs.push(shown.slice(i, i + 2).join(''));
  return `${code}${pairs.join(' ')}`;
}

const statusOf = sql<OutboxStatus>`case
  when ${customerMessages.failedAt} is not null then 'failed'
  when ${customerMessages.sentAt} is null then 'pending'
  else 'sent' end`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAdmin(row: {
  id: string;
  eventKey: string;
  reference: string | null;
  channel: MessageChannel;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
  nextAttemptAt: Date;
  erased: boolean;
}): AdminOutboxMessage {
  return {
    id: row.id,
    kind: outboxKind(row.eventKey),
    reference: row.reference,
    channel: row.channel,
    recipient: maskRecipient(row.channel, row.recipient),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    failedAt: iso(row.failedAt),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    retryable: !row.erased,
  };
}

const columns = {
  id: customerMessages.id,
  eventKey: customerMessages.eventKey,
  reference: orders.reference,
  channel: customerMessages.channel,
  recipient: customerMessages.recipient,
  status: statusOf,
  attempts: customerMessages.attempts,
  lastError: customerMessages.lastError,
  createdAt: customerMessages.createdAt,
  sentAt: customerMessages.sentAt,
  failedAt: customerMessages.failedAt,
  nextAttemptAt: customerMessages.nextAttemptAt,
  erased: sql<boolean>`${customerMessages.body} = ''`,
};

/** The most recent messages: given up first, then waiting, then sent; newest first in each. */
export async function readOutbox(db: Db): Promise<AdminOutbox> {
  const [rows, [counts]] = await Promise.all([
    db
      .select(columns)
      .from(customerMessages)
      .leftJoin(orders, eq(orders.id, customerMessages.orderId))
      .orderBy(
        sql`case when ${customerMessages.failedAt} is not null then 0
          when ${customerMessages.sentAt} is null then 1 else 2 end`,
        sql`${customerMessages.createdAt} desc`,
      )
      .limit(ADMIN_OUTBOX_MAX),
    db
      .select({
        failed: sql<number>`count(*) filter (where ${customerMessages.failedAt} is not null)::int`,
        pending: sql<number>`count(*) filter (where ${customerMessages.sentAt} is null and ${customerMessages.failedAt} is null)::int`,
      })
      .from(customerMessages),
  ]);
  return { messages: rows.map(toAdmin), failed: counts!.failed, pending: counts!.pending };
}

export type RetryOutcome =
  | { outcome: 'scheduled'; message: AdminOutboxMessage }
  | { outcome: 'not_found' | 'not_failed' | 'erased' };

/**
 * 'Réessayer' on a given-up message: due now, with a fresh day of tries. A message whose words were
 * erased (a one-time link) cannot be sent again.
 */
export async function retryMessage(db: Db, id: string): Promise<RetryOutcome> {
  const [updated] = await db
    .update(customerMessages)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(customerMessages.id, id),
        isNotNull(customerMessages.failedAt),
        sql`${customerMessages.body} <> ''`,
      ),
    )
    .returning({ id: customerMessages.id });
  const [row] = await db
    .select(columns)
    .from(customerMessages)
    .leftJoin(orders, eq(orders.id, customerMessages.orderId))
    .where(eq(customerMessages.id, id));
  if (!row) return { outcome: 'not_found' };
  if (updated) return { outcome: 'scheduled', message: toAdmin(row) };
  return { outcome: row.status === 'failed' ? 'erased' : 'not_failed' };
}
