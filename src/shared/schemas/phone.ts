import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';

/**
 * Phone numbers (ADR 0118). A number without a country code, or with +225 /
 * 00225, follows the spec's Ivorian rule. Any other '+' or '00' prefix is an international number
 * in E.164 form, checked against its country's lengths by libphonenumber-js ('min' metadata: it
 * only reaches the lazily loaded checkout, tracking and account chunks, never a storefront page's
 * first load).
 */

export const PHONE_MESSAGE = 'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)';

const EXAMPLE = 'par exemple +33 6 12 34 56 78';

/** What is wrong with an international number, in the words a shopper can act on. */
export const INTERNATIONAL_PHONE_MESSAGES = {
  format: `Numéro international invalide : écrivez « + », l’indicatif du pays puis le numéro, ${EXAMPLE}`,
  country: (code: string) =>
    `L’indicatif +${code} ne correspond à aucun pays : vérifiez le début du numéro (+33 pour la France, +1 pour le Canada et les États-Unis…)`,
  tooShort: (code: string) =>
    `Il manque des chiffres à ce numéro pour l’indicatif +${code} : vérifiez-le, ${EXAMPLE}`,
  tooLong: (code: string) =>
    `Ce numéro a trop de chiffres pour l’indicatif +${code} : vérifiez-le, ${EXAMPLE}`,
  invalid: (code: string) =>
    `Ce numéro n’existe pas avec l’indicatif +${code} : vérifiez les chiffres, ${EXAMPLE}`,
} as const;

/** Spaces, dots, dashes, slashes and brackets people type between digit groups. */
function compactPhone(value: string): string {
  return value.trim().replace(/[\s.\-()/]/g, '');
}

/** An optional 0, 00225 or +225 prefix, then at least 8 digits; at most 15 digits in all. */
const IVORIAN_PATTERN = /^(?:\+225|00225|0)?\d{8,15}$/;

/** '+33…' or '0033…' (the international call prefix), but not Côte d'Ivoire's own 225. */
function isInternational(compact: string): boolean {
  return /^(?:\+|00)/.test(compact) && !/^(?:\+|00)225/.test(compact);
}

/** '0033 6…' → '+33 6…': libphonenumber reads only the '+' form without a default country. */
function plusForm(value: string): string {
  return value.trim().replace(/^00/, '+');
}

/** The leading digits that look like a country code, for a message about an unknown one. */
function typedCountryCode(compact: string): string {
  return compact.replace(/^(?:\+|00)/, '').slice(0, 3);
}

/** The French message saying what is wrong with `value`, or null for a valid number. */
export function phoneProblem(value: string): string | null {
  const compact = compactPhone(value);
  if (!isInternational(compact)) return IVORIAN_PATTERN.test(compact) ? null : PHONE_MESSAGE;
  const messages = INTERNATIONAL_PHONE_MESSAGES;
  if (!/^(?:\+|00)\d+$/.test(compact)) return messages.format;
  const input = plusForm(value);
  const length = validatePhoneNumberLength(input);
  if (length === 'INVALID_COUNTRY') return messages.country(typedCountryCode(compact));
  const parsed = parsePhoneNumberFromString(input);
  const code = parsed?.countryCallingCode ?? typedCountryCode(compact);
  if (length === 'TOO_SHORT' || !parsed) return messages.tooShort(code);
  if (length === 'TOO_LONG') return messages.tooLong(code);
  if (length !== undefined || !parsed.isValid()) return messages.invalid(code);
  return null;
}

export function isValidPhone(value: string): boolean {
  return phoneProblem(value) === null;
}

/**
 * The number as the shop keeps it: an international one in its standard spelling
 * ('+33 (0)6 12.34.56.78' → '+33 6 12 34 56 78'), so the order, the admin's search and the
 * caps see one form; an Ivorian one as typed (trimmed), as before.
 */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  if (!isInternational(compactPhone(trimmed))) return trimmed;
  const parsed = parsePhoneNumberFromString(plusForm(trimmed));
  return parsed?.isValid() ? parsed.formatInternational() : trimmed;
}

/**
 * Digits that identify a phone whatever way it was typed: "+225 07 01 02 03 04",
 * "00225 0701020304" and "07 01 02 03 04" give the same key; "+33 6 12 34 56 78",
 * "0033 6 12 34 56 78" and "+33 (0)6 12 34 56 78" give its E.164 digits (order tracking, the
 * admin's search, the unpaid-order caps). The SQL twin is `PHONE_KEY_SQL` in the db schema, which
 * sees the stored (normalised) spelling.
 */
export function phoneKey(value: string): string {
  const compact = compactPhone(value);
  if (isInternational(compact)) {
    const parsed = parsePhoneNumberFromString(plusForm(value));
    if (parsed?.isValid()) return parsed.number.slice(1);
  }
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00225')) digits = digits.slice(5);
  else if (digits.startsWith('225') && digits.length > 10) digits = digits.slice(3);
  return digits.replace(/^0+/, '');
}
