import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { subsetShopFont } from '../../../scripts/vite-font-subset.ts';
import { FONT_WEIGHTS, fontUnicodeRange } from './font-subset';

const original = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  ),
);

describe("the shop's font file, as the build cuts it", () => {
  it('is at most 24 KB, against 36.9 KB for the whole Latin file', async () => {
    const woff2 = await subsetShopFont(original);
    expect(original.length).toBeGreaterThan(36_000);
    expect(woff2.length).toBeLessThanOrEqual(24 * 1024);
  });

  it("draws every letter and sign of a French page, at the pages' weights", async () => {
    const face = new Face(new Blob(await subsetShopFont(original, 'sfnt')));
    const drawn = new Set(face.collectUnicodes());
    const french = 'Àâæçéèêëîïôœùûüÿ ÉÈÇŒ «»’“”–—…€ 50.000 FCFA : ; ! ? • ™ − Ñ ñ ã õ';
    const missing = [...french].filter((c) => c !== ' ' && !drawn.has(c.codePointAt(0)!));
    expect(missing).toEqual([]);
    expect(face.getAxisInfos().wght).toMatchObject({
      min: FONT_WEIGHTS.min,
      max: FONT_WEIGHTS.max,
    });
  });

  it("declares to the browser exactly what the file holds (the rest is the phone's own font)", () => {
    expect(fontUnicodeRange()).toMatch(/^U\+0020-007E,U\+00A0-00FF,/);
    expect(fontUnicodeRange()).toContain('U+0152-0153,U+0178');
  });
});
