import { parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// `npm run dev` brings Vite into the server (docs/decisions/0218); `npm start` must not: Vite is a
// development tool, and a production install may leave it out.
describe('the production server (src/server/main.ts)', () => {
  it('never imports Vite nor the dev server, not even a type', async () => {
    const tree = await parseDependencyTree(['src/server/main.ts'], {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: false,
      exclude: /node_modules/,
    });
    const files = Object.keys(tree);
    expect(files).toContain('src/server/app.ts');
    const requests = Object.values(tree).flatMap((deps) => (deps ?? []).map((d) => d.request));
    expect(requests.filter((r) => r === 'vite' || r.startsWith('vite/'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/server/dev'))).toEqual([]);
  });
});
