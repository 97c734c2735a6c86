import type { CategoryId, ProductArt } from '../catalogue/types.ts';
import { mix } from './color.ts';
import { OUTLINES } from './garments.ts';
import type { LookDecor } from './looks.ts';
import { renderGarment } from './render.ts';
import { wordmark } from './wordmark.ts';

const SAND = '#F6F1EA';
const LAGOON = '#0E7C7B';
const ORANGE = '#F77F00';
const INK = '#111111';

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;

/** A garment drawing placed in a box of the given height (4:5), optionally tilted. */
function placed(art: ProductArt, id: string, x: number, y: number, h: number, tilt = 0): string {
  const w = h * 0.8;
  const inner = `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 400 500">${renderGarment(art, 'front', { idPrefix: id, shadow: 'flat' })}</svg>`;
  return tilt ? `<g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})">${inner}</g>` : inner;
}

/** The lagoon band with the wordmark, shared by every Open Graph image (no text: resvg has no web font). */
function brandBand(width: number): string {
  const crests = 't50 0'.repeat(Math.floor((width - 80) / 50) - 1);
  const wave = (y: number) => `M40 ${y}q25-14 50 0${crests}`;
  return (
    `<rect width="${width}" height="630" fill="${LAGOON}"/>` +
    `<path d="${wave(470)}${wave(500)}${wave(530)}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="${width - 90}" cy="120" r="44" fill="${ORANGE}" opacity=".9"/>` +
    wordmark(width / 2, 280, width - 120, SAND, 6) +
    `<rect x="${width / 2 - 50}" y="336" width="100" height="8" rx="4" fill="${ORANGE}"/>`
  );
}

/** Open Graph picture for one product, 1200×630. */
export function renderProductOgSvg(art: ProductArt): string {
  return (
    svgOpen(1200, 630) +
    `<rect width="1200" height="630" fill="${SAND}"/>` +
    `<circle cx="840" cy="315" r="260" fill="${mix(SAND, LAGOON, 0.1)}"/>` +
    brandBand(480) +
    placed(art, 'a', 590, 0, 630) +
    `</svg>`
  );
}

/** The shop's default share picture, 1200×630: a few garments laid out beside the band. */
export function renderDefaultOgSvg(arts: readonly ProductArt[]): string {
  const spots = [
    { x: 500, y: 40, h: 430, tilt: -8 },
    { x: 870, y: 30, h: 430, tilt: 7 },
    { x: 700, y: 196, h: 440, tilt: 0 },
  ];
  const garments = arts
    .slice(0, spots.length)
    .map((art, i) => {
      const s = spots[i]!;
      return placed(art, `o${i}`, s.x, s.y, s.h, s.tilt);
    })
    .join('');
  return (
    svgOpen(1200, 630) +
    `<rect width="1200" height="630" fill="${SAND}"/>` +
    `<circle cx="860" cy="300" r="280" fill="${mix(SAND, ORANGE, 0.12)}"/>` +
    brandBand(460) +
    garments +
    `</svg>`
  );
}

function decorFor(decor: LookDecor, backdrop: string): string {
  const light = mix(backdrop, '#ffffff', 0.22);
  const dark = mix(backdrop, '#000000', 0.12);
  switch (decor) {
    case 'sun':
      return `<circle cx="300" cy="110" r="78" fill="${light}"/><circle cx="300" cy="110" r="104" fill="none" stroke="${light}" stroke-width="10" stroke-dasharray="6 14"/>`;
    case 'waves':
      return `<path d="M-20 430q25-16 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0M-20 462q25-16 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0" fill="none" stroke="${light}" stroke-width="9" stroke-linecap="round"/>`;
    case 'palm': {
      const leaf = 'M0 0Q70-50 170-14Q70-28 0 0Z';
      return `<g fill="${dark}" transform="translate(-10 520)"><path d="${leaf}" transform="rotate(-70)"/><path d="${leaf}" transform="rotate(-50)"/><path d="${leaf}" transform="rotate(-30)"/><path d="${leaf}" transform="rotate(-10)"/></g><g fill="${dark}" transform="translate(410 -10) scale(-1 -1)"><path d="${leaf}" transform="rotate(-60)"/><path d="${leaf}" transform="rotate(-35)"/></g>`;
    }
  }
}

