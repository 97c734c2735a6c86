import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PROMO_ALPHABET, PROMO_PREFIX, PROMO_RANDOM_LENGTH } from '../../shared/schemas/promo.ts';
import type { Db } from '../db/database.ts';
import { promoCodes } from '../db/schema.ts';
import { hashSecret } from '../auth/codes.ts';

/** `BIENVENUE-7K3P9Q`: 6 characters from 31 without look-alikes, about 30 random bits. */
export function newPromoCode(): string {
  let random = '';
  for (let i = 0; i < PROMO_RANDOM_LENGTH; i++)
    random += PROMO_ALPHABET[randomInt(0, PROMO_ALPHABET.length)];
  return `${PROMO_PREFIX}${random}`;
}

/** Providers that ignore dots in the mailbox name (`a.wa@gmail.com` is `awa@gmail.com`). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for "one code per buyer" (docs/decisions/0103): lower case,
 * the `+tag` of sub-addressing dropped (Gmail, Outlook, iCloud, Proton and most providers deliver
 * `promo1+2@…` to `promo1@…`), dots dropped where the provider ignores them.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The stored form of an address: its mailbox's digest only (the table keeps no e-mail in clear). */
export function promoEmailHash(email: string): string {
  return hashSecret(`promo-email:${mailboxKey(email)}`);
}

export type PromoCodeOfEmail = { code: string; used: boolean };

/**
 * The welcome code of an address: the one it already has (to re-send it), else a new one. Two
 * concurrent requests for one address get the same code (the unique index on the digest decides).
 */
export async function promoCodeFor(db: Db, email: string): Promise<PromoCodeOfEmail> {
  const emailHash = promoEmailHash(email);
  for (let draw = 0; draw < 5; draw++) {
    const [created] = await db
      .insert(promoCodes)
      .values({ code: newPromoCode(), emailHash })
      .onConflictDoNothing()
      .returning({ code: promoCodes.code });
    if (created) return { code: created.code, used: false };
    const [existing] = await db
      .select({ code: promoCodes.code, usedAt: promoCodes.usedAt })
      .from(promoCodes)
      .where(eq(promoCodes.emailHash, emailHash));
    if (existing) return { code: existing.code, used: existing.usedAt !== null };
    // Else the drawn code was taken by another address: draw again.
  }
  throw new Error('no free promo code after 5 draws');
}

/** Whether a welcome code exists, and whether an order has used it. */
export async function promoCodeState(db: Db, code: string): Promise<'unknown' | 'used' | 'unused'> {
  const [row] = await db
    .select({ usedAt: promoCodes.usedAt })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  if (!row) return 'unknown';
  return row.usedAt === null ? 'unused' : 'used';
}
