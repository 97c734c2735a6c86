// Page throughput, side by side (the budget: pages served from the server's cache at ≥ 0.8× the
// throughput of the static files the old server sent; a cache miss rendered in ≤ 50 ms p99).
//   1. Throughput: autocannon, brotli (`accept-encoding: br`), 100 connections, `--seconds` (default
//      10) on `/` and a product page, for each target, `--runs` rounds (default 3, median) with the
//      targets alternated; a 2 s warm-up first (JIT, compressed copies). Prints req/s, p99 and,
//      with several targets, each one's ratio to the FIRST target (give "before" first).
//   2. Cache miss: p99 latency of product pages at 1 connection, every product page of the
//      catalogue in turn (`--seconds`, after a warm-up of two passes over them), on a server started
//      with PAGE_CACHE=off (the new server then renders every page; an old, prerendered server
//      ignores the variable, so its figure is a cached one). For each `--checkout` (or this checkout
//      by default) the bench starts that second server itself; for servers already running, give
//      them with `--miss-url LABEL=URL`. Timed by the bench itself (one keep-alive connection,
//      high-resolution clock, time to the last byte): autocannon rounds to whole milliseconds.
//
//   npm run bench:pages                                   # this checkout (built if needed)
//   npm run bench:pages -- --seconds 5 --runs 1           # quick look
//   npm run bench:pages -- --checkout before=/work/wt-old --checkout after=.
//   npm run bench:pages -- --url before=http://127.0.0.1:3201 --url after=http://127.0.0.1:3202 \
//     --miss-url after=http://127.0.0.1:3203              # 3203: started with PAGE_CACHE=off
//
// A bench reports; it always exits 0.
import autocannon from 'autocannon';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { products } from '../src/shared/catalogue/products.ts';
import {
  alternate,
  median,
  openTargets,
  parseArgs,
  startCheckout,
  stopTargets,
  type Target,
} from './support/targets.ts';
import { percentile } from './support/server.ts';

const CONNECTIONS = 100;
const WARM_UP_SECONDS = 2;
const BUDGET_RATIO = 0.8;
const BUDGET_MISS_P99_MS = 50;

const product = products.find((p) => p.inStock) ?? products[0]!;
const PATHS = ['/', `/product/${product.id}`];
const PRODUCT_PATHS = products.map((p) => `/product/${encodeURIComponent(p.id)}`);

type Figures = { rps: number; p99: number; requests: number; errors: number };

