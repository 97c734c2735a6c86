import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES_MAX,
  type AdminMessage,
  type AdminMessages,
  type MessageBox,
  type MessageChange,
} from '../../shared/api/admin-messages.ts';
import type { Db } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';

/** The contact messages as the admin's Messages tab reads and changes them (ADR 0131). */

type Row = typeof contactMessages.$inferSelect;

function toAdminMessage(row: Row): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

const inInbox = isNull(contactMessages.archivedAt);

/** A box's newest messages first, and the inbox's unread count (the stat card's figure). */
export async function readMessages(db: Db, box: MessageBox): Promise<AdminMessages> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(box === 'inbox' ? inInbox : isNotNull(contactMessages.archivedAt))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_MESSAGES_MAX),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(inInbox, isNull(contactMessages.readAt))),
  ]);
  return { messages: rows.map(toAdminMessage), unread: unread?.n ?? 0 };
}

/**
 * Read/unread and archived/back in the inbox. Archiving marks read too: an archived message is
 * dealt with, and the unread figure only counts what still waits. Null when there is no such message.
 */
export async function changeMessage(
  db: Db,
  id: string,
  change: MessageChange,
): Promise<AdminMessage | null> {
  const set: Partial<Record<'readAt' | 'archivedAt', unknown>> = {};
  if (change.read !== undefined)
    set.readAt = change.read ? sql`coalesce(${contactMessages.readAt}, now())` : null;
  if (change.archived !== undefined) {
    set.archivedAt = change.archived ? sql`coalesce(${contactMessages.archivedAt}, now())` : null;
    if (change.archived && change.read === undefined)
      set.readAt = sql`coalesce(${contactMessages.readAt}, now())`;
  }
  const [row] = await db
    .update(contactMessages)
    .set(set as Partial<Row>)
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? toAdminMessage(row) : null;
}
