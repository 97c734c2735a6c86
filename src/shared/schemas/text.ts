import { z } from './zod.ts';

/**
 * Control characters (NUL, escape, backspace…) have no place in a name, a phone or an address:
 * they break logs, CSV exports and PostgreSQL (which refuses NUL in text). Refused with a French
 * message; line breaks and tabs stay allowed in multi-line fields.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Ce champ contient des caractères non autorisés';

/** A trimmed single-line text with a French message for the wrong type and for control characters. */
export function singleLine(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .refine((value) => !CONTROL_SINGLE_LINE.test(value), { error: CONTROL_CHARACTERS_MESSAGE })
    .trim();
}

/** A trimmed multi-line text (line breaks and tabs allowed). */
export function multiLine(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .refine((value) => !CONTROL_MULTI_LINE.test(value), { error: CONTROL_CHARACTERS_MESSAGE })
    .trim();
}
