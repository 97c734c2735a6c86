import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PAYMENT_FIELDS,
  SETTING_FIELDS,
  settingTexts,
  type AdminSettings,
  type SettingsChange,
} from '../../shared/api/admin-settings.ts';
import type { ShopSettings } from '../../shared/config/shop-settings.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import type { Db } from '../db/database.ts';
import { adminChanges, shopSettings, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { announcePagesChanged } from '../pages/page-events.ts';
import { queuePaymentChangeNotice } from './payment-change-notice.ts';
import { storedSettings } from './settings-store.ts';

const SUBJECT = 'settings';
const HISTORY_LIMIT = 20;

type FieldChange = SettingsChange['changes'][number];

export type SettingsSave =
  | { outcome: 'saved'; changes: FieldChange[] }
  | { outcome: 'unchanged' }
  /** Someone saved since `version` was read: nothing written. */
  | { outcome: 'stale' }
  /** A payment detail would change and the admin did not prove it is her: nothing written. */
  | { outcome: 'reauth_required' };

/** The settings as saved (or the first-start values), their version and the last changes. */
export async function readAdminSettings(db: Db, defaults: ShopSettings): Promise<AdminSettings> {
  const [row] = await db
    .select({
      settings: shopSettings.settings,
      version: sql<string>`${shopSettings.updatedAt}::text`,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  const saved = row && storedSettings(row.settings, defaults);
  const history = await db
    .select({ at: adminChanges.createdAt, actorEmail: users.email, changes: adminChanges.changes })
    .from(adminChanges)
    .leftJoin(users, eq(users.id, adminChanges.actorId))
    .where(eq(adminChanges.subject, SUBJECT))
    .orderBy(desc(adminChanges.createdAt), desc(adminChanges.id))
    .limit(HISTORY_LIMIT);
  return {
    settings: saved ?? defaults,
    version: row?.version ?? null,
    history: history.map((h) => ({
      at: h.at.toISOString(),
      actorEmail: h.actorEmail,
      changes: h.changes as FieldChange[],
    })),
  };
}

/**
 * Saves the owner's settings if nobody saved since `version` (optimistic concurrency: the row is
 * locked, its version compared), with an audit line of the fields that changed and the pages of
 * every instance told, in one transaction. A change of where customers pay needs `proven` (the
 * admin gave her password or a code with this save, docs/decisions/0162) and tells every admin
 * (docs/decisions/0163).
 */
export async function saveAdminSettings(
  db: Db,
  defaults: ShopSettings,
  input: ShopSettings,
  version: string | null,
  actorId: string,
  proven: boolean,
): Promise<SettingsSave> {
  // The owner's text spaced as the shop's own texts are (narrow spaces before : ; ! ?, ADR 0116).
  const next = { ...input, announcement: frenchSpacing(input.announcement) };
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        settings: shopSettings.settings,
        version: sql<string>`${shopSettings.updatedAt}::text`,
      })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1))
      .for('update');
    if ((row?.version ?? null) !== version) return { outcome: 'stale' };
    const saved = (row && storedSettings(row.settings, defaults)) ?? defaults;
    const before = settingTexts(saved);
    const after = settingTexts(next);
    const changes = SETTING_FIELDS.filter((field) => before[field] !== after[field]).map(
      (field) => ({ field, before: before[field], after: after[field] }),
    );
    if (changes.length === 0) return { outcome: 'unchanged' };
    if (!proven && changes.some((c) => PAYMENT_FIELDS.includes(c.field))) {
      return { outcome: 'reauth_required' };
    }
    if (row) {
      await tx
        .update(shopSettings)
        .set({ settings: next, updatedAt: sql`now()` })
        .where(and(eq(shopSettings.id, 1)));
    } else {
      // Two first saves at once: the second finds the row the first inserted, and is stale.
      const inserted = await tx
        .insert(shopSettings)
        .values({ id: 1, settings: next })
        .onConflictDoNothing()
        .returning({ id: shopSettings.id });
      if (inserted.length === 0) return { outcome: 'stale' };
    }
    await tx.insert(adminChanges).values({ subject: SUBJECT, actorId, changes });
    await queuePaymentChangeNotice(tx, changes, saved, actorId);
    await announcePagesChanged(tx, 'settings');
    return { outcome: 'saved', changes };
  });
}
