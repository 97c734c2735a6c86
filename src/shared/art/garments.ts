import type { GarmentKind } from '../catalogue/types.ts';

/**
 * Flat-lay silhouettes on a 400×500 canvas. Each garment is one or more pieces; a piece is an
 * outline plus details drawn inside it (seams, ribs, pockets), clipped to the outline so that
 * nothing spills over the fabric edge.
 */
export type Side = 'front' | 'back';

export interface Tone {
  base: string;
  dark: string;
  deep: string;
  edge: string;
  stitch: string;
  accent: string;
  /** url(#…) of the all-over print pattern, or '' when the fabric is plain. */
  pattern: string;
  /** url(#…) of the rib-knit texture. */
  rib: string;
  /** url(#…) of the diagonal shading gradient (objectBoundingBox). */
  shade: string;
}

export interface Piece {
  d: string;
  inside: string;
  over?: string;
  /** Where a chest motif sits, in piece coordinates. */
  motif?: { x: number; y: number; w: number };
  transform?: string;
  /** Scale of the print inside this piece, so both halves of a set share one print size. */
  patternScale?: number;
}

const stitch = (t: Tone, d: string) =>
  `<path d="${d}" fill="none" stroke="${t.stitch}" stroke-width="1.5" stroke-dasharray="5 4"/>`;
const seam = (t: Tone, d: string, w = 2) =>
  `<path d="${d}" fill="none" stroke="${t.edge}" stroke-width="${w}" stroke-opacity=".6"/>`;
const fold = (d: string) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".09" stroke-width="7" stroke-linecap="round"/>`;
const sheen = (d: string) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="6" stroke-linecap="round"/>`;
const rib = (t: Tone, d: string) =>
  `<path d="${d}" fill="${t.dark}"/><path d="${d}" fill="${t.rib}"/>`;
/** Same-fabric panel (collar flap, hood, pocket): base colour, then the print. */
export const fabric = (t: Tone, d: string, extra = '') =>
  `<path d="${d}" fill="${t.base}"${extra}/>` +
  (t.pattern ? `<path d="${d}" fill="${t.pattern}"/>` : '');

const TEE =
  'M163 74Q200 86 237 74L296 90Q324 112 350 156L318 190Q304 180 292 170L296 420Q200 430 104 420L108 170Q96 180 82 190L50 156Q76 112 104 90Z';

function tee(t: Tone, side: Side, collar = false): Piece {
  const common =
    seam(t, 'M296 90Q286 130 292 170M104 90Q114 130 108 170') +
    stitch(t, 'M343 148L311 182M57 148L89 182M106 407Q200 416 294 407') +
    fold('M150 220Q140 320 152 405M256 250Q266 330 250 405M302 112Q322 140 332 172') +
    sheen('M120 120Q130 160 126 200');
  if (side === 'back') {
    const yoke = collar ? stitch(t, 'M104 96Q200 122 296 96') : '';
    return {
      d: TEE,
      inside: common + yoke,
      over:
        `<path d="M163 74Q200 86 237 74" fill="none" stroke="${t.dark}" stroke-width="${collar ? 14 : 9}" stroke-linecap="round"/>` +
        (collar ? '' : `<rect x="191" y="86" width="18" height="11" rx="1.5" fill="${t.accent}"/>`),
    };
  }
  if (collar) {
    const flaps = 'M165 70L198 148L136 122Q146 92 165 70ZM235 70L202 148L264 122Q254 92 235 70Z';
    const buttons = [180, 230, 280, 330, 380]
      .map(
        (y) =>
          `<circle cx="206" cy="${y}" r="5" fill="${t.accent}" stroke="${t.edge}" stroke-width="1.5"/>`,
      )
      .join('');
    return {
      d: TEE,
      inside:
        common +
        `<path d="M163 74Q200 86 237 74L200 150Z" fill="${t.deep}"/>` +
        seam(t, 'M200 150V420', 2.5) +
        stitch(t, 'M213 152V418'),
      over:
        `<path d="M160 76Q200 62 240 76Q200 86 160 76Z" fill="${t.dark}"/>` +
        fabric(t, flaps, ` stroke="${t.edge}" stroke-width="2" stroke-linejoin="round"`) +
        `<path d="${flaps}" fill="#000" fill-opacity=".06"/>` +
        buttons,
      motif: { x: 256, y: 186, w: 64 },
    };
  }
  return {
    d: TEE,
    inside:
      common +
      `<path d="M163 74Q200 86 237 74Q200 118 163 74Z" fill="${t.deep}"/>` +
      `<path d="M163 74Q200 118 237 74" fill="none" stroke="${t.dark}" stroke-width="10"/>` +
      stitch(t, 'M158 79Q200 128 242 79'),
    motif: { x: 200, y: 196, w: 124 },
  };
}

