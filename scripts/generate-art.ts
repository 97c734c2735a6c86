/**
 * `npm run art`: writes every generated picture into public/generated/ (gitignored):
 * product SVGs (front/back), Open Graph PNGs, lookbook cards, category icons and a manifest.
 * Files whose content has not changed are left untouched, so re-runs are cheap and idempotent.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { CATEGORY_IDS } from '../src/shared/catalogue/categories.ts';
import { getProduct, products } from '../src/shared/catalogue/products.ts';
import type { ProductArt } from '../src/shared/catalogue/types.ts';
import {
  renderCategoryIconSvg,
  renderDefaultOgSvg,
  renderLookSvg,
  renderProductOgSvg,
} from '../src/shared/art/compositions.ts';
import { LOOKS } from '../src/shared/art/looks.ts';
import { renderGarmentSvg } from '../src/shared/art/render.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.LAGUNE_ART_DIR ?? join(root, 'public', 'generated');

let written = 0;
let unchanged = 0;
const produced = new Set<string>();
// What each picture is, for the art version: its bytes, or for a PNG the drawing it is rendered
// from (the same on every run, whether the PNG was re-rendered or kept).
const digests = new Map<string, string>();
const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

function write(relative: string, content: string | Buffer, digest = sha256(content)): string {
  const file = join(outDir, relative);
  produced.add(relative);
  digests.set(relative, digest);
  mkdirSync(dirname(file), { recursive: true });
  const next = typeof content === 'string' ? Buffer.from(content) : content;
  try {
    if (readFileSync(file).equals(next)) {
      unchanged += 1;
      return `/generated/${relative}`;
    }
  } catch {
    // Missing file: written below.
  }
  writeFileSync(file, next);
  written += 1;
  return `/generated/${relative}`;
}

// Rasterising is the slow part (~0.1 s a picture), so each PNG remembers the hash of the SVG it
// came from and is only re-rendered when that drawing changes.
// The cache lives outside public/ so it is never served, one file per output folder.
const cacheFile = join(
  root,
  'node_modules',
  '.cache',
  'lagune-art',
  `${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}.json`,
);
const previous: Record<string, string> = existsSync(cacheFile)
  ? JSON.parse(readFileSync(cacheFile, 'utf8'))
  : {};
const current: Record<string, string> = {};

function writePng(relative: string, svg: string): string {
  const hash = sha256(svg);
  current[relative] = hash;
  if (previous[relative] === hash && existsSync(join(outDir, relative))) {
    produced.add(relative);
    digests.set(relative, hash);
    unchanged += 1;
    return `/generated/${relative}`;
  }
  // System fonts are not loaded: the drawings contain no text, and skipping the font scan saves time.
  const png = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } })
    .render()
    .asPng();
  return write(relative, png, hash);
}

function artOf(id: string): ProductArt {
  const product = getProduct(id);
  if (!product) throw new Error(`Produit inconnu dans un look : ${id}`);
  return product.art;
}

const started = Date.now();

const productFiles = products.map((p) => ({
  id: p.id,
  front: write(`products/${p.id}-front.svg`, renderGarmentSvg(p.art, 'front')),
  back: write(`products/${p.id}-back.svg`, renderGarmentSvg(p.art, 'back')),
  og: writePng(`og/${p.id}.png`, renderProductOgSvg(p.art)),
}));

const defaultOg = writePng(
  'og/lagune.png',
  renderDefaultOgSvg(
    ['pull-sweat-capuche-creme', 't-shirt-wax-cocody', 'complet-lagune-kente-royal'].map(artOf),
  ),
);

const looks = LOOKS.map((look) => ({
  id: look.id,
  title: look.title,
  productIds: look.productIds,
  image: write(
    `looks/${look.id}.svg`,
    renderLookSvg(look.productIds.map(artOf), look.backdrop, look.decor),
  ),
}));

const categories = Object.fromEntries(
  CATEGORY_IDS.map((id) => [id, write(`categories/${id}.svg`, renderCategoryIconSvg(id))]),
);

mkdirSync(dirname(cacheFile), { recursive: true });
writeFileSync(cacheFile, `${JSON.stringify(current, null, 2)}\n`);

// Pictures of products that left the catalogue would otherwise stay online forever.
let removed = 0;
for (const folder of ['products', 'og', 'looks', 'categories']) {
  const dir = join(outDir, folder);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    if (!produced.has(`${folder}/${name}`)) {
      rmSync(join(dir, name));
      removed += 1;
    }
  }
}
rmSync(join(outDir, '.png-sources.json'), { force: true });

// The art version every picture URL carries (src/shared/art/art-url.ts): rewritten only when a
// picture changed, so the pages built next point at new URLs and the old ones stay cached as they were.
const version = sha256(
  [...digests]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([relative, digest]) => `${relative} ${digest}`)
    .join('\n'),
).slice(0, 10);
const versionFile = join(root, 'src', 'shared', 'art', 'art-version.ts');
const versionSource = `// Written by scripts/generate-art.ts (\`npm run art\`, first step of \`npm run build\`): a hash of
// every generated picture. Commit it when it changes. See src/shared/art/art-url.ts.
export const ART_VERSION: string = '${version}';
`;
if (readFileSync(versionFile, 'utf8') !== versionSource) {
  writeFileSync(versionFile, versionSource);
  console.log(`Art LAGUNE : nouvelle version des illustrations ${version} (${versionFile}).`);
}
write(
  'manifest.json',
  `${JSON.stringify({ products: productFiles, defaultOg, looks, categories }, null, 2)}\n`,
);

console.log(
  `Art LAGUNE : ${written} fichier(s) écrit(s), ${unchanged} inchangé(s), ${removed} supprimé(s) dans ${outDir} en ${Date.now() - started} ms.`,
);
