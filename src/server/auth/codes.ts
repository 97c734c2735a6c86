import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET } from '../../shared/schemas/auth.ts';

/** An opaque 256-bit token (session cookie, confirmation and reset links): 43 base64url characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token or code: its SHA-256. Tokens carry 256 random bits, so a
 * plain hash is enough; 6-digit codes are only safe because each dies after 5 tries or 10 minutes.
 */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A 6-digit e-mail or SMS code, uniformly drawn. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A recovery code shown as `XXXXX-XXXXX` (50 bits from an alphabet without look-alikes). */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++)
    code += RECOVERY_CODE_ALPHABET[randomInt(0, RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored form of a recovery code: dash and case do not matter. */
export function hashRecoveryCode(code: string): string {
  return hashSecret(`recovery:${code.replace(/[\s-]+/g, '').toUpperCase()}`);
}
