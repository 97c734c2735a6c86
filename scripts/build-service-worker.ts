// Builds /sw.js after React Router's client build (docs/decisions/0122): Vite bundles
// src/web/service-worker/sw.ts with the Workbox modules it imports, then workbox-build's
// injectManifest writes the precache list (the offline page, the web app manifest, the favicon and
// the font, each with a content hash) into build/client/sw.js. Not the app's icons: the phone
// fetches them when the shop is installed, and every first visit would download 17 KB of them.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { buildDir } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = join(buildDir(), 'client');

/**
 * The build's id: a hash of its hashed asset names, i.e. of the scripts and styles its pages ask
 * for. The worker names its page cache after it, so pages kept by one build never meet another's
 * scripts.
 */
const buildId = createHash('sha256')
  .update(readdirSync(join(client, 'assets')).sort().join('\n'))
  .digest('hex')
  .slice(0, 12);

const scratch = mkdtempSync(join(tmpdir(), 'lagune-sw-'));
try {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: {
      alias: [{ find: '@shared', replacement: join(root, 'src/shared') }],
    },
    define: {
      __LAGUNE_BUILD__: JSON.stringify(buildId),
      // Workbox's modules log only in development builds.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: scratch,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      lib: {
        entry: join(root, 'src/web/service-worker/sw.ts'),
        formats: ['iife'],
        name: 'laguneServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: join(scratch, 'sw.js'),
    swDest: join(client, 'sw.js'),
    globDirectory: client,
    globPatterns: [
      'offline.html',
      'manifest.webmanifest',
      'favicon.svg',
      'assets/dm-sans-latin-wght-normal-*.woff2',
    ],
    // A hashed asset's name is its revision: the worker may then take it from the HTTP cache. With
    // a revision of its own, Workbox asks the network again ('reload'), and a first visit
    // downloaded the font twice, the page's copy and the worker's (22 KB on a shopper's data).
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(warning);
  console.log(
    `sw.js : build ${buildId}, ${count} fichiers pré-enregistrés (${(size / 1024).toFixed(0)} Ko)`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
