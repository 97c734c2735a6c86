import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Enough text that responses cross the compression threshold (1 KB), as real pages do.
const FILLER = 'Mode lagunaire, coton léger, coupes amples. '.repeat(60);

export const INLINE_SCRIPT = 'window.__reactRouterContext = {"ssr":false};';

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>${title} | LAGUNE</title><link rel="stylesheet" href="/assets/root-abc.css"/></head><body>${body}<p>${FILLER}</p><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/a-123.js"></script></body></html>`;
}

export const ASSET_JS = `export const catalogue = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: `t-shirt-${i}`, price: 6000 })))};\n`;

/** A miniature of what `react-router build` writes to <BUILD_DIR>/client, in a temp folder. */
export function createFakeClientBuild(): { buildDir: string; remove(): void } {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'lagune-build-'));
  const files: Record<string, string> = {
    'index.html': page('Accueil', '<h1>NOUVEAUTÉS</h1>'),
    'contact/index.html': page('Contact', '<h1>CONTACTEZ-NOUS</h1>'),
    'not-found/index.html': page('Page introuvable', '<h1>PAGE INTROUVABLE</h1>'),
    '__404/index.html': page('404', '<h1>404</h1><a href="/">Retour à l’accueil</a>'),
    'product/x/index.html': page('T-shirt X', '<h1>T-SHIRT X</h1>'),
    'collections/t-shirt/index.html': page('T-shirts', '<h1>T-SHIRTS LAGUNE</h1>'),
    'assets/a-123.js': ASSET_JS,
    'favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    'generated/products/x-front.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${FILLER}</desc></svg>`,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(buildDir, 'client', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { buildDir, remove: () => rmSync(buildDir, { recursive: true, force: true }) };
}
