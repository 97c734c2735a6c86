// Writes the web app manifest's icons (public/icons/app-*.png, committed) and the logo search
// engines show (public/icons/logo-512.png) from one drawing: the
// brand's L and orange dot on lagoon teal, drawn as shapes (no font to find). Run again after
// changing the drawing: node --import tsx scripts/generate-app-icons.ts
import { Resvg } from '@resvg/resvg-js';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `inset`: the share of the side the mark spans (a maskable icon keeps it in the middle 80 %). */
function drawing(rounded: boolean, inset: number): string {
  const s = 512;
  const m = (s * (1 - inset)) / 2;
  const u = (s - 2 * m) / 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}">
<rect width="${s}" height="${s}" rx="${rounded ? 96 : 0}" fill="#0E7C7B"/>
<rect x="${m + 2 * u}" y="${m + u}" width="${1.8 * u}" height="${8 * u}" fill="#fff"/>
<rect x="${m + 2 * u}" y="${m + 7.2 * u}" width="${4.6 * u}" height="${1.8 * u}" fill="#fff"/>
<circle cx="${m + 8 * u}" cy="${m + 8.1 * u}" r="${0.95 * u}" fill="#F77F00"/>
</svg>`;
}

function png(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

const out = (name: string) => fileURLToPath(new URL(`../public/icons/${name}`, import.meta.url));
writeFileSync(out('app-192.png'), png(drawing(true, 0.8), 192));
writeFileSync(out('app-512.png'), png(drawing(true, 0.8), 512));
writeFileSync(out('app-maskable-512.png'), png(drawing(false, 0.6), 512));
writeFileSync(out('app-apple-180.png'), png(drawing(false, 0.7), 180));
// The shop's logo for search engines (structured data): a square PNG, docs/decisions/0212.
writeFileSync(out('logo-512.png'), png(drawing(false, 0.8), 512));
console.log('icônes écrites dans public/icons/');
