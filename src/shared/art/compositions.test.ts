import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, LISTING } from '../catalogue/categories.ts';
import { getProduct, products } from '../catalogue/products.ts';
import {
  renderCategoryIconSvg,
  renderDefaultOgSvg,
  renderLookSvg,
  renderProductOgSvg,
} from './compositions.ts';
import { artUrl } from './art-url.ts';
import { LOOKS } from './looks.ts';
import { svgProblems } from './svg-checks.ts';

describe('Open Graph pictures', () => {
  it('draws a 1200×630 picture per product, without text (resvg has no web font)', () => {
    for (const p of products.slice(0, 10)) {
      const svg = renderProductOgSvg(p.art);
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(svg).not.toContain('<text');
      expect(svg).toContain('#0E7C7B');
      expect(svgProblems(svg)).toEqual([]);
    }
  });

  it('composes several garments into the default picture', () => {
    const svg = renderDefaultOgSvg(products.slice(0, 3).map((p) => p.art));
    expect(svg).toContain('viewBox="0 0 1200 630"');
    expect(svg.match(/viewBox="0 0 400 500"/g)).toHaveLength(3);
    expect(svgProblems(svg)).toEqual([]);
  });
});

describe('lookbook', () => {
  it('has enough looks for the home carousel and the spring/summer gallery', () => {
    expect(LOOKS.length).toBe(LISTING.springSummerLooks);
    expect(LOOKS.length).toBeGreaterThanOrEqual(LISTING.homeLooks);
    expect(new Set(LOOKS.map((l) => l.id)).size).toBe(LOOKS.length);
  });

  it('only shows real, in-stock catalogue products', () => {
    for (const look of LOOKS) {
      expect(look.image).toBe(artUrl(`looks/${look.id}.svg`));
      for (const id of look.productIds)
        expect(getProduct(id)?.inStock, `${look.id}: ${id}`).toBe(true);
    }
  });

  it('draws each look as a 4:5 card', () => {
    for (const look of LOOKS) {
      const arts = look.productIds.map((id) => getProduct(id)!.art);
      const svg = renderLookSvg(arts, look.backdrop, look.decor);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"')).toBe(
        true,
      );
      expect(svg).toContain(look.backdrop);
      expect(svg.length).toBeLessThan(12 * 1024);
      expect(svgProblems(svg)).toEqual([]);
    }
  });

  it('refuses an empty outfit', () => {
    expect(() => renderLookSvg([], '#000000', 'sun')).toThrow('Un look a besoin');
  });
});

describe('category icons', () => {
  it('draws a distinct square line-art icon for every category', () => {
    const icons = CATEGORY_IDS.map((id) => renderCategoryIconSvg(id));
    for (const svg of icons) {
      expect(svg).toContain('viewBox="0 0 500 500"');
      expect(svg.length).toBeLessThan(2048);
      expect(svgProblems(svg)).toEqual([]);
    }
    expect(new Set(icons).size).toBe(CATEGORY_IDS.length);
  });
});
