import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference is read aloud, typed in a Wave note and on a phone keypad. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^LG-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** `LG-` and 6 random characters: 31⁶ ≈ 887 million references; uniqueness is the database's. */
export function newOrderReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `LG-${code}`;
}
