import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { FONT_WEIGHTS, fontSubsetText } from '../src/web/fonts/font-subset.ts';

const FONT = /\/@fontsource-variable\/dm-sans\/files\/(dm-sans-latin-wght-normal\.woff2)\?url$/;

/** The shop's font file cut down to font-subset.ts's characters and weights. */
export async function subsetShopFont(
  font: Buffer,
  targetFormat: 'woff2' | 'sfnt' = 'woff2',
): Promise<Buffer> {
  return subsetFont(font, fontSubsetText(), {
    targetFormat,
    variationAxes: { wght: FONT_WEIGHTS },
  });
}

/**
 * In the build, the font file the pages import (`…/dm-sans-latin-wght-normal.woff2?url`) is
 * emitted cut down to the characters and weights of src/web/fonts/font-subset.ts (harfbuzz's
 * hb-subset, through subset-font). The client and server builds emit the same bytes, so the same
 * hashed name. `npm run dev` and the tests keep the whole file.
 */
export function fontSubsetPlugin(): Plugin {
  let subset: Promise<Buffer> | undefined;
  return {
    name: 'lagune-font-subset',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const match = FONT.exec(id);
      if (!match) return null;
      subset ??= readFile(id.replace(/\?url$/, '')).then((font) => subsetShopFont(font));
      const ref = this.emitFile({ type: 'asset', name: basename(match[1]!), source: await subset });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
