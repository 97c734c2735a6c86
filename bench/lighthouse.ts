// Lighthouse mobile on the budgeted pages (/, a product page, /collections/t-shirt, /cart,
// /recherche?q=pull), in both throttling modes: the default simulation (Lantern: a fast trace,
// then slow 4G and CPU ×4 simulated) and `--throttling-method=devtools` (throttling applied while
// the page loads). Median of `--runs` runs (default 5, or LIGHTHOUSE_RUNS) per page per mode.
// Budget: performance ≥ 95 in both modes, CLS ≤ 0.02 in both, LCP ≤ 1.8 s with applied throttling
// (the simulation charges every early script to the paints: its FCP/LCP are shown, not budgeted).
// Lighthouse is a guard, not the target: what a phone feels is `npm run bench:phone`; never change
// a page only to move a simulated figure (ADR 0150).
//
//   npm run bench:lighthouse                          # this checkout's server (built if needed)
//   npm run bench:lighthouse -- --runs 1
//   npm run bench:lighthouse -- --url before=http://127.0.0.1:3201 --url after=http://127.0.0.1:3202
//   npm run bench:lighthouse -- --checkout before=/work/wt-old --checkout after=.
//   npm run bench:lighthouse -- --photo           # the product page's main picture: an uploaded
//                                                 # photo (bench/support/uploaded-photo.ts)
//   npm run bench:lighthouse -- --photo --path /product/t-shirt-signature-creme   # that page alone
//
// Servers it starts listen on 127.0.0.1 (free port) with a throwaway data folder and are stopped by
// PID at the end; targets are alternated run by run. A bench reports; it always exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { products } from '../src/shared/catalogue/products.ts';
import {
  alternate,
  median,
  openTargets,
  parseArgs,
  stopTargets,
  type Target,
} from './support/targets.ts';
import {
  describeUpload,
  PHONE_WIDTH,
  PHOTO_BUDGET_KB,
  photoServerEnv,
  uploadMainPhoto,
  withinPhotoBudget,
  type UploadedPhoto,
} from './support/uploaded-photo.ts';

const BUDGET_SCORE = 95;
const BUDGET_LCP_MS = 1800;
const BUDGET_CLS = 0.02;
const lighthouseCli = resolve('node_modules/lighthouse/cli/index.js');

type Mode = 'simulate' | 'devtools';
const MODES: { mode: Mode; name: string }[] = [
  { mode: 'simulate', name: 'simulation (défaut)' },
  { mode: 'devtools', name: 'appliqué (devtools)' },
];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

function runLighthouse(url: string, mode: Mode, outFile: string): Promise<number> {
  return new Promise((resolveRun) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        `--throttling-method=${mode}`,
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
    child.on('exit', (code) => resolveRun(code ?? 1));
  });
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url?: string; transferSize?: number }[] } }
  >;
  runtimeError?: { message: string };
}

/** The product photos (`/media/photos/…`) the page loaded, with the bytes sent for each. */
function photosLoaded(file: string): string {
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
  const items = report.audits['network-requests']?.details?.items ?? [];
  return (
    items
      .filter((i) => i.url?.includes('/media/photos/'))
      .map((i) => `${i.url!.split('/').pop()} ${((i.transferSize ?? 0) / 1024).toFixed(1)} KB`)
      .join(', ') || 'aucune'
  );
}

function figures(file: string): Figures {
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(report.runtimeError.message);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

const product = products.find((p) => p.inStock) ?? products[0];
const PAGES = [
  '/',
  ...(product ? [`/product/${product.id}`] : []),
  '/collections/t-shirt',
  '/cart',
  '/recherche?q=pull',
];

/** Median of each figure over the runs (runs are noisy on a shared machine). */
function medianFigures(runs: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    score: mid((f) => f.score),
    fcp: mid((f) => f.fcp),
    lcp: mid((f) => f.lcp),
    tbt: mid((f) => f.tbt),
    cls: mid((f) => f.cls),
    bytes: mid((f) => f.bytes),
  };
}

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs();
} catch (error) {
  console.log((error as Error).message);
  console.log('lighthouse: FAIL (arguments)');
  process.exit(0);
}
const RUNS = args.runs ?? Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// `--path`: one page's figures in a tenth of the time (a verdict then covers that page alone).
const paths = args.paths.length ? args.paths : PAGES;

const uploads = new Map<string, UploadedPhoto>();
const productPath = product ? `/product/${product.id}` : undefined;

