// Lighthouse (mobile preset: simulated slow 4G, CPU ×4) on the pages DESIGN §7 budgets:
// performance 100, first contentful paint ≤ 1.0 s, LCP ≤ 1.8 s and CLS ≤ 0.02 on /, a product
// page, /collections/t-shirt, /cart and (once the search page exists) /recherche?q=pull, as the
// median of LIGHTHOUSE_RUNS runs a page (default 5; scores move by a few points between runs).
// Starts its own server on port 3110 with a throwaway data folder and stops it by PID at the end.
// A bench reports; it always exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { products } from '../src/shared/catalogue/products.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3110);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET_SCORE = 100;
const BUDGET_FCP_MS = 1000;
const BUDGET_LCP_MS = 1800;
const BUDGET_CLS = 0.02;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const buildDir = resolve(process.env.BUILD_DIR || 'build');
const lighthouseCli = resolve('node_modules/lighthouse/cli/index.js');

interface Figures {
  path: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

function startServer(dataDir: string): ChildProcess {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
}

async function waitForHealth(server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`le serveur s'est arrêté (code ${server.exitCode})`);
    try {
      const response = await fetch(`${ORIGIN}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${ORIGIN}/api/health ne répond pas après ${timeoutMs / 1000} s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((r) => server.once('exit', r));
  process.kill(server.pid, 'SIGTERM');
  const timer = setTimeout(
    () =>
      server.pid !== undefined && server.exitCode === null && process.kill(server.pid, 'SIGKILL'),
    5_000,
  );
  await exited;
  clearTimeout(timer);
}

function runLighthouse(url: string, outFile: string): Promise<number> {
  return new Promise((resolveRun) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
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
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function figures(path: string, file: string): Figures {
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(report.runtimeError.message);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

const product = products.find((p) => p.inStock) ?? products[0];
const paths = [
  '/',
  ...(product ? [`/product/${product.id}`] : []),
  '/collections/t-shirt',
  '/cart',
  // The search page arrives with the storefront's second pass (issue 13).
  ...(existsSync(join(buildDir, 'client', 'recherche', 'index.html')) ? ['/recherche?q=pull'] : []),
];

/** Median of each figure over the runs (runs are noisy on a shared machine). */
function median(path: string, runs: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const m = sorted.length >> 1;
    return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
  };
  return {
    path,
    score: mid((f) => f.score),
    fcp: mid((f) => f.fcp),
    lcp: mid((f) => f.lcp),
    tbt: mid((f) => f.tbt),
    cls: mid((f) => f.cls),
    bytes: mid((f) => f.bytes),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'lagune-bench-'));
const outDir = mkdtempSync(join(tmpdir(), 'lagune-lighthouse-'));
const server = startServer(dataDir);
const onSignal = () => void stopServer(server).then(() => process.exit(130));
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

const results: Figures[] = [];
const problems: string[] = [];
try {
  await waitForHealth(server);
  console.log(
    `Lighthouse ${ORIGIN} (préréglage mobile, médiane de ${RUNS} passage(s)) — build : ${buildDir}`,
  );
  for (const path of paths) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const outFile = join(outDir, `${path.replace(/\W+/g, '_') || 'home'}-${run}.json`);
      // Under CPU pressure Chromium sometimes loses the trace (NO_NAVSTART): one more try.
      let code = await runLighthouse(`${ORIGIN}${path}`, outFile);
      if (code !== 0) code = await runLighthouse(`${ORIGIN}${path}`, outFile);
      try {
        if (code !== 0) throw new Error(`lighthouse a échoué (code ${code})`);
        runs.push(figures(path, outFile));
      } catch (error) {
        problems.push(`${path}: ${(error as Error).message}`);
        console.log(`${path.padEnd(44)} ÉCHEC : ${(error as Error).message}`);
      }
    }
    if (runs.length === 0) continue;
    const f = median(path, runs);
    results.push(f);
    console.log(
      `${path.padEnd(36)} perf ${String(f.score).padStart(3)} (${runs.map((r) => r.score).join(' ')})  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  transfert ${(f.bytes / 1024).toFixed(0)} KB`,
    );
  }
} catch (error) {
  problems.push((error as Error).message);
  console.log(`Lighthouse impossible : ${(error as Error).message}`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
}

const over = results.filter(
  (f) =>
    f.score < BUDGET_SCORE || f.fcp > BUDGET_FCP_MS || f.lcp > BUDGET_LCP_MS || f.cls > BUDGET_CLS,
);
const pass = problems.length === 0 && over.length === 0 && results.length === paths.length;
for (const f of over)
  console.log(
    `hors budget : ${f.path} (perf ${f.score}, FCP ${(f.fcp / 1000).toFixed(2)} s, LCP ${(f.lcp / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)})`,
  );
console.log(
  `\nlighthouse: ${pass ? 'PASS' : 'FAIL'} (médianes : perf ≥ ${BUDGET_SCORE}, FCP ≤ ${BUDGET_FCP_MS / 1000} s, LCP ≤ ${BUDGET_LCP_MS / 1000} s, CLS ≤ ${BUDGET_CLS})`,
);
process.exit(0);