async function cannon(url: string, seconds: number, connections: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

type Miss = { p50: number; p99: number; max: number; requests: number; errors: number };

/** One connection (keep-alive), `paths` in turn for `seconds`, each request timed to its last
 * byte with the high-resolution clock (autocannon's histogram rounds to whole milliseconds). */
async function sequential(origin: string, paths: string[], seconds: number): Promise<Miss> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<{ status: number; ms: number }>((resolveGet, reject) => {
      const started = process.hrtime.bigint();
      request(`${origin}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolveGet({
            status: res.statusCode ?? 0,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  try {
    // Warm-up: every page twice (JIT; an old server compresses each page on its first request
    // and keeps it, a server honouring PAGE_CACHE=off renders every time anyway).
    for (let i = 0; i < 2 * paths.length; i += 1) await get(paths[i % paths.length]!);
    const times: number[] = [];
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    for (let i = 0; Date.now() < end; i += 1) {
      const { status, ms } = await get(paths[i % paths.length]!);
      if (status !== 200) errors += 1;
      times.push(ms);
    }
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: Math.max(...times),
      requests: times.length,
      errors,
    };
  } finally {
    agent.destroy();
  }
}

/** What the server answers to a brotli request (encoding, size) — a check that it compresses. */
async function probe(url: string): Promise<string> {
  try {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const body = await response.arrayBuffer();
    return `${response.status}, ${response.headers.get('content-encoding') ?? 'non compressé'}, ${(body.byteLength / 1024).toFixed(0)} KB décompressés`;
  } catch (error) {
    return `injoignable (${(error as Error).message})`;
  }
}

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs();
} catch (error) {
  console.log((error as Error).message);
  console.log('pages: FAIL (arguments)');
  process.exit(0);
}
const SECONDS = args.seconds ?? 10;
const RUNS = args.runs ?? 3;

const problems: string[] = [];
const results = new Map<string, Figures[]>();
const key = (t: Target, path: string) => `${t.label} ${path}`;
const misses: { target: Target; figures: Miss }[] = [];
let targets: Target[] = [];
try {
  targets = await openTargets(args);
  // Cache-miss servers: the ones given, and one with PAGE_CACHE=off per checkout started here.
  const missTargets: Target[] = args.missUrls.map((s) => ({
    label: s.label,
    url: s.value.replace(/\/+$/, ''),
  }));
  const checkouts = args.checkouts.length
    ? args.checkouts
    : args.urls.length
      ? []
      : targets.map((t) => ({ label: t.label, value: '.' }));
  for (const c of checkouts)
    missTargets.push(await startCheckout(c.label, c.value, { PAGE_CACHE: 'off' }));

  console.log(
    `Débit des pages : autocannon, brotli, ${CONNECTIONS} connexions, ${RUNS} tour(s) de ${SECONDS} s (cibles alternées, médiane)`,
  );
  console.log(
    `  charge de la machine (1 min) : ${loadavg()[0]!.toFixed(1)} sur ${cpus().length} cœurs`,
  );
  for (const t of targets)
    for (const path of PATHS)
      console.log(`  ${t.label.padEnd(12)} ${t.url}${path} : ${await probe(`${t.url}${path}`)}`);

  let turn = 0;
  for (let run = 0; run < RUNS; run += 1) {
    for (const path of PATHS) {
      for (const t of alternate(targets, turn++)) {
        if (run === 0) await cannon(`${t.url}${path}`, WARM_UP_SECONDS, CONNECTIONS);
        const f = await cannon(`${t.url}${path}`, SECONDS, CONNECTIONS);
        if (f.errors > 0) problems.push(`${t.label} ${path} : ${f.errors} erreurs ou non-2xx`);
        (results.get(key(t, path)) ?? results.set(key(t, path), []).get(key(t, path))!).push(f);
        console.log(
          `  tour ${run + 1}  ${t.label.padEnd(12)} ${path.padEnd(34)} ${String(Math.round(f.rps)).padStart(6)} req/s  p99 ${f.p99} ms${f.errors ? `  ${f.errors} erreurs` : ''}`,
        );
      }
    }
  }

  if (missTargets.length) {
    console.log(
      `\nDéfaut de cache (PAGE_CACHE=off) : 1 connexion, les ${PRODUCT_PATHS.length} pages produit tour à tour, ${SECONDS} s`,
    );
    for (const t of missTargets) {
      const f = await sequential(t.url, PRODUCT_PATHS, SECONDS);
      if (f.errors > 0) problems.push(`${t.label} (PAGE_CACHE=off) : ${f.errors} réponses non 200`);
      misses.push({ target: t, figures: f });
    }
  } else {
    console.log(
      '\nDéfaut de cache : non mesuré (donnez un serveur lancé avec PAGE_CACHE=off : --miss-url LABEL=URL, ou --checkout)',
    );
  }
} catch (error) {
  problems.push((error as Error).message);
  console.log(`bench:pages impossible : ${(error as Error).message}`);
} finally {
  await stopTargets();
}

console.log(`\ncharge de la machine en fin de mesure (1 min) : ${loadavg()[0]!.toFixed(1)}`);
const over: string[] = [];
const base = targets[0];
console.log(
  `\n${'cible'.padEnd(12)} ${'page'.padEnd(34)} ${'req/s (méd.)'.padStart(12)}  ${'p99'.padStart(7)}  ${targets.length > 1 ? `× ${base?.label}` : ''}`,
);
for (const path of PATHS) {
  for (const t of targets) {
    const runs = results.get(key(t, path)) ?? [];
    const rps = median(runs.map((r) => r.rps));
    const p99 = median(runs.map((r) => r.p99));
    let ratioText = '';
    if (base && t !== base) {
      const ratio = rps / median((results.get(key(base, path)) ?? []).map((r) => r.rps));
      ratioText = Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—';
      if (!(ratio >= BUDGET_RATIO))
        over.push(`${t.label} ${path} : ${ratioText} le débit de ${base.label}`);
    }
    console.log(
      `${t.label.padEnd(12)} ${path.padEnd(34)} ${String(Math.round(rps)).padStart(12)}  ${`${p99} ms`.padStart(7)}  ${ratioText}  (${runs.map((r) => Math.round(r.rps)).join(' ')})`,
    );
  }
}
for (const { target, figures } of misses) {
  console.log(
    `défaut de cache  ${target.label.padEnd(12)} p99 ${figures.p99.toFixed(1)} ms  (médiane ${figures.p50.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms, ${figures.requests} requêtes à 1 connexion)`,
  );
  if (!(figures.p99 <= BUDGET_MISS_P99_MS))
    over.push(`${target.label} défaut de cache p99 ${figures.p99.toFixed(1)} ms`);
}
if (misses.length)
  console.log(
    '  (un serveur qui sert des pages préconstruites ignore PAGE_CACHE : son chiffre est celui de pages en cache)',
  );
for (const line of [...over, ...problems]) console.log(`hors budget : ${line}`);
const pass = over.length === 0 && problems.length === 0 && targets.length > 0;
console.log(
  `\npages: ${pass ? 'PASS' : 'FAIL'} (débit ≥ ${BUDGET_RATIO}× celui de ${targets.length > 1 ? base!.label : 'la 1re cible (une seule cible : non comparé)'} ; défaut de cache p99 ≤ ${BUDGET_MISS_P99_MS} ms${misses.length ? '' : ' : non mesuré'})`,
);
process.exit(0);