const outDir = mkdtempSync(join(tmpdir(), 'lagune-lighthouse-'));
const runs = new Map<string, Figures[]>();
const key = (t: Target, mode: Mode, path: string) => `${t.label}|${mode}|${path}`;
const problems: string[] = [];
let targets: Target[] = [];
let file = 0;
try {
  targets = await openTargets(args, args.photo ? photoServerEnv() : {});
  if (args.photo) {
    if (!product) throw new Error('--photo : aucun produit à mesurer');
    console.log('Photo téléversée (--photo) :');
    for (const t of targets) {
      const upload = await uploadMainPhoto(t, product.id);
      uploads.set(t.label, upload);
      for (const line of describeUpload(t, upload)) console.log(line);
    }
  }
  console.log(
    `Lighthouse 13 mobile, deux modes (simulation par défaut et --throttling-method=devtools), médiane de ${RUNS} passage(s), cibles alternées.\n` +
      `C'est un garde-fou, pas la cible : la cible est ce que mesure un vrai téléphone (npm run bench:phone).`,
  );
  for (const t of targets) console.log(`  cible ${t.label.padEnd(12)} ${t.url}`);
  console.log(
    `  charge de la machine (1 min) : ${loadavg()[0]!.toFixed(1)} sur ${cpus().length} cœurs`,
  );
  for (let run = 0; run < RUNS; run += 1) {
    for (const t of alternate(targets, run)) {
      for (const { mode } of MODES) {
        for (const path of paths) {
          const outFile = join(outDir, `${(file += 1)}.json`);
          // Under CPU pressure Chromium sometimes loses the trace (NO_NAVSTART): one more try.
          let code = await runLighthouse(`${t.url}${path}`, mode, outFile);
          if (code !== 0) code = await runLighthouse(`${t.url}${path}`, mode, outFile);
          try {
            if (code !== 0) throw new Error(`lighthouse a échoué (code ${code})`);
            const f = figures(outFile);
            (
              runs.get(key(t, mode, path)) ??
              runs.set(key(t, mode, path), []).get(key(t, mode, path))!
            ).push(f);
            console.log(
              `  passage ${run + 1}  ${t.label.padEnd(12)} ${mode.padEnd(8)} ${path.padEnd(34)} perf ${String(f.score).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s` +
                (args.photo && path === productPath ? `  photos : ${photosLoaded(outFile)}` : ''),
            );
          } catch (error) {
            problems.push(`${t.label} ${mode} ${path}: ${(error as Error).message}`);
            console.log(
              `  passage ${run + 1}  ${t.label} ${mode} ${path} ÉCHEC : ${(error as Error).message}`,
            );
          }
        }
      }
    }
  }
} catch (error) {
  problems.push((error as Error).message);
  console.log(`Lighthouse impossible : ${(error as Error).message}`);
} finally {
  await stopTargets();
  rmSync(outDir, { recursive: true, force: true });
}

console.log(`\ncharge de la machine en fin de mesure (1 min) : ${loadavg()[0]!.toFixed(1)}`);
const over: string[] = [];
for (const t of targets) {
  for (const { mode, name } of MODES) {
    console.log(`\n${t.label} (${t.url}) — Lighthouse mobile, ${name}, médianes de ${RUNS}`);
    for (const path of paths) {
      const list = runs.get(key(t, mode, path)) ?? [];
      if (list.length === 0) {
        console.log(`${path.padEnd(34)} aucune mesure`);
        over.push(`${t.label} ${mode} ${path} : aucune mesure`);
        continue;
      }
      const f = medianFigures(list);
      console.log(
        `${path.padEnd(34)} perf ${String(f.score).padStart(3)} (${list.map((r) => r.score).join(' ')})  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  transfert ${(f.bytes / 1024).toFixed(0)} KB`,
      );
      const bad = [
        f.score < BUDGET_SCORE && `perf ${f.score}`,
        f.cls > BUDGET_CLS && `CLS ${f.cls.toFixed(3)}`,
        mode === 'devtools' && f.lcp > BUDGET_LCP_MS && `LCP ${(f.lcp / 1000).toFixed(2)} s`,
      ].filter(Boolean);
      if (bad.length) over.push(`${t.label} ${mode} ${path} : ${bad.join(', ')}`);
    }
  }
}
for (const [label, upload] of uploads)
  if (!withinPhotoBudget(upload))
    over.push(
      `${label} ${productPath} : photo principale > ${PHOTO_BUDGET_KB} KB à ${PHONE_WIDTH} px`,
    );
for (const line of [...over, ...problems]) console.log(`hors budget : ${line}`);
const pass = over.length === 0 && problems.length === 0 && targets.length > 0;
console.log(
  `\nlighthouse: ${pass ? 'PASS' : 'FAIL'} (garde-fou, pas la cible : médianes, perf ≥ ${BUDGET_SCORE} dans les deux modes, CLS ≤ ${BUDGET_CLS}, LCP ≤ ${BUDGET_LCP_MS / 1000} s en throttling appliqué${args.photo ? ` ; ${productPath} avec une photo téléversée, ≤ ${PHOTO_BUDGET_KB} KB à ${PHONE_WIDTH} px` : ''})`,
);
process.exit(0);
