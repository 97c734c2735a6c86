/**
 * SMS in the GSM 7-bit alphabet (GSM 03.38), one segment each (docs/decisions/0160-sms-in-one-segment.md).
 * One character outside the alphabet (ç, ô, ê, a curly apostrophe, a no-break space) sends the
 * whole SMS as UCS-2: 70 characters a segment instead of 160, and each segment is paid for.
 */

/**
 * The basic table: one septet each (ESC, 0x1B, left out: it only announces the extension). The
 * space stands apart so that the French spacing check (scripts/french-spacing.ts) does not read
 * ' !' as a sentence.
 */
const BASIC =
  ' ' +
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: ESC and the character, two septets each. */
const EXTENSION = '\f^{}\\[~]|€';

const SEGMENT_SEPTETS = 160;
/** In a message of several segments, each loses 7 septets to the header joining them. */
const MULTIPART_SEPTETS = 153;
const UCS2_SEGMENT = 70;
const UCS2_MULTIPART = 67;

/** What French text and typed names hold that the alphabet spells otherwise. */
const SPELLED: Record<string, string> = {
  '\u00a0': ' ', // no-break space
  '\u202f': ' ', // narrow no-break space (French numbers and punctuation)
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\t': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '«': '"',
  '»': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '-',
  œ: 'oe',
  Œ: 'OE',
};

/**
 * `text` in the GSM 7-bit alphabet: what it has is kept (é, è, à, ù, Ç, É…), French typography
 * goes plain (no-break spaces, curly quotes, dashes), an accent the alphabet lacks is dropped
 * (ç → c, ô → o, ê → e) and what has no spelling at all (an emoji) is left out.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (BASIC.includes(char) || EXTENSION.includes(char)) out += char;
    else if (char in SPELLED) out += SPELLED[char];
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      if ([...base].every((c) => BASIC.includes(c))) out += base;
    }
  }
  return out;
}

/** Septets the text takes in GSM-7 (2 for the extension table), or null if it has to be UCS-2. */
export function gsm7Septets(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (BASIC.includes(char)) septets += 1;
    else if (EXTENSION.includes(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** How many SMS the network bills for `text`. */
export function smsSegments(text: string): number {
  const septets = gsm7Septets(text);
  if (septets !== null) {
    return septets <= SEGMENT_SEPTETS ? 1 : Math.ceil(septets / MULTIPART_SEPTETS);
  }
  // UCS-2 counts UTF-16 code units (an emoji takes two).
  return text.length <= UCS2_SEGMENT ? 1 : Math.ceil(text.length / UCS2_MULTIPART);
}

const fits = (text: string) => (gsm7Septets(text) ?? Infinity) <= SEGMENT_SEPTETS;

/**
 * An SMS from the shop, in one GSM-7 segment: `<shop name> : <text><more>`. `text` may be several
 * wordings, the fullest first: the first that fits with `more` (a link, a last sentence) is taken,
 * else the first that fits without it; then a long name is shortened (ending with a '.') before
 * the last, shortest wording: what the customer needs is in every wording, which every template
 * keeps short enough (sms-text.test.ts checks them with the longest values allowed).
 */
export function shopSms(shopName: string, text: string | readonly string[], more = ''): string {
  const name = toGsm7(shopName).trim();
  // Written the French way; toGsm7 makes the narrow no-break space a plain one.
  const bodies = (typeof text === 'string' ? [text] : text).map((t) => toGsm7(`\u202f: ${t}`));
  for (const body of bodies)
    if (fits(`${name}${body}${toGsm7(more)}`)) return `${name}${body}${toGsm7(more)}`;
  for (const body of bodies) if (fits(`${name}${body}`)) return `${name}${body}`;
  const body = bodies.at(-1)!;
  let short = name;
  while (short !== '' && !fits(`${short.trimEnd()}.${body}`)) short = short.slice(0, -1);
  // Cut between two words rather than inside one, when the name has several.
  const lastSpace = short.lastIndexOf(' ');
  if (lastSpace > 0 && name[short.length] !== ' ') short = short.slice(0, lastSpace);
  return short === '' ? toGsm7(body.slice(3)) : `${short.trimEnd()}.${body}`;
}