const LONG =
  'M160 92Q200 102 240 92L296 104Q332 130 346 200L366 388L326 398L302 232L300 430Q200 438 100 430L98 232L74 398L34 388L54 200Q68 130 104 104Z';

function longSleeve(t: Tone, side: Side, hood: boolean): Piece[] {
  const inside =
    seam(t, 'M296 104Q292 170 302 232M104 104Q108 170 98 232') +
    fold(
      'M328 250Q338 300 346 340M72 250Q62 300 54 340M150 250Q144 330 156 395M252 260Q258 330 246 395',
    ) +
    sheen('M118 130Q128 170 122 215') +
    rib(t, 'M363 360L323 370L326 398L366 388ZM37 360L77 370L74 398L34 388ZM90 402H310V450H90Z') +
    stitch(t, 'M100 401H300');
  const body: Piece = { d: LONG, inside };
  if (!hood) {
    if (side === 'back') {
      body.over =
        `<path d="M160 92Q200 102 240 92" fill="none" stroke="${t.dark}" stroke-width="12" stroke-linecap="round"/>` +
        `<rect x="191" y="104" width="18" height="11" rx="1.5" fill="${t.accent}"/>`;
      return [body];
    }
    body.inside +=
      `<path d="M160 92Q200 102 240 92Q200 130 160 92Z" fill="${t.deep}"/>` +
      `<path d="M160 92Q200 131 240 92" fill="none" stroke="${t.dark}" stroke-width="14"/>` +
      `<path d="M160 92Q200 131 240 92" fill="none" stroke="${t.rib}" stroke-width="14"/>` +
      stitch(t, 'M154 99Q200 146 246 99');
    body.motif = { x: 200, y: 214, w: 124 };
    return [body];
  }
  if (side === 'back') {
    const h = 'M148 122C120 30 280 30 252 122Q200 140 148 122Z';
    return [body, { d: h, inside: seam(t, 'M200 38V132') + fold('M170 60Q160 90 168 120') }];
  }
  body.inside +=
    fabric(t, 'M136 312H264L286 394H114Z') +
    seam(t, 'M136 312L114 394M264 312L286 394', 4) +
    stitch(t, 'M140 319H260M118 387H282');
  body.motif = { x: 200, y: 256, w: 84 };
  const hoodOuter = 'M150 122C118 24 282 24 250 122Q226 152 200 162Q174 152 150 122Z';
  return [
    body,
    {
      d: hoodOuter,
      inside:
        `<path d="M166 114C156 54 244 54 234 114Q218 140 200 148Q182 140 166 114Z" fill="${t.deep}"/>` +
        stitch(t, 'M156 118Q176 150 200 156Q224 150 244 118'),
      over:
        `<g fill="${t.deep}"><circle cx="187" cy="148" r="3.5"/><circle cx="213" cy="148" r="3.5"/></g>` +
        `<path d="M187 149Q182 175 184 198M213 149Q218 175 216 198" fill="none" stroke="${t.accent}" stroke-width="4.5" stroke-linecap="round"/>` +
        `<path d="M184 198v11M216 198v11" stroke="${t.edge}" stroke-width="6" stroke-linecap="round"/>`,
    },
  ];
}

function tank(t: Tone, side: Side): Piece {
  const d =
    'M152 66L176 66Q200 92 224 66L248 66Q248 150 298 176Q284 300 300 428Q200 438 100 428Q116 300 102 176Q152 150 152 66Z';
  const binding = (path: string) =>
    `<path d="${path}" fill="none" stroke="${t.dark}" stroke-width="11"/>`;
  const common =
    binding('M248 66Q248 150 298 176M152 66Q152 150 102 176') +
    stitch(t, 'M104 414Q200 424 296 414') +
    fold('M150 240Q160 330 148 410M250 240Q240 330 252 410') +
    sheen('M128 200Q138 250 130 300');
  if (side === 'back') return { d, inside: common + binding('M176 66Q200 92 224 66') };
  return {
    d,
    inside:
      common +
      `<path d="M176 66Q200 92 224 66Q200 126 176 66Z" fill="${t.deep}"/>` +
      binding('M176 66Q200 126 224 66'),
    motif: { x: 200, y: 244, w: 100 },
  };
}

