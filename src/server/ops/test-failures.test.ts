import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin } from '../../../scripts/run.mjs';
import { capped, playwrightFailures, vitestFailures } from '../../../scripts/test-failures.mjs';
import { ROOT } from './test-processes.ts';

// Real reports from tiny suites run by the project's own Vitest and Playwright, so that a change
// in either report's shape fails here rather than leaving `npm test`'s summary silent. The folder
// is inside the checkout so that both tools resolve the project's packages.
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const dir = mkdtempSync(path.join(ROOT, '.tmp', 'test-failures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The tool as `npm test` runs it, without this run's own Vitest variables. */
function runTool(tool: string, args: string[], env: Record<string, string> = {}) {
  const outer = Object.entries(process.env).filter(
    ([name]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(name),
  );
  return spawnSync(bin(tool), args, {
    cwd: dir,
    env: { ...Object.fromEntries(outer), ...env, CI: '1', FORCE_COLOR: '1' },
    encoding: 'utf8',
  });
}

describe('the failed tests npm test names in its summary', () => {
  it('names each failed Vitest test by file and full name, with its first error line', () => {
    writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
    writeFileSync(
      path.join(dir, 'cart.test.mjs'),
      `import { describe, expect, it } from 'vitest';
describe('le panier', () => {
  it('passe', () => expect(1).toBe(1));
  it('échoue', () => expect(2, 'le total').toBe(3));
});`,
    );
    writeFileSync(path.join(dir, 'broken.test.mjs'), `import './absent.mjs';`);
    const report = path.join(dir, 'vitest.json');
    const run = runTool('vitest', [
      'run',
      '--root',
      dir,
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    expect(run.status).toBe(1);

    const lines = vitestFailures(report, dir);
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}cart\.test\.mjs › le panier échoue\n {6}.*le total/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}broken\.test\.mjs › \(fichier\)\n {6}.*absent\.mjs/),
    );
  }, 60_000);

  it('names Playwright tests that failed every try, then those that passed only on retry', () => {
    writeFileSync(
      path.join(dir, 'pw.config.mjs'),
      `export default { testDir: '.', testMatch: '*.spec.mjs', retries: 1, projects: [{ name: 'phone' }] };\n`,
    );
    writeFileSync(
      path.join(dir, 'buy.spec.mjs'),
      `import { expect, test } from '@playwright/test';
test.describe('achat', () => {
  test('passe', () => expect(1).toBe(1));
  test('échoue', () => expect(2).toBe(3));
  test('instable', ({}, info) => expect(info.retry, 'au second essai').toBe(1));
});`,
    );
    const report = path.join(dir, 'playwright.json');
    const run = runTool('playwright', ['test', '-c', 'pw.config.mjs', '--reporter=json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    });
    expect(run.status).toBe(1);

    expect(playwrightFailures(report)).toEqual([
      // Playwright colours its expect messages: the summary shows them plain.
      expect.stringMatching(
        /^ {2}buy\.spec\.mjs:4 \[phone\] › achat › échoue\n {6}Error: expect\(received\)\.toBe\(expected\)/,
      ),
      expect.stringMatching(
        /^ {2}buy\.spec\.mjs:5 \[phone\] › achat › instable \(instable : réussi au nouvel essai\)\n {6}.*au second essai/,
      ),
    ]);
  }, 60_000);

  it('says when a report is missing rather than claiming nothing failed', () => {
    expect(vitestFailures(path.join(dir, 'none.json'), dir)).toEqual([
      '  (rapport Vitest illisible : none.json)',
    ]);
    expect(playwrightFailures(path.join(dir, 'none.json'))).toHaveLength(1);
  });

  it('keeps the summary short: thirty tests at most, then how many more', () => {
    const many = Array.from({ length: 32 }, (_, i) => `  test ${i}`);
    expect(capped(many)).toHaveLength(31);
    expect(capped(many).at(-1)).toBe('  … et 2 autres');
    expect(capped(many.slice(0, 30))).toEqual(many.slice(0, 30));
  });
});