/**
 * A lookbook card, 4:5 (400×500): coloured backdrop, decor, and the outfit laid flat —
 * a top over a bottom, or a whole set.
 */
export function renderLookSvg(
  arts: readonly ProductArt[],
  backdrop: string,
  decor: LookDecor,
): string {
  const [top, bottom] = arts;
  if (!top) throw new Error('Un look a besoin d’au moins un vêtement');
  let outfit: string;
  if (!bottom) {
    outfit = `<g transform="translate(200 250) scale(.96) translate(-200 -250)">${renderGarment(top, 'front', { idPrefix: 't' })}</g>`;
  } else {
    outfit =
      `<g transform="translate(214 352) rotate(5) scale(.6) translate(-200 -258)">${renderGarment(bottom, 'front', { idPrefix: 'b' })}</g>` +
      `<g transform="translate(190 168) rotate(-6) scale(.64) translate(-200 -252)">${renderGarment(top, 'front', { idPrefix: 't' })}</g>`;
  }
  return (
    svgOpen(400, 500) +
    `<rect width="400" height="500" fill="${backdrop}"/>` +
    decorFor(decor, backdrop) +
    outfit +
    `</svg>`
  );
}

/** Line-art tile icons for the categories grid, 1:1. */
export function renderCategoryIconSvg(id: CategoryId): string {
  const line = (d: string, color = INK, width = 16) =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
  const teeNeck = line('M163 74Q200 118 237 74', INK, 12);
  const art: Record<CategoryId, string> = {
    't-shirt': line(OUTLINES.tee) + teeNeck + line('M150 330H250', LAGOON, 12),
    pull: line(OUTLINES.long) + line(OUTLINES.hood) + line('M136 312H264L286 394H114Z', LAGOON, 12),
    complet:
      `<g transform="translate(120 180) scale(.62) translate(-200 -252)">${line(OUTLINES.tee, INK, 26)}${line('M200 150V420', LAGOON, 20)}</g>` +
      `<g transform="translate(96 -30)">${line(OUTLINES.trousers)}</g>`,
    short:
      line(OUTLINES.shorts) +
      line('M102 152H298', INK, 12) +
      line('M193 141Q186 180 178 206M207 141Q214 180 224 204', LAGOON, 10),
    top: line(OUTLINES.tank) + line('M104 414Q200 424 296 414', LAGOON, 12),
    'custom-tshirt':
      line(OUTLINES.tee) +
      teeNeck +
      `<rect x="146" y="170" width="108" height="108" rx="10" fill="none" stroke="${LAGOON}" stroke-width="10" stroke-dasharray="18 14"/>` +
      line('M200 196V252M172 224H228', LAGOON, 12),
    'limited-edition':
      line(OUTLINES.tee) +
      teeNeck +
      `<path d="M200 170l16 33 36 5-26 25 6 36-32-17-32 17 6-36-26-25 36-5z" fill="${ORANGE}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>`,
    'spring-summer':
      `<circle cx="200" cy="190" r="70" fill="${ORANGE}" fill-opacity=".18" stroke="${ORANGE}" stroke-width="14"/>` +
      `<circle cx="200" cy="190" r="112" fill="none" stroke="${ORANGE}" stroke-width="14" stroke-dasharray="14 26"/>` +
      line('M60 360q35-24 70 0t70 0t70 0t70 0M60 420q35-24 70 0t70 0t70 0t70 0', LAGOON, 14),
  };
  return `${svgOpen(500, 500)}<g transform="translate(50 0)">${art[id]}</g></svg>`;
}
