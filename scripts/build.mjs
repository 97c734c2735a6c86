// Production build: generated product art, sitemap, then the prerendered React Router client.
// The output folder is LAGUNE_BUILD_DIR or BUILD_DIR (default ./build); a stamp records what was built so
// `npm start` only rebuilds when sources changed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run, runTs } from './run.mjs';
import { buildDir, sourceFingerprint } from './build-stamp.mjs';

const steps = [
  ['Illustrations produits', () => runTs('scripts/generate-art.ts')],
  ['Plan du site', () => runTs('scripts/generate-sitemap.ts')],
  [
    'Application (prérendu)',
    () =>
      run(bin('react-router'), ['build'], {
        env: { ...process.env, LAGUNE_BUILD_DIR: buildDir() },
      }),
  ],
];

const started = Date.now();
for (const [label, step] of steps) {
  console.log(`\n▶ ${label}`);
  const code = await step();
  if (code !== 0) {
    console.error(`✖ Échec de l'étape « ${label} » (code ${code}).`);
    process.exit(code);
  }
}
writeFileSync(join(buildDir(), '.build-stamp'), sourceFingerprint());
console.log(
  `\n✔ Build terminé en ${((Date.now() - started) / 1000).toFixed(1)} s dans ${buildDir()}/`,
);
