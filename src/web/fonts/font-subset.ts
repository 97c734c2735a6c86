/**
 * What the shop's font file holds (ADR 0230): Latin-1 (French accents, and the letters of most
 * names typed in West Africa) and French typography, at the weights the pages use. The build cuts
 * the fontsource file down to this (scripts/vite-font-subset.ts): 21.6 KB instead of 36.9 KB on
 * every first visit, before the page's JavaScript. A character outside it (an owner's emoji) is
 * drawn by the phone's own font, as is the narrow no-break space before : ; ! ? (DM Sans has none).
 */
const RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: à â æ ç é è ê ë î ï ô ù û ü ÿ, « », the no-break space…
  [0x152, 0x153], // Œ œ
  [0x178, 0x178], // Ÿ
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // −
];

/** font-weight from font-normal to font-extrabold. */
export const FONT_WEIGHTS = { min: 400, max: 800 };

// Functions, not values: the browser bundle, which reads the @font-face back from the page, drops
// them with the code that calls them.

/** Every character of the file, for the subsetter. */
export function fontSubsetText(): string {
  return RANGES.map(([from, to]) =>
    String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)),
  ).join('');
}

/** The @font-face's unicode-range: the browser asks this file only for these characters. */
export function fontUnicodeRange(): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(',');
}
