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

/** The stored form of an address: its digest only (the table keeps no e-mail in clear). */
export function promoEmailHash(email: string): string {
  return hashSecret(`promo-email:${email.trim().toLowerCase()}`);
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
