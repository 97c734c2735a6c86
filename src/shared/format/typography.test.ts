import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isShopText,
  SERVER_TEXT,
  sourceFiles,
  spacingFixes,
} from '../../../scripts/french-spacing.ts';
import { formatPrice } from './money.ts';
import { frenchSpacing, frenchSpacingProblems, NNBSP } from './typography.ts';

describe('French spacing (ADR 0116)', () => {
  it('puts a narrow no-break space before : ; ! ? », after « and in amounts in FCFA', () => {
    expect(frenchSpacing('Prix initial : 8 000 FCFA')).toBe(
      `Prix initial${NNBSP}: 8${NNBSP}000${NNBSP}FCFA`,
    );
    expect(frenchSpacing('« Bonjour » ; ça va ? Oui !')).toBe(
      `«${NNBSP}Bonjour${NNBSP}»${NNBSP}; ça va${NNBSP}? Oui${NNBSP}!`,
    );
    expect(frenchSpacing('Taille\u00A0:')).toBe(`Taille${NNBSP}:`);
    expect(frenchSpacing('http://x:80 a?b')).toBe('http://x:80 a?b');
  });

  it('formats every price with the same space: never broken between the number and FCFA', () => {
    expect(formatPrice(8000)).toBe(`8${NNBSP}000${NNBSP}FCFA`);
    expect(frenchSpacingProblems(formatPrice(125000))).toEqual([]);
  });

  it('finds what a reader would see break', () => {
    expect(frenchSpacingProblems('Livraison : 1 500 FCFA')).not.toEqual([]);
    expect(frenchSpacingProblems('« x »')).not.toEqual([]);
    expect(frenchSpacingProblems(frenchSpacing('Livraison : 1 500 FCFA, « x » ?'))).toEqual([]);
  });

  it('leaves no ordinary space in the shop’s own strings, templates and JSX text', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = ['src/web', 'src/shared', ...SERVER_TEXT]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => isShopText(path.relative(root, file)));
    expect(files.length).toBeGreaterThan(100);
    const left = files.flatMap((file) =>
      spacingFixes(file, readFileSync(file, 'utf8')).map(
        (fix) => `${path.relative(root, file)}: ${fix.before}`,
      ),
    );
    expect(left).toEqual([]);
  });
});
