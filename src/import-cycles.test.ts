import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// Import circles make modules load half-initialised and keep layers from being read (or replaced)
// on their own: lib/ reaching up into components/, a store importing its own loader back. Dynamic
// imports count too: a lazy "door" that leads back to where it starts is still a circle.
describe('imports', () => {
  it('no module of src/ imports itself back, statically, by type or dynamically', async () => {
    const tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx'], {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: false,
      exclude: /node_modules|\.test\.tsx?$/,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(300);
    expect(parseCircular(tree)).toEqual([]);
  });
});
