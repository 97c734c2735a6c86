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

/**
 * What changed: 'settings', 'catalogue' or 'content' (the owner's texts and shops: every page, as
 * the footer and the delivery texts show them), or the tags of what changed, so that only the pages
 * showing it are rendered again (docs/decisions/0213). Never any of the data itself.
 */
export type PagesChange = 'settings' | 'catalogue' | 'content' | readonly string[];

/** The tags a page carries and a change names (page-tags.ts writes a page's). */
export const pageTag = {
  /** Every page that shows the product (its own page, a card, a pick, a search result). */
  product: (id: string) => `product:${id}`,
  /** The category's listing: which products it holds and in what order. */
  category: (id: string) => `category:${id}`,
  /** The product pages of a category: their 'Vous aimerez aussi' picks come from it. */
  picks: (id: string) => `picks:${id}`,
  /** Every page that lists products by a rule (home, new, searches…). */
  listings: 'listings',
} as const;

export async function announcePagesChanged(
  db: Pick<Db, 'execute'>,
  change: PagesChange,
): Promise<void> {
  const payload = typeof change === 'string' ? change : [...new Set(change)].join(' ');
  await db.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${payload})`);
}

/** The tags a notice names, or undefined when every page is concerned ('settings', 'catalogue'…). */
export function changedTags(payload: string): string[] | undefined {
  const tags = payload.split(' ').filter(Boolean);
  return tags.length > 0 && tags.every((tag) => tag.includes(':') || tag === pageTag.listings)
    ? tags
    : undefined;
}

/**
 * What a product's change concerns: the product, and its category's listing; when it joins or
 * leaves listings (published or not, another category, new, limited), every listing and the picks
 * of the categories it leaves and joins.
 */
export function productChangeTags(
  id: string,
  before: { category: string },
  after: { category: string },
  movesInListings: boolean,
): string[] {
  const tags = [pageTag.product(id), pageTag.category(after.category)];
  if (!movesInListings) return tags;
  return [
    ...tags,
    pageTag.category(before.category),
    pageTag.picks(before.category),
    pageTag.picks(after.category),
    pageTag.listings,
  ];
}

/** The log line (info) of the pages an instance rendered into its cache (at start, after a change), with their `count`. */
export const RERENDER_MESSAGE = 'pages rendues dans le cache';
