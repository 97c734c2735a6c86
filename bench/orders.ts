// `npm run bench:orders`: order placement on a PostgreSQL server against its budget: p99 ≤ 50 ms
// at 50 concurrent clients, and throughput ≥ 0.25 × pgbench running the same SQL transaction in
// the same run on the same server. Starts a throwaway PostgreSQL cluster and the LAGUNE server,
// drives POST /api/orders with autocannon (each request its own Idempotency-Key), then pgbench;
// prints figures and a verdict. A bench reports; it always exits 0.
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { findPostgresBinDir } from '../scripts/ensure-system-deps.mjs';
import { products } from '../src/shared/catalogue/products.ts';
import { startPostgresServer } from '../src/server/test/postgres-server.ts';
import { startServer } from './support/server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const BUDGET_P99_MS = 50;
// pgbench gets as many connections as the server's pool (src/server/db/database.ts): the same
// concurrency at the database, PostgreSQL's best case for this transaction on this machine (50
// backends fighting for 2 cores do less, which would flatter the ratio).
const PGBENCH_CLIENTS = 10;
const BUDGET_RATIO = 0.25;

const lines = products
  .filter((p) => p.inStock)
  .flatMap((p) =>
    p.sizes.filter((s) => s.available).map((s) => ({ productId: p.id, size: s.name })),
  );

function orderBody(i: number): string {
  const a = lines[i % lines.length]!;
  const b = lines[(i * 7 + 3) % lines.length]!;
  return JSON.stringify({
    items: [
      { ...a, quantity: 1 },
      ...(a.productId === b.productId && a.size === b.size ? [] : [{ ...b, quantity: 1 }]),
    ],
    customer: {
      fullName: `Client Banc ${i}`,
      phone: `07${String(i % 1e8).padStart(8, '0')}`,
      address: 'Cocody Angré, 8e tranche, villa 21',
    },
    delivery: { zone: 'abidjan' },
  });
}

// The SQL the server runs for one two-line order: claim the key, then one statement that writes
// the order, its details and items, takes the stock, audits it and stores the key's answer
// (lagune_place_order, drizzle/0010: no welcome code here, discount 0).
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
const PRODUCT_IDS = sqlArray(lines.map((l) => l.productId));
const SIZES = sqlArray(lines.map((l) => l.size));
const PGBENCH_SCRIPT = `
\\set a random(1, ${lines.length})
\\set b random(1, ${lines.length})
INSERT INTO idempotency_keys (key, request_hash) VALUES (gen_random_uuid(), md5(random()::text)) RETURNING key \\gset k_
SELECT lagune_place_order(gen_random_uuid(), 'B-' || md5(random()::text), NULL, 12000, 'abidjan', 1500, 0, NULL, 13500, 'Cocody Angré, 8e tranche, villa 21', 'Client Banc', '0700000000', NULL, ARRAY[(${PRODUCT_IDS})[:a], (${PRODUCT_IDS})[:b]], ARRAY[(${SIZES})[:a], (${SIZES})[:b]], ARRAY[1, 1], ARRAY[6000, 6000], :k_key, repeat('x', 900) || '__CREATED_AT__');
`;

async function driveApi(url: string) {
  let i = 0;
  const result = await autocannon({
    url: `${url}/api/orders`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: orderBody(i++),
        }),
      },
    ],
  });
  return result;
}

async function runPgbench(url: string, binDir: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lagune-pgbench-'));
  const script = path.join(dir, 'order.sql');
  writeFileSync(script, PGBENCH_SCRIPT);
  try {
    const { stdout } = await promisify(execFile)(
      path.join(binDir, 'pgbench'),
      [
        '-n',
        '-M',
        'extended',
        '-c',
        String(CONNECTIONS),
        '-j',
        '2',
        '-T',
        String(DURATION_S),
        '-f',
        script,
        url,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    return { tps, latency };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const binDir = findPostgresBinDir();
if (!binDir) {
  console.log(
    'bench:orders: FAIL (serveur PostgreSQL introuvable : npm run test le fait installer)',
  );
  process.exit(0);
}
console.log(
  `Machine : ${os.cpus().length} cœurs · ${CONNECTIONS} clients · ${DURATION_S} s par mesure`,
);
const postgres = await startPostgresServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lagune-bench-'));
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer({
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    BUILD_DIR: path.join(dataDir, 'no-build'),
    ORDER_RATE_LIMIT: '1000000',
    // One machine plays every buyer, from one address: the unpaid-order caps (ADR 0100) off.
    UNPAID_ORDERS_PER_PHONE: '0',
    UNPAID_UNITS_PER_PHONE: '0',
    UNPAID_ORDERS_PER_IP: '0',
    UNPAID_UNITS_PER_IP: '0',
    STOCK_DEFAULT_QUANTITY: '100000',
  });
  const api = await driveApi(server.url);
  await server.stop();
  const created = api['2xx'];
  const ordersPerSecond = created / DURATION_S;
  const p50 = api.latency.p50;
  const p99 = api.latency.p99;
  const pgbench = await runPgbench(postgres.url, binDir);
  const ratio = ordersPerSecond / pgbench.tps;

  console.log('\nPOST /api/orders (serveur LAGUNE, PostgreSQL)');
  console.log(
    `  commandes créées : ${created} · autres réponses : ${api.non2xx} · erreurs : ${api.errors}`,
  );
  console.log(`  débit : ${ordersPerSecond.toFixed(0)} commandes/s`);
  console.log(`  latence : p50 ${p50} ms · p99 ${p99} ms (budget p99 ≤ ${BUDGET_P99_MS} ms)`);
  console.log(
    `\npgbench, même transaction SQL, même serveur PostgreSQL, ${PGBENCH_CLIENTS} connexions`,
  );
  console.log(
    `  débit : ${pgbench.tps.toFixed(0)} transactions/s · latence moyenne ${pgbench.latency} ms`,
  );
  console.log(`\nRatio API / pgbench : ${ratio.toFixed(2)} (budget ≥ ${BUDGET_RATIO})`);
  // Little's law: with CONNECTIONS requests always in flight, the mean latency cannot go below
  // CONNECTIONS / throughput, and the throughput cannot pass what PostgreSQL alone does here.
  console.log(
    `Plancher de latence moyenne à ${CONNECTIONS} clients, fixé par PostgreSQL seul : ` +
      `${((CONNECTIONS / pgbench.tps) * 1000).toFixed(0)} ms (${CONNECTIONS} / ${pgbench.tps.toFixed(0)} transactions/s)`,
  );
  const pass =
    p99 <= BUDGET_P99_MS && ratio >= BUDGET_RATIO && api.non2xx === 0 && api.errors === 0;
  console.log(
    `\nbench:orders: ${pass ? 'PASS' : 'FAIL'} (p99 ${p99} ms ≤ ${BUDGET_P99_MS} ms, ratio ${ratio.toFixed(2)} ≥ ${BUDGET_RATIO}, ${api.non2xx + api.errors} échecs)`,
  );
} catch (error) {
  console.log(`bench:orders: FAIL (${(error as Error).message})`);
} finally {
  await server?.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
