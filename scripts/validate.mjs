// `npm test` / `npm run validate`: everything CI runs, in order. Each step runs even if an
// earlier one failed (except those that need the build), so one run shows every problem.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { bin, run } from './run.mjs';
import { runtimeLines } from './runtime.mjs';
import { capped, playwrightFailures, vitestFailures } from './test-failures.mjs';

for (const line of runtimeLines()) console.log(line);

// Machine-readable reports, read back at the end to name the failed tests (scripts/test-failures.mjs).
const reports = resolve('.tmp/reports');
const vitestReport = `${reports}/vitest.json`;
const playwrightReport = `${reports}/playwright.json`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
async function step(label, fn, failures = () => []) {
  console.log(`\n━━━ ${label} ━━━`);
  const started = Date.now();
  const code = await fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ label, code, seconds, failures: failures() });
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
await step(
  'Tests unitaires, composants et API (Vitest, PGlite + PostgreSQL)',
  () =>
    run(bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ]),
  () => vitestFailures(vitestReport),
);
if (built === 0) {
  await step('Budget JS/CSS initial des pages boutique (bench/bundle-size.ts --check)', () =>
    run(node, ['--import', 'tsx', 'bench/bundle-size.ts', '--check']),
  );
  // As CI runs them (playwright.config.ts: `.only` refused, one retry with a trace), whether or
  // not the machine running `npm test` says it is CI: a test that fails twice still fails.
  await step(
    'Tests de bout en bout (Playwright + Chromium, axe)',
    () =>
      run(bin('playwright'), ['test', '--reporter=list,json'], {
        env: {
          ...process.env,
          CI: process.env.CI || '1',
          PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
        },
      }),
    () => playwrightFailures(playwrightReport),
  );
} else {
  results.push({
    label: 'Tests de bout en bout (sautés: le build a échoué)',
    code: 1,
    seconds: '0.0',
  });
}

console.log('\n━━━ Résumé ━━━');
for (const r of results) {
  console.log(`${r.code === 0 ? '✔' : '✖'} ${r.label} — ${r.seconds} s`);
  for (const line of capped(r.failures ?? [])) console.log(line);
}
const failed = results.filter((r) => r.code !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
