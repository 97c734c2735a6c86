import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * The channel on which any instance announces that what the pages show has changed (the shop
 * settings, the catalogue). Every instance LISTENs to it: its settings and catalogue stores
 * forget their snapshot (src/server/plugins/forget-on-change.ts, ADR 0145) and its pages drop
 * their cache (src/server/pages/pages.ts): PostgreSQL's NOTIFY on a server, PGlite's own within its
 * one process (ADR 0096). Sent inside the transaction of the change, it is delivered only once
 * that transaction commits, so a page rendered after it reads the new data.
 */
export const PAGES_CHANNEL = 'pages_changed';

/** What changed, for the logs (never any of the data itself). */
export type PagesChange = 'settings' | 'catalogue' | 'content';

export async function announcePagesChanged(
  db: Pick<Db, 'execute'>,
  change: PagesChange,
): Promise<void> {
  await db.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${change})`);
}
