import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Enough text that responses cross the compression threshold (1 KB), as real pages do.
const FILLER = 'Mode lagunaire, coton léger, coupes amples. '.repeat(60);

export const INLINE_SCRIPT = 'window.__reactRouterContext = {"ssr":false};';

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>${title} | LAGUNE</title><link rel="stylesheet" href="/assets/root-abc.css"/></head><body>${body}<p>${FILLER}</p><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/a-123.js"></script></body></html>`;
}

export const ASSET_JS = `export const catalogue = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: `t-shirt-${i}`, price: 6000 })))};\n`;

/**
 * A miniature of what `react-router build` writes to <BUILD_DIR>/client, in a temp folder. With
 * `serverBuildOf` (a real build folder), its server build renders the pages (a link to it), so
 * that paths that are no file get the real pages.
 */
export function createFakeClientBuild({ serverBuildOf }: { serverBuildOf?: string } = {}): {
  buildDir: string;
  remove(): void;
} {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'lagune-build-'));
  const files: Record<string, string> = {
    'page.html': page('Accueil', '<h1>NOUVEAUTÉS</h1>'),
    'assets/a-123.js': ASSET_JS,
    'sw.js': "self.addEventListener('fetch', () => {});\n",
    'favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    'generated/products/x-front.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${FILLER}</desc></svg>`,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(buildDir, 'client', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  if (serverBuildOf) symlinkSync(path.join(serverBuildOf, 'server'), path.join(buildDir, 'server'));
  return { buildDir, remove: () => rmSync(buildDir, { recursive: true, force: true }) };
}
