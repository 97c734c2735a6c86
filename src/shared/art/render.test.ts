import { describe, expect, it } from 'vitest';
import { products } from '../catalogue/products.ts';
import type { GarmentKind, PrintKind, ProductArt } from '../catalogue/types.ts';
import { luminance, mix } from './color.ts';
import { graphicVariant } from './prints.ts';
import { renderGarment, renderGarmentSvg, type Side } from './render.ts';
import { svgProblems } from './svg-checks.ts';

const KINDS: GarmentKind[] = ['tshirt', 'hoodie', 'sweater', 'set', 'shorts', 'top', 'crop-top'];
const PRINTS: PrintKind[] = [
  'plain',
  'stripes',
  'wax',
  'logo',
  'wave',
  'palm',
  'sun',
  'kente',
  'graphic',
];
const SIDES: Side[] = ['front', 'back'];
const BUDGET = 6 * 1024;

describe('renderGarmentSvg', () => {
  for (const kind of KINDS) {
    for (const print of PRINTS) {
      it(`draws a ${kind} with a ${print} print, front and back`, () => {
        const art: ProductArt = { kind, color: '#2D3A6B', accent: '#F77F00', print };
        const [front, back] = SIDES.map((side) => renderGarmentSvg(art, side)) as [string, string];
        for (const svg of [front, back]) {
          expect(
            svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"'),
          ).toBe(true);
          expect(svg.endsWith('</svg>')).toBe(true);
          expect(svg.length).toBeLessThan(BUDGET);
          expect(svgProblems(svg)).toEqual([]);
          expect(svg).toContain('#2D3A6B');
        }
        expect(front).not.toBe(back);
      });
    }
  }

  it('puts chest motifs on the front only, and all-over prints on both sides', () => {
    const wave: ProductArt = { kind: 'tshirt', color: '#D8C3A0', accent: '#0E7C7B', print: 'wave' };
    expect(renderGarmentSvg(wave, 'front')).toContain('stroke="#0E7C7B" stroke-width="7"');
    expect(renderGarmentSvg(wave, 'back')).not.toContain('stroke="#0E7C7B" stroke-width="7"');
    const wax: ProductArt = { ...wave, print: 'wax' };
    for (const side of SIDES) expect(renderGarmentSvg(wax, side)).toContain('<pattern id="gp"');
  });

  it('is deterministic', () => {
    const art = products[0]!.art;
    expect(renderGarmentSvg(art, 'front')).toBe(renderGarmentSvg(art, 'front'));
  });

  it('draws every catalogue product within the size budget', () => {
    for (const p of products) {
      for (const side of SIDES)
        expect(renderGarmentSvg(p.art, side).length, p.id).toBeLessThan(BUDGET);
    }
  });

  it('draws each of the three graphic designs', () => {
    const pairs = [
      ['#1E1E24', '#F77F00'],
      ['#D8C3A0', '#F77F00'],
      ['#7A2E3A', '#DDA033'],
    ] as const;
    expect(pairs.map(([b, a]) => graphicVariant(b, a)).sort()).toEqual([0, 1, 2]);
    const drawings = pairs.map(([color, accent]) =>
      renderGarmentSvg({ kind: 'tshirt', color, accent, print: 'graphic' }, 'front')
        .replaceAll(color, '')
        .replaceAll(accent, ''),
    );
    expect(new Set(drawings).size).toBe(3);
  });

  it('prefixes ids so several garments can share one document', () => {
    const art = products[0]!.art;
    const doc = `<svg>${renderGarment(art, 'front', { idPrefix: 'a' })}${renderGarment(art, 'front', { idPrefix: 'b' })}</svg>`;
    expect(svgProblems(doc)).toEqual([]);
  });

  it('can skip the blur filter for fast rasterising', () => {
    const art = products[0]!.art;
    expect(renderGarment(art, 'front')).toContain('feGaussianBlur');
    expect(renderGarment(art, 'front', { shadow: 'flat' })).not.toContain('filter');
  });
});

describe('colour helpers', () => {
  it('mixes and measures colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#0E7C7B', '#0E7C7B', 0.3)).toBe('#0e7c7b');
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
  });

  it('rejects a malformed colour with a clear message', () => {
    expect(() => mix('#12', '#000000', 0.5)).toThrow('Couleur invalide : #12');
    expect(() => luminance('bleu')).toThrow('Couleur invalide');
  });
});

describe('svgProblems', () => {
  it('reports duplicate ids, dangling references, bad numbers and external links', () => {
    expect(svgProblems('<svg><path id="a"/><use href="#a"/></svg>')).toEqual([]);
    expect(svgProblems('<svg><path id="a"/><path id="a"/></svg>')).toEqual(['id en double : a']);
    expect(svgProblems('<svg><rect fill="url(#z)"/></svg>')).toEqual(['référence inconnue : #z']);
    expect(svgProblems('<svg><rect width="NaN"/></svg>')).toEqual(['valeur NaN']);
    expect(svgProblems('<svg><image href="https://exemple.ci/x.png"/></svg>')).toEqual([
      'référence externe',
    ]);
  });
});
