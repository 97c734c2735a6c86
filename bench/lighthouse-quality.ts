// `npm run bench:lighthouse:quality`: Lighthouse's accessibility, best-practices and SEO scores on
// the storefront pages the budgets name (they stay 100). These audits read the page, not
// the clock, so one run per page says it; the failing audits are named. Its server listens on
// 127.0.0.1 with a throwaway data folder and is stopped by PID. A bench reports; it always exits 0.
//
//   npm run bench:lighthouse:quality
//   npm run bench:lighthouse:quality -- --url now=http://127.0.0.1:3000
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { products } from '../src/shared/catalogue/products.ts';
import { openTargets, parseArgs, stopTargets, type Target } from './support/targets.ts';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const lighthouseCli = resolve('node_modules/lighthouse/cli/index.js');

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null }>;
  runtimeError?: { message: string };
};

function runLighthouse(url: string, outFile: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('exit', (code) => done(code ?? 1));
  });
}

const product = products.find((p) => p.inStock) ?? products[0]!;
const paths = [
  '/',
  `/product/${product.id}`,
  '/collections/t-shirt',
  '/cart',
  '/recherche?q=pull',
  '/suivi',
];

/**
 * Pages kept out of search engines on purpose (`noindex`: a cart, search results):
 * Lighthouse's SEO counts that against them ('Page is blocked from indexing'), so that one audit
 * is left out of their SEO score here, and said.
 */
const NOINDEX = new Set(['/cart', '/recherche?q=pull']);
const INDEXING_AUDIT = 'is-crawlable';

function score(report: Report, category: string, path: string): number {
  const refs = (report.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !(NOINDEX.has(path) && ref.id === INDEXING_AUDIT),
  );
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const earned = refs.reduce(
    (sum, ref) => sum + ref.weight * (report.audits[ref.id]?.score ?? 1),
    0,
  );
  return total === 0 ? 100 : Math.round((earned / total) * 100);
}

const outDir = mkdtempSync(join(tmpdir(), 'lagune-lighthouse-quality-'));
const below: string[] = [];
let targets: Target[] = [];
try {
  targets = await openTargets(parseArgs());
  console.log(`Lighthouse 13 mobile, ${CATEGORIES.join(', ')} · ${cpus().length} cœurs`);
  let n = 0;
  for (const t of targets) {
    for (const path of paths) {
      const outFile = join(outDir, `${(n += 1)}.json`);
      let code = await runLighthouse(`${t.url}${path}`, outFile);
      if (code !== 0) code = await runLighthouse(`${t.url}${path}`, outFile);
      if (code !== 0) {
        below.push(`${t.label} ${path} : lighthouse a échoué (code ${code})`);
        continue;
      }
      const report = JSON.parse(readFileSync(outFile, 'utf8')) as Report;
      if (report.runtimeError) {
        below.push(`${t.label} ${path} : ${report.runtimeError.message}`);
        continue;
      }
      const scores = CATEGORIES.map((c) => score(report, c, path));
      console.log(
        `  ${t.label.padEnd(8)} ${path.padEnd(44)} ${CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join('  ')}${NOINDEX.has(path) ? '  (noindex voulu : non compté)' : ''}`,
      );
      CATEGORIES.forEach((c, i) => {
        if (scores[i] === 100) return;
        const failing = (report.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
          .filter((ref) => !(NOINDEX.has(path) && ref.id === INDEXING_AUDIT))
          .map((ref) => report.audits[ref.id]!.title);
        below.push(`${t.label} ${path} ${c} ${scores[i]} : ${failing.join(' ; ') || '?'}`);
      });
    }
  }
} catch (error) {
  below.push((error as Error).message);
} finally {
  await stopTargets();
  rmSync(outDir, { recursive: true, force: true });
}

for (const line of below) console.log(`  sous 100 : ${line}`);
console.log(
  `\nlighthouse-quality: ${below.length === 0 ? 'PASS' : 'FAIL'} (accessibilité, bonnes pratiques, SEO à 100 sur ${paths.length} pages${below.length ? ` ; ${below.length} écart(s)` : ''})`,
);
