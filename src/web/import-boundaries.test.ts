import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, run on one-line files placed where they would
// live: `npm test` lints the real code, this checks that the rules forbid what they should.

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('a feature cannot import another feature, by alias or by relative path', async () => {
    const file = 'src/web/features/products/new-block.tsx';
    expect(await restricted(file, '~/features/cart/cart-view')).toEqual([
      expect.stringContaining('Une feature n’importe pas une autre'),
    ]);
    expect(await restricted(file, '../cart/cart-view')).toHaveLength(1);
    expect(await restricted(file, '~/features/cart')).toHaveLength(1);
  });

  it('a feature may import itself and what lies below features', async () => {
    const file = 'src/web/features/products/new-block.tsx';
    for (const source of [
      './price',
      '~/features/products/price',
      '~/components/ui/button',
      '~/lib/cart/cart-store',
      '@shared/catalogue/products.ts',
    ]) {
      expect(await restricted(file, source), source).toEqual([]);
    }
  });

  it('routes compose features; components and lib do not import them', async () => {
    expect(await restricted('src/web/routes/new-page.tsx', '~/features/cart/cart-view')).toEqual(
      [],
    );
    expect(
      await restricted('src/web/components/new-part.tsx', '~/features/cart/cart-view'),
    ).toHaveLength(1);
    expect(
      await restricted('src/web/lib/new-helper.ts', '../features/cart/cart-view'),
    ).toHaveLength(1);
  });

  it('lib does not import components (the interface sits on lib, not the reverse)', async () => {
    const file = 'src/web/lib/new-helper.ts';
    for (const source of ['~/components/layout/header-sheet', '../components/ui/button']) {
      expect(await restricted(file, source), source).toEqual([
        expect.stringContaining('src/web/lib est sous src/web/components'),
      ]);
    }
    expect(await restricted('src/web/components/new-part.tsx', '~/components/ui/button')).toEqual(
      [],
    );
    expect(await restricted(file, '~/lib/api')).toEqual([]);
  });

  it('zod comes from @shared/schemas/zod.ts, where its messages are French', async () => {
    expect(await restricted('src/web/lib/new-helper.ts', 'zod')).toEqual([
      expect.stringContaining('@shared/schemas/zod.ts'),
    ]);
    expect(await restricted('src/shared/schemas/new-schema.ts', 'zod/mini')).toHaveLength(1);
    expect(await restricted('src/shared/schemas/new-schema.ts', './zod.ts')).toEqual([]);
  });
});
