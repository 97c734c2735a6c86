import { z } from './zod.ts';

/**
 * Control characters (NUL, escape, backspace…) have no place in a name, a phone or an address:
 * they break logs, CSV exports and PostgreSQL (which refuses NUL in text). Nor do the Unicode
 * line and paragraph separators (U+2028, U+2029: a line break that some readers see and others
 * do not) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069:
 * they make the admin read a name or an address in another order than it was typed). Refused
 * with a French message; line breaks and tabs stay allowed in multi-line fields.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const CONTROL_MULTI_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Ce champ contient des caractères non autorisés';
export const NOT_TEXT_MESSAGE = 'Ce champ doit être un texte';

/**
 * A string: a missing value gets `requiredMessage`, a value of another type (a number, a list)
 * says so instead of claiming the field is missing.
 */
export function requiredText(requiredMessage: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : NOT_TEXT_MESSAGE,
  });
}

/** A trimmed single-line text with French messages for a missing value, a wrong type and control characters. */
export function singleLine(requiredMessage: string) {
  return requiredText(requiredMessage)
    .refine((value) => !CONTROL_SINGLE_LINE.test(value), { error: CONTROL_CHARACTERS_MESSAGE })
    .trim();
}

/** A trimmed multi-line text (line breaks and tabs allowed). */
export function multiLine(requiredMessage: string) {
  return requiredText(requiredMessage)
    .refine((value) => !CONTROL_MULTI_LINE.test(value), { error: CONTROL_CHARACTERS_MESSAGE })
    .trim();
}

/**
 * An e-mail address, internationalised ones included (`kouamé@exemple.ci`, `awa@côte-ivoire.ci`):
 * a local part without spaces, quotes or brackets, and a domain of letters, digits and hyphens with
 * a dot and a top-level part of two letters or more. Trimmed first: a pasted address often carries
 * a trailing space.
 */
const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

export function emailAddress(message: string, maxLength = 254) {
  return singleLine(message)
    .max(maxLength, { error: `L’adresse e-mail ne peut pas dépasser ${maxLength} caractères` })
    .refine(
      (value) => EMAIL_PATTERN.test(value) && !value.startsWith('.') && !value.includes('..'),
      {
        error: message,
      },
    );
}
