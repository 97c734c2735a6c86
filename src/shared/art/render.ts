import type { ProductArt } from '../catalogue/types.ts';
import { isLight, luminance, mix } from './color.ts';
import type { Side, Tone } from './garments.ts';
import { garmentPieces } from './garments.ts';
import { ALL_OVER_PRINTS, printMotif, printPattern } from './prints.ts';
import { wordmark } from './wordmark.ts';

export type { Side } from './garments.ts';

function tone(art: ProductArt, p: string): Tone {
  const base = art.color;
  return {
    base,
    dark: mix(base, '#000000', 0.16),
    deep: mix(base, '#000000', 0.42),
    edge: mix(base, '#000000', 0.32),
    stitch: isLight(base) ? mix(base, '#000000', 0.32) : mix(base, '#ffffff', 0.38),
    accent: art.accent,
    pattern: ALL_OVER_PRINTS.has(art.print) ? `url(#${p}p)` : '',
    rib: `url(#${p}r)`,
    shade: `url(#${p}s)`,
  };
}

/** Gradients, rib texture and drop-shadow filter shared by every piece of one drawing. */
function sharedDefs(p: string, blur: boolean): string {
  return (
    `<linearGradient id="${p}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<linearGradient id="${p}e"><stop offset="0" stop-opacity=".14"/><stop offset=".2" stop-opacity="0"/><stop offset=".8" stop-opacity="0"/><stop offset="1" stop-opacity=".16"/></linearGradient>` +
    `<pattern id="${p}r" width="6" height="10" patternUnits="userSpaceOnUse"><rect width="2" height="10" fill="#000" fill-opacity=".16"/></pattern>` +
    (blur
      ? `<filter id="${p}f" x="-15%" y="-15%" width="130%" height="135%"><feGaussianBlur stdDeviation="7"/></filter>`
      : '')
  );
}

function patternFill(fill: string, scale = 1): string {
  if (scale === 1) return `<rect width="400" height="500" fill="${fill}"/>`;
  // The rect grows as it shrinks so it still covers the whole 400×500 piece.
  return `<rect width="${Math.ceil(500 / scale)}" height="${Math.ceil(500 / scale)}" transform="scale(${scale})" fill="${fill}"/>`;
}

export interface GarmentOptions {
  /** Prefix for every id, so several drawings can share one SVG document. */
  idPrefix?: string;
  /**
   * 'soft' blurs the drop shadow; 'flat' offsets a translucent copy instead, which renders
   * several times faster in resvg and is used for the build-time PNGs.
   */
  shadow?: 'soft' | 'flat';
}

/**
 * The garment alone (no backdrop) as SVG markup for a 400×500 user space: defs, soft shadow,
 * fabric, print, details. Compose it inside any <svg> or <g>.
 */
export function renderGarment(art: ProductArt, side: Side, options: GarmentOptions = {}): string {
  const p = options.idPrefix ?? 'g';
  const t = tone(art, p);
  const pieces = garmentPieces(art.kind, side, t);
  const flat = options.shadow === 'flat';
  let defs = sharedDefs(p, !flat) + printPattern(`${p}p`, art.print, art.color, art.accent);
  let body = '';
  pieces.forEach((piece, i) => {
    const b = `${p}b${i}`;
    const c = `${p}c${i}`;
    defs += `<path id="${b}" d="${piece.d}"/><clipPath id="${c}"><use href="#${b}"/></clipPath>`;
    const shadow = flat
      ? `<use href="#${b}" fill="#000" fill-opacity=".1" transform="translate(5 8)"/>`
      : `<use href="#${b}" fill="#000" fill-opacity=".2" filter="url(#${p}f)" transform="translate(3 9)"/>`;
    const motif =
      side === 'front' && piece.motif && !ALL_OVER_PRINTS.has(art.print)
        ? printMotif(art.print, piece.motif.x, piece.motif.y, piece.motif.w, art.color, art.accent)
        : '';
    const inner =
      shadow +
      `<use href="#${b}" fill="${t.base}"/>` +
      `<g clip-path="url(#${c})">` +
      (t.pattern ? patternFill(t.pattern, piece.patternScale) : '') +
      piece.inside +
      `<use href="#${b}" fill="url(#${p}e)"/><use href="#${b}" fill="${t.shade}"/></g>` +
      `<use href="#${b}" fill="none" stroke="${t.edge}" stroke-width="2" stroke-linejoin="round"/>` +
      motif +
      (piece.over ?? '');
    body += piece.transform ? `<g transform="${piece.transform}">${inner}</g>` : inner;
  });
  // A small wordmark between the shoulders tells the back of a logo piece apart at a glance.
  if (side === 'back' && art.print === 'logo' && art.kind !== 'shorts') {
    const y = {
      tshirt: 132,
      hoodie: 168,
      sweater: 150,
      top: 130,
      'crop-top': 174,
      set: 80,
      shorts: 0,
    }[art.kind];
    body += wordmark(200, y, art.kind === 'set' ? 44 : 72, art.accent, 5);
  }
  return `<defs>${defs}</defs>${body}`;
}

/** Backdrop tone: a light garment sits on a slightly deeper sand so its edge still reads. */
export function backdropFor(color: string): { edge: string; centre: string } {
  return luminance(color) > 0.55
    ? { edge: '#DDD2C2', centre: '#ECE5DA' }
    : { edge: '#EAE2D6', centre: '#F8F4EE' };
}

/** A product picture: the garment on a soft neutral backdrop, 4:5 (viewBox 0 0 400 500). */
export function renderGarmentSvg(art: ProductArt, side: Side): string {
  const bg = backdropFor(art.color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="${bg.centre}"/><stop offset="1" stop-color="${bg.edge}"/></radialGradient></defs>` +
    `<rect width="400" height="500" fill="url(#bg)"/>` +
    renderGarment(art, side, { idPrefix: 'g' }) +
    `</svg>`
  );
}
