import type { PrintKind } from '../catalogue/types.ts';
import { mix } from './color.ts';
import { FABRIC } from './palette.ts';
import { r, wordmark } from './wordmark.ts';

/** Prints that cover the whole fabric (drawn through a <pattern>), as opposed to chest motifs. */
export const ALL_OVER_PRINTS: ReadonlySet<PrintKind> = new Set(['stripes', 'wax', 'kente']);

/** A <pattern> for all-over prints, or '' for motif prints. */
export function printPattern(id: string, print: PrintKind, base: string, accent: string): string {
  const open = (w: number, h: number) =>
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">`;
  switch (print) {
    case 'stripes':
      return `${open(20, 26)}<rect width="20" height="9" fill="${accent}"/></pattern>`;
    case 'wax': {
      // Concentric "wax" medallions with quarter-circles in the corners, a classic Ivorian layout.
      const soft = mix(accent, base, 0.55);
      return (
        `${open(52, 52)}<g fill="${soft}"><circle r="11"/><circle cx="52" r="11"/><circle cy="52" r="11"/><circle cx="52" cy="52" r="11"/></g>` +
        `<circle cx="26" cy="26" r="16" fill="${accent}"/><circle cx="26" cy="26" r="10" fill="${base}"/><circle cx="26" cy="26" r="5" fill="${accent}"/>` +
        `<path d="M26 0l5 5-5 5-5-5zM0 26l5-5 5 5-5 5zM52 26l-5-5-5 5 5 5zM26 52l5-5-5-5-5 5z" fill="${accent}"/></pattern>`
      );
    }
    case 'kente': {
      // A woven band every 120 units: gold ground, dark blocks, thin coloured weft lines.
      const dark = FABRIC.ink === base ? FABRIC.bordeaux : FABRIC.ink;
      return (
        `${open(36, 120)}<rect y="40" width="36" height="38" fill="${accent}"/>` +
        `<rect y="46" width="18" height="11" fill="${dark}"/><rect x="18" y="61" width="18" height="11" fill="${dark}"/>` +
        `<rect y="42" width="36" height="2" fill="${FABRIC.lagoon}"/><rect y="74" width="36" height="2" fill="${FABRIC.lagoon}"/>` +
        `<rect x="8" y="62" width="4" height="9" fill="${FABRIC.terracotta}"/><rect x="26" y="47" width="4" height="9" fill="${FABRIC.terracotta}"/></pattern>`
      );
    }
    default:
      return '';
  }
}

/**
 * A chest motif centred on (cx, cy), `w` units wide. Drawn on a 100×100 design box.
 * `base` is the fabric colour, used to cut shapes out of the accent.
 */
export function printMotif(
  print: PrintKind,
  cx: number,
  cy: number,
  w: number,
  base: string,
  accent: string,
): string {
  const g = (body: string) =>
    `<g transform="translate(${r(cx)} ${r(cy)}) scale(${r(w / 100, 3)})">${body}</g>`;
  switch (print) {
    case 'logo':
      return wordmark(cx, cy, w, accent, 5);
    case 'wave':
      return g(
        `<circle cx="26" cy="-26" r="12" fill="${accent}" opacity=".55"/>` +
          `<path d="M-50-2q12.5-13 25 0t25 0t25 0t25 0M-50 16q12.5-13 25 0t25 0t25 0t25 0M-50 34q12.5-13 25 0t25 0t25 0t25 0" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`,
      );
    case 'palm':
      return g(
        `<circle cx="16" cy="-8" r="30" fill="${accent}" opacity=".22"/>` +
          `<path d="M2 48Q10 8-4-24" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>` +
          `<g fill="${accent}"><path d="M-4-24Q-30-48-54-26Q-30-36-4-24z"/><path d="M-4-24Q20-50 48-30Q20-38-4-24z"/>` +
          `<path d="M-4-24Q-40-24-46 8Q-30-18-4-24z"/><path d="M-4-24Q30-22 38 10Q22-16-4-24z"/><path d="M-4-24Q-10-52 8-60Q-2-44-4-24z"/></g>` +
          `<path d="M-50 48H50" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
      );
    case 'sun':
      return g(
        `<circle r="44" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="5 9" opacity=".8"/>` +
          `<circle r="31" fill="${accent}"/>` +
          `<path d="M-34 8H34M-34 17H34M-34 26H34" stroke="${base}" stroke-width="4"/>`,
      );
    case 'graphic':
      return g(GRAPHICS[graphicVariant(base, accent)]!(base, accent));
    default:
      return '';
  }
}

/**
 * 'graphic' has three designs; the fabric colours pick one, so a product always gets the same
 * drawing while different colourways do not all wear the same motif.
 */
export function graphicVariant(base: string, accent: string): number {
  let sum = 0;
  for (const ch of `${base}${accent}`.toLowerCase()) sum += ch.charCodeAt(0);
  return sum % GRAPHICS.length;
}

const GRAPHICS: ReadonlyArray<(base: string, accent: string) => string> = [
  // Adinkra-like emblem.
  (base, accent) =>
    `<circle r="42" fill="none" stroke="${accent}" stroke-width="9"/>` +
    `<path d="M0-30L30 0L0 30L-30 0z" fill="${accent}"/><circle r="9" fill="${base}"/>` +
    `<g fill="${accent}"><circle cy="-56" r="6"/><circle cy="56" r="6"/><circle cx="-56" r="6"/><circle cx="56" r="6"/></g>`,
  // Baoulé-inspired mask.
  (base, accent) =>
    `<path d="M0-56C28-56 34-22 30 10C26 38 13 54 0 58C-13 54-26 38-30 10C-34-22-28-56 0-56Z" fill="${accent}"/>` +
    `<path d="M-22-4q10-9 18 0q-8 6-18 0zM4-4q8-9 18 0q-10 6-18 0z" fill="${base}"/>` +
    `<path d="M0 0V26M-14-36h28M-9-27h18" stroke="${base}" stroke-width="4" stroke-linecap="round"/><rect x="-7" y="36" width="14" height="6" rx="3" fill="${base}"/>`,
  // Plateau skyline over the lagoon.
  (base, accent) =>
    `<circle cx="34" cy="-44" r="9" fill="${accent}" opacity=".6"/>` +
    `<g fill="${accent}"><rect x="-48" y="-6" width="17" height="42"/><rect x="-28" y="-38" width="18" height="74"/><rect x="-7" y="-58" width="16" height="94"/><rect x="12" y="-24" width="18" height="60"/><rect x="33" y="0" width="15" height="36"/></g>` +
    `<path d="M-19-30V30M1-50V30M21-16V30" stroke="${base}" stroke-width="3.5" stroke-dasharray="4 6"/>` +
    `<path d="M-50 46q12.5-8 25 0t25 0t25 0t25 0" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
];