function crop(t: Tone, side: Side): Piece {
  const d =
    'M166 96Q200 106 234 96L288 110Q314 130 334 170L304 196Q292 186 284 180L288 320Q200 330 112 320L116 180Q108 186 96 196L66 170Q86 130 112 110Z';
  const common =
    seam(t, 'M288 110Q280 150 284 180M112 110Q120 150 116 180') +
    stitch(t, 'M328 162L298 188M72 162L102 188') +
    fold('M150 200Q144 250 152 292M250 206Q258 250 248 292') +
    rib(t, 'M100 298H300V340H100Z');
  const piece: Piece = { d, inside: common, transform: 'translate(-20 14) scale(1.1)' };
  if (side === 'back') {
    piece.over = `<path d="M166 96Q200 106 234 96" fill="none" stroke="${t.dark}" stroke-width="9" stroke-linecap="round"/>`;
    return piece;
  }
  piece.inside +=
    `<path d="M166 96Q200 106 234 96Q200 134 166 96Z" fill="${t.deep}"/>` +
    `<path d="M166 96Q200 134 234 96" fill="none" stroke="${t.dark}" stroke-width="9"/>`;
  piece.motif = { x: 200, y: 212, w: 104 };
  return piece;
}

function shorts(t: Tone, side: Side): Piece {
  const d = 'M104 118H296L298 152L326 386Q272 398 214 392L200 252L186 392Q128 398 74 386L102 152Z';
  const common =
    rib(t, 'M90 110H310V154H90Z') +
    stitch(t, 'M100 160H300M80 372Q128 384 186 378M214 378Q272 384 320 372') +
    seam(t, 'M200 154V252', 2.5) +
    fold('M150 200Q160 290 140 376M250 200Q240 290 262 376M188 300L200 258L212 300') +
    sheen('M120 180Q130 250 112 330');
  if (side === 'back') {
    const pockets = 'M126 190H182L178 246H130ZM218 190H274L270 246H222Z';
    return {
      d,
      inside: common + `<path d="${pockets}" fill="#000" fill-opacity=".08"/>` + stitch(t, pockets),
    };
  }
  return {
    d,
    inside:
      common +
      stitch(t, 'M214 156V226Q214 240 200 246') +
      seam(t, 'M112 160Q146 170 136 224M288 160Q254 170 264 224', 3),
    over:
      `<g fill="${t.deep}"><circle cx="193" cy="140" r="3.5"/><circle cx="207" cy="140" r="3.5"/></g>` +
      `<path d="M193 141Q186 180 178 206M207 141Q214 180 224 204" fill="none" stroke="${t.accent}" stroke-width="4.5" stroke-linecap="round"/>`,
    motif: { x: 264, y: 326, w: 62 },
  };
}

const TROUSERS = 'M140 236H260L262 258L280 462H212L200 320L188 462H120L138 258Z';

function trousers(t: Tone, side: Side): Piece {
  const d = TROUSERS;
  const loops = [150, 198, 246]
    .map((x) => `<rect x="${x}" y="234" width="5" height="26" fill="${t.deep}"/>`)
    .join('');
  const common =
    `<path d="M120 232H280V258H120Z" fill="${t.dark}"/>` +
    loops +
    seam(t, 'M200 258V320', 2.5) +
    sheen('M163 300L157 458M237 300L243 458') +
    fold('M176 330Q170 400 178 456M224 330Q230 400 222 456') +
    stitch(t, 'M120 450H186M214 450H280');
  if (side === 'back') return { d, inside: common + seam(t, 'M148 282H182M218 282H252', 3) };
  return {
    d,
    inside:
      common +
      stitch(t, 'M211 260V306Q211 316 200 318') +
      seam(t, 'M146 262Q166 270 158 300M254 262Q234 270 242 300', 3),
  };
}

/** The pieces of a garment, in painting order (back to front). */
export function garmentPieces(kind: GarmentKind, side: Side, t: Tone): Piece[] {
  switch (kind) {
    case 'tshirt':
      return [tee(t, side)];
    case 'hoodie':
      return longSleeve(t, side, true);
    case 'sweater':
      return longSleeve(t, side, false);
    case 'top':
      return [tank(t, side)];
    case 'crop-top':
      return [crop(t, side)];
    case 'shorts':
      return [shorts(t, side)];
    case 'set':
      // Matching shirt and trousers: the shirt, worn untucked, overlaps the waistband.
      return [
        {
          ...trousers(t, side),
          transform: 'translate(40 8) rotate(5 200 350)',
          patternScale: 0.68,
        },
        {
          ...tee(t, side, true),
          transform: 'translate(166 162) rotate(-6) scale(.68) translate(-200 -252)',
        },
      ];
  }
}

/** Outline paths only, for the line-art category icons. */
export const OUTLINES = {
  tee: TEE,
  long: LONG,
  hood: 'M150 122C118 24 282 24 250 122Q226 152 200 162Q174 152 150 122Z',
  tank: 'M152 66L176 66Q200 126 224 66L248 66Q248 150 298 176Q284 300 300 428Q200 438 100 428Q116 300 102 176Q152 150 152 66Z',
  shorts: 'M104 118H296L298 152L326 386Q272 398 214 392L200 252L186 392Q128 398 74 386L102 152Z',
  trousers: TROUSERS,
} as const;
