// The built shop served by several Node.js versions, side by side in one run: `/` with brotli at
// 100 connections (autocannon), runs alternated between versions so that a neighbour's load on the
// shared machine hits them all alike. Also times the operation that made Node 24 slow here
// (UTF-8-encoding the home page's HTML string, see docs/decisions/0012-node-runtime.md).
//
//   npm run bench:node                       # 20.20.2, 22.23.3, 24.21.0; 3 rounds of 8 s
//   npm run bench:node -- 22.23.3 24.21.0    # other versions
//   BENCH_ROUNDS=5 BENCH_SECONDS=10 npm run bench:node
//
// Each version's binary comes from the npm registry (`node-<platform>-<arch>`, the package the
// `node` dependency installs) into .tmp/nodes/<version>. Verdict: PASS when the version the project
// pins serves at least 85 % of the fastest median. A bench reports; it always exits 0.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

const VERSIONS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['20.20.2', '22.23.3', '24.21.0'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 100;
const buildDir = resolve(process.env.BUILD_DIR || 'build');
const autocannonCli = resolve('node_modules/autocannon/autocannon.js');
const pinned = JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string;
const pinnedMajor = /\d+/.exec(pinned)?.[0];

function nodeBinary(version: string): string {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = resolve('.tmp/nodes', version);
  const binary = join(prefix, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(binary)) {
    console.log(`Téléchargement de ${pkg}@${version} depuis le registre npm…`);
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `${pkg}@${version}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return binary;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error()),
      );
    });
  });
}

async function waitForHealth(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`serveur arrêté (code ${server.exitCode})`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${origin}/api/health ne répond pas`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((r) => server.once('exit', r));
  process.kill(server.pid, 'SIGTERM');
  await exited;
}

type Figures = { rps: number; p99: number; requests: number };

/** CPU time (user + system, in µs) the process has used so far; Linux only, else undefined. */
function cpuMicros(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

function autocannon(url: string, seconds: number): Promise<Figures> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      [
        autocannonCli,
        '-c',
        String(CONNECTIONS),
        '-d',
        String(seconds),
        '-H',
        'accept-encoding=br',
        '--json',
        url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const json = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p99: number };
          non2xx: number;
        };
        if (json.non2xx > 0) throw new Error(`${json.non2xx} réponses non 2xx`);
        resolveRun({
          rps: json.requests.average,
          p99: json.latency.p99,
          requests: json.requests.total,
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** µs per Buffer.from(<home page HTML>) under `binary`: the per-request cost fixed in site.ts. */
function utf8EncodeMicros(binary: string, page: string): number {
  const script = `
    const s = require('node:fs').readFileSync(${JSON.stringify(page)}, 'utf8');
    for (let i = 0; i < 2000; i++) Buffer.from(s);
    let best = Infinity; // the fastest batch: the least disturbed by other work on the machine
    for (let b = 0; b < 20; b++) {
      const t = process.hrtime.bigint();
      for (let i = 0; i < 500; i++) Buffer.from(s);
      best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e3 / 500);
    }
    console.log(best);`;
  return Number(execFileSync(binary, ['-e', script], { encoding: 'utf8' }).trim());
}

/** Throughput, and the server's CPU time per request: the latter barely moves with the load that
 * other work puts on a shared machine, so it compares versions more steadily than req/s. */
async function serveOnce(
  binary: string,
  version: string,
): Promise<Figures & { cpuPerRequest: number | undefined }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(binary, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // One folder per version, reused between rounds: only the first start pays PGlite's init.
      DATA_DIR: resolve('.tmp/bench-node-data', version),
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(server, origin);
    await autocannon(`${origin}/`, 2); // warm-up: JIT, compressed cache
    // The page the encoding is timed on: `/` as the server renders it (pages are not files since
    // the server renders them, ADR 0096).
    if (!homeSaved) {
      mkdirSync(dirname(home), { recursive: true });
      writeFileSync(home, await (await fetch(`${origin}/`)).text());
      homeSaved = true;
    }
    const before = cpuMicros(server.pid!);
    const figures = await autocannon(`${origin}/`, SECONDS);
    const after = cpuMicros(server.pid!);
    const cpuPerRequest =
      before === undefined || after === undefined
        ? undefined
        : (after - before) / Math.max(1, figures.requests);
    return { ...figures, cpuPerRequest };
  } finally {
    await stopServer(server);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const home = resolve('.tmp/bench-node-home.html');
let homeSaved = false;
if (!existsSync(join(buildDir, 'server', 'index.js'))) {
  console.log(`Pas de build dans ${buildDir} : lancez d'abord \`npm run build\`.`);
  console.log('node-runtimes: FAIL (pas de build)');
  process.exit(0);
}

const binaries = new Map(VERSIONS.map((v) => [v, nodeBinary(v)]));
const results = new Map<string, Awaited<ReturnType<typeof serveOnce>>[]>(
  VERSIONS.map((v) => [v, []]),
);
console.log(
  `/ en brotli, ${CONNECTIONS} connexions, ${ROUNDS} tours de ${SECONDS} s (versions alternées)`,
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const version of VERSIONS) {
    const figures = await serveOnce(binaries.get(version)!, version);
    results.get(version)!.push(figures);
    console.log(
      `  tour ${round}  v${version.padEnd(8)} ${Math.round(figures.rps)} req/s  p99 ${figures.p99} ms` +
        (figures.cpuPerRequest === undefined
          ? ''
          : `  CPU ${Math.round(figures.cpuPerRequest)} µs/requête`),
    );
  }
}

console.log(
  '\nversion    req/s (tours)              médiane   CPU/requête (méd.)   Buffer.from(page /)',
);
const medians = new Map<string, number>();
for (const version of VERSIONS) {
  const runs = results.get(version)!;
  const m = median(runs.map((r) => r.rps));
  medians.set(version, m);
  const micros = utf8EncodeMicros(binaries.get(version)!, home);
  const cpu = runs.map((r) => r.cpuPerRequest).filter((c) => c !== undefined);
  const cpuText = cpu.length ? `${Math.round(median(cpu))} µs` : '—';
  console.log(
    `v${version.padEnd(9)} ${runs
      .map((r) => String(Math.round(r.rps)).padStart(5))
      .join(' ')
      .padEnd(
        26,
      )} ${String(Math.round(m)).padStart(6)}    ${cpuText.padEnd(20)} ${micros.toFixed(0)} µs`,
  );
}

const best = Math.max(...medians.values());
const pinnedVersion = VERSIONS.find((v) => v.split('.')[0] === pinnedMajor);
if (!pinnedVersion) {
  console.log(`node-runtimes: FAIL (la version du projet, ${pinned}, n'a pas été mesurée)`);
} else {
  const ratio = medians.get(pinnedVersion)! / best;
  console.log(
    `node-runtimes: ${ratio >= 0.85 ? 'PASS' : 'FAIL'} (v${pinnedVersion}, version du projet : ${Math.round(ratio * 100)} % de la plus rapide)`,
  );
}
