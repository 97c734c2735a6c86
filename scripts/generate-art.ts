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
import jpeg from 'jpeg-js';
import { OG_PAGES, pageOgFile } from '../src/shared/art/og-pages.ts';
import {
  CATEGORY_IDS,
  productsInCategory,
  type ProductCategoryId,
} from '../src/shared/catalogue/categories.ts';
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

// Rasterising is the slow part (~0.1 s a picture), so each picture remembers the hash of the SVG it
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

/**
 * A share picture (Open Graph): the drawing as a 1200×630 JPEG, which WhatsApp shows whole and
 * which stays far below its 100 KB limit (a PNG of the same drawing weighed 281 KB; ADR 0115).
 */
const OG_JPEG_QUALITY = 72;
function writeJpeg(relative: string, svg: string): string {
  const hash = sha256(`jpeg ${OG_JPEG_QUALITY} ${svg}`);
  current[relative] = hash;
  if (previous[relative] === hash && existsSync(join(outDir, relative))) {
    produced.add(relative);
    digests.set(relative, hash);
    unchanged += 1;
    return `/generated/${relative}`;
  }
  const image = new Resvg(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: 'original' },
  }).render();
  const encoded = jpeg.encode(
    { data: image.pixels, width: image.width, height: image.height },
    OG_JPEG_QUALITY,
  );
  return write(relative, encoded.data, hash);
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
  og: writeJpeg(`og/${p.id}.jpg`, renderProductOgSvg(p.art)),
}));

const defaultOg = writeJpeg(
  'og/lagune.jpg',
  renderDefaultOgSvg(
    ['pull-sweat-capuche-creme', 't-shirt-wax-cocody', 'complet-lagune-kente-royal'].map(artOf),
  ),
);

// Each collection's picture shows three of its own garments.
const productCategories = CATEGORY_IDS.filter(
  (id): id is ProductCategoryId => id !== 'spring-summer',
);
for (const id of productCategories) {
  const arts = productsInCategory(products, id)
    .slice(0, 3)
    .map((p) => p.art);
  writeJpeg(`og/collections/${id}.jpg`, renderDefaultOgSvg(arts));
}

// Each info page gets three garments of its own, picked from the catalogue by the page's path:
// the same on every run, different from one page to the next.
OG_PAGES.forEach((path, index) => {
  const pick = [0, 1, 2].map((k) => products[(index * 7 + k * 17) % products.length]!.art);
  writeJpeg(pageOgFile(path), renderDefaultOgSvg(pick));
});

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
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const name = join(entry.parentPath, entry.name).slice(dir.length + 1);
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
