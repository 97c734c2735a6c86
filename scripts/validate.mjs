// `npm test` / `npm run validate`: everything CI runs, in order. Each step runs even if an
// earlier one failed (except those that need the build), so one run shows every problem.
import { bin, run } from './run.mjs';
import { runtimeLines } from './runtime.mjs';

for (const line of runtimeLines()) console.log(line);

const results = [];
async function step(label, fn) {
  console.log(`\n━━━ ${label} ━━━`);
  const started = Date.now();
  const code = await fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ label, code, seconds });
  console.log(`${code === 0 ? '✔' : '✖'} ${label} (${seconds} s)`);
  return code;
}

const node = process.execPath;
await step('Dépendances système (Chromium, PostgreSQL, Java)', () =>
  run(node, ['scripts/ensure-system-deps.mjs', 'chromium', 'postgres', 'java']),
);
await step('Types (react-router typegen + tsc)', async () => {
  const code = await run(bin('react-router'), ['typegen']);
  return code || run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
});
await step('Lint (ESLint + Prettier)', async () => {
  const code = await run(bin('eslint'), ['.', '--max-warnings', '0']);
  return code || run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
});
// The build first: page tests in Vitest render the real pages from it (ADR 0096).
const built = await step('Build de production', () => run(node, ['scripts/build.mjs']));
await step('Tests unitaires, composants et API (Vitest, PGlite + PostgreSQL)', () =>
  run(bin('vitest'), ['run']),
);
if (built === 0) {
  await step('Budget JS/CSS initial des pages boutique (bench/bundle-size.ts --check)', () =>
    run(node, ['--import', 'tsx', 'bench/bundle-size.ts', '--check']),
  );
  // As CI runs them (playwright.config.ts: `.only` refused, one retry with a trace), whether or
  // not the machine running `npm test` says it is CI: a test that fails twice still fails.
  await step('Tests de bout en bout (Playwright + Chromium, axe)', () =>
    run(bin('playwright'), ['test'], { env: { ...process.env, CI: process.env.CI || '1' } }),
  );
} else {
  results.push({
    label: 'Tests de bout en bout (sautés: le build a échoué)',
    code: 1,
    seconds: '0.0',
  });
}

console.log('\n━━━ Résumé ━━━');
for (const r of results) console.log(`${r.code === 0 ? '✔' : '✖'} ${r.label} — ${r.seconds} s`);
const failed = results.filter((r) => r.code !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
