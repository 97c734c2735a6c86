import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ShopSettings } from '../../shared/config/shop-settings.ts';
import type { Db } from '../db/database.ts';
import { DELIVERY_ZONE_IDS } from '../../shared/domain/delivery.ts';
import { shopSettings } from '../db/schema.ts';
import { setSmsCountries } from '../messaging/sms-address.ts';
import { announcePagesChanged } from '../pages/page-events.ts';

const amount = z.number().int().min(0);

/**
 * What a stored row must hold to be used (a hand-edited row that does not is ignored, loudly).
 * Settings added since a row was saved may be missing from it: `storedSettings` fills them with
 * the first-start defaults, so an older row keeps loading (ADR 0140).
 */
const storedSettingsSchema = z.object({
  name: z.string().min(1),
  waveNumber: z.string().min(1),
  whatsappNumber: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
  // '' is the owner's choice of no bar (docs/decisions/0207), not a value to replace.
  announcement: z.string().optional(),
  deliveryFees: z.record(z.string(), amount).optional(),
  freeDeliveryThreshold: amount.optional(),
  wavePaymentLink: z.string().optional(),
  lowStockThreshold: amount.optional(),
  smsCountries: z.array(z.string()).optional(),
});

/** A stored row's settings, completed from `defaults`; undefined when the row is unusable. */
export function storedSettings(row: unknown, defaults: ShopSettings): ShopSettings | undefined {
  const parsed = storedSettingsSchema.safeParse(row);
  if (!parsed.success) return undefined;
  const { deliveryFees = {}, ...saved } = parsed.data;
  return {
    ...defaults,
    ...Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== undefined)),
    // The zones the code has now: a zone added since gets its default, one removed is ignored.
    deliveryFees: Object.fromEntries(
      DELIVERY_ZONE_IDS.map((id) => [id, deliveryFees[id] ?? defaults.deliveryFees[id]]),
    ) as ShopSettings['deliveryFees'],
  };
}

/**
 * The shop settings as the database has them (ADR 0096): the saved row, or the environment's
 * values (`defaults`, the first-start defaults) until the owner saves some. Kept in memory once
 * read; `forget()` is called when any instance announces a change on the pages channel, so every
 * page, e-mail and order answer shows the same values.
 */
export class ShopSettingsStore {
  private cached: Promise<ShopSettings> | undefined;
  /** The last settings read, shown while the database cannot be read (rather than an error). */
  private lastRead: ShopSettings | undefined;

  constructor(
    private readonly db: Db,
    private readonly defaults: ShopSettings,
    private readonly log?: FastifyBaseLogger,
  ) {}

  current(): Promise<ShopSettings> {
    this.cached ??= this.load().then(
      (settings) => {
        setSmsCountries(settings.smsCountries);
        return (this.lastRead = settings);
      },
      (error: unknown) => {
        // Read again at the next use; meanwhile pages show what was last read (or the defaults).
        this.cached = undefined;
        this.log?.warn({ err: error }, 'réglages de la boutique illisibles pour le moment');
        return this.lastRead ?? this.defaults;
      },
    );
    return this.cached;
  }

  /** Reads the settings again at the next use. */
  forget(): void {
    this.cached = undefined;
  }

  /** Saves `settings` and tells every instance (in the same transaction: all or nothing). */
  async save(settings: ShopSettings): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(shopSettings)
        .values({ id: 1, settings })
        .onConflictDoUpdate({
          target: shopSettings.id,
          set: { settings, updatedAt: sql`now()` },
        });
      await announcePagesChanged(tx, 'settings');
    });
    this.forget();
  }

  private async load(): Promise<ShopSettings> {
    const [row] = await this.db
      .select({ settings: shopSettings.settings })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    if (!row) return this.defaults;
    const stored = storedSettings(row.settings, this.defaults);
    if (stored) return stored;
    this.log?.error('réglages de la boutique illisibles en base : valeurs par défaut utilisées');
    return this.defaults;
  }
}
