// Reads the JSON reports Vitest and Playwright write during `npm test` and names the tests that
// failed, so that the last lines of a long run (all a CI log may keep) say what to look at.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const MAX_TESTS = 30;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The first line of an error that says something (ANSI colours removed). */
function firstLine(message) {
  const plain = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  return plain ? plain.slice(0, 200) : '';
}

function line(where, name, message) {
  const why = firstLine(message);
  return `  ${where} › ${name}${why ? `\n      ${why}` : ''}`;
}

/** Failed Vitest tests, and test files that failed before any test ran. */
export function vitestFailures(file, root = process.cwd()) {
  const report = readJson(file);
  if (!report) return [`  (rapport Vitest illisible : ${relative(root, file)})`];
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const where = relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(line(where, test.fullName, test.failureMessages?.[0]));
    if (failed.length === 0 && suite.status === 'failed')
      lines.push(line(where, '(fichier)', suite.message));
  }
  return lines;
}

function* playwrightSpecs(suite, titles = []) {
  const path =
    suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, titles: path };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, path);
}

/** Playwright tests that failed every try, then those that passed only on retry (flaky). */
export function playwrightFailures(file) {
  const report = readJson(file);
  if (!report) return [`  (rapport Playwright illisible : ${file})`];
  const failed = [];
  const flaky = [];
  for (const top of report.suites ?? []) {
    for (const { spec, titles } of playwrightSpecs(top)) {
      for (const test of spec.tests ?? []) {
        const name = [...titles, spec.title].join(' › ');
        const where = `${spec.file}:${spec.line} [${test.projectName}]`;
        const error = test.results?.find((result) => result.error)?.error?.message;
        if (test.status === 'unexpected') failed.push(line(where, name, error));
        if (test.status === 'flaky')
          flaky.push(line(where, `${name} (instable : réussi au nouvel essai)`, error));
      }
    }
  }
  for (const error of report.errors ?? []) failed.push(line('(global)', 'erreur', error.message));
  return [...failed, ...flaky];
}

/** At most MAX_TESTS tests, saying how many were left out. */
export function capped(lines) {
  if (lines.length <= MAX_TESTS) return lines;
  return [...lines.slice(0, MAX_TESTS), `  … et ${lines.length - MAX_TESTS} autres`];
}
