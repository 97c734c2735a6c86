// Production build: generated product art, sitemap, React Router's client and server builds, then
// the service worker (it lists the client build's files).
// The output folder is BUILD_DIR (default ./build); a stamp records what was built so `npm start`
// only rebuilds when sources changed. One build at a time per checkout (scripts/build-lock.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run, runTs } from './run.mjs';
import { buildDir, sourceFingerprint } from './build-stamp.mjs';
import { lockHolder, withBuildLock } from './build-lock.mjs';

const steps = [
  ['Illustrations produits', () => runTs('scripts/generate-art.ts')],
  [
    'Application (client et serveur)',
    () =>
      run(bin('react-router'), ['build'], {
        // Always React's production build: a build started from the tests (NODE_ENV=test) once
        // shipped React's development one.
        env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: buildDir() },
      }),
  ],
  ['Service worker', () => runTs('scripts/build-service-worker.ts')],
];

async function build() {
  const started = Date.now();
  for (const [label, step] of steps) {
    console.log(`\n▶ ${label}`);
    const code = await step();
    if (code !== 0) {
      console.error(`✖ Échec de l'étape « ${label} » (code ${code}).`);
      return code;
    }
  }
  writeFileSync(join(buildDir(), '.build-stamp'), sourceFingerprint());
  console.log(
    `\n✔ Build terminé en ${((Date.now() - started) / 1000).toFixed(1)} s dans ${buildDir()}/`,
  );
  return 0;
}

// `npm start` takes the lock itself before it decides to build, then runs this script.
const code =
  lockHolder() === process.ppid
    ? await build()
    : await withBuildLock(build, {
        onWait: (pid) =>
          console.log(`Un autre build est en cours (processus ${pid}) : attente de sa fin…`),
      });
process.exit(code);
