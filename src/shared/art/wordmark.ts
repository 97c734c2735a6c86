/**
 * The LAGUNE wordmark drawn as strokes, so it renders identically in browsers and in resvg
 * (which has no access to the site's web font). Letters sit on a 20×28 grid, 8 apart:
 * the whole word spans 160×28 user units, origin at its top-left corner.
 */
const LETTERS: ReadonlyArray<[number, number, string]> = [
  [4, 0, 'v28h16'], // L, nudged right so the L–A gap matches the A's slanted leg
  [0, 28, 'l10-28l10 28m-16-10h12'], // A
  [19, 5, 'q-3-5-9-5q-10 0-10 14q0 14 10 14q10 0 10-12h-9'], // G
  [0, 0, 'v18q0 10 10 10q10 0 10-10v-18'], // U
  [0, 28, 'v-28l20 28v-28'], // N
  [18, 0, 'h-18v28h18m-18-14h14'], // E
];

export const WORDMARK_WIDTH = 160;
export const WORDMARK_HEIGHT = 28;

export const WORDMARK_PATH = LETTERS.map(([x, y, rest], i) => `M${i * 28 + x} ${y}${rest}`).join(
  '',
);

/** The wordmark centred on (cx, cy) at the given width. */
export function wordmark(cx: number, cy: number, width: number, color: string, weight = 5): string {
  const s = width / WORDMARK_WIDTH;
  const tx = cx - width / 2;
  const ty = cy - (WORDMARK_HEIGHT * s) / 2;
  return `<path transform="translate(${r(tx)} ${r(ty)}) scale(${r(s, 3)})" d="${WORDMARK_PATH}" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linejoin="round"/>`;
}

export function r(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
