// `npm run bench:load`: load without loss (docs/reliability.md). Two LAGUNE instances on one
// throwaway PostgreSQL server, ≥ 200 concurrent shoppers for ≥ 60 s: they browse pages, read the
// stock, fill carts, place orders with an Idempotency-Key (a random 10 % sent again with the same
// key, some of them at once), some race for sizes with a handful of units, some are signed in;
// an admin restocks now and then; an admin SSE client listens on each instance. Afterwards the
// DATABASE is checked: every 201 is exactly one complete order, no retry made a second one, no
// size sold beyond its stock (never negative; sold + stock = initial + restocks), every order
// reached both SSE clients. Half the orders are paid through a local Wave Checkout stand-in
// (session, Wave's page, signed webhook to either instance, a fifth of them delivered twice):
// each must end 'paid' exactly once. Prints the figures and a verdict. A bench reports; it always
// exits 0.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { findPostgresBinDir } from '../scripts/ensure-system-deps.mjs';
import { products } from '../src/shared/catalogue/products.ts';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { createDatabase, queryRows, type Database } from '../src/server/db/database.ts';
import { seedOnFirstStart } from '../src/server/catalogue/sample-shop.ts';
import { createFakeClientBuild } from '../src/server/test/fake-client-build.ts';
import { startPostgresServer } from '../src/server/test/postgres-server.ts';
import { SseClient } from '../src/server/test/sse-client.ts';
import {
  startWaveStub,
  STUB_WAVE_KEY,
  STUB_WAVE_SECRET,
  type WaveStub,
} from '../src/server/test/wave-stub.ts';
import { benchAdminSession } from './support/admin-session.ts';
import { percentile, startServer, type RunningServer } from './support/server.ts';

// The defaults are the run the issue asks for; `npm run bench:load -- --duration 10 --shoppers 50`
// is the short run to develop with (its figures say nothing about the budgets).
const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string', default: process.env.BENCH_SHOPPERS ?? '200' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '60' },
    accounts: { type: 'string', default: process.env.BENCH_ACCOUNTS ?? '50' },
  },
});
const SHOPPERS = Number(args.shoppers);
const DURATION_S = Number(args.duration);
const ACCOUNTS = Number(args.accounts);
if (![SHOPPERS, DURATION_S, ACCOUNTS].every((n) => Number.isInteger(n) && n > 0)) {
  console.log('bench:load: --shoppers, --duration (s) et --accounts sont des entiers positifs');
  process.exit(1);
}
const FULL_RUN = SHOPPERS >= 200 && DURATION_S >= 60;
const SIGNED_IN_SHARE = 0.25;
const RETRY_SHARE = 0.1;
/** Orders paid through Wave Checkout (ADR 0143), and webhooks Wave sends twice among them. */
const PAYING_SHARE = 0.5;
const REDELIVERED_SHARE = 0.2;
const HOT_SHARE = 0.2;
const HOT_SIZES = 6;
const HOT_UNITS = 8;
const STOCK_UNITS = 100_000;
const PASSWORD = 'Kpokpa#Abidjan7';
const ADMIN = { username: 'banc-charge@lagune.ci', password: 'Banc#Charge-2025!' };

const sellable = products
  .filter((p) => p.inStock)
  .flatMap((p) =>
    p.sizes.filter((s) => s.available).map((s) => ({ productId: p.id, size: s.name })),
  );
// The sizes shoppers race for: a handful of units each (restocked now and then by the admin).
const hot = sellable
  .filter((_, i) => i % Math.floor(sellable.length / HOT_SIZES) === 0)
  .slice(0, HOT_SIZES);
const isHot = (l: { productId: string; size: string }) =>
  hot.some((h) => h.productId === l.productId && h.size === l.size);
const common = sellable.filter((l) => !isHot(l));

type Line = { productId: string; size: string; quantity: number };
type Sent = { key: string; body: string; lines: Line[] };

const stats = {
  requests: 0,
  latencies: [] as number[],
  orderLatencies: [] as number[],
  byKind: new Map<string, number[]>(),
  byStatus: new Map<string, number>(),
  networkErrors: 0,
  serverErrors: 0,
  created: new Map<string, { id: string; lines: Line[]; body: string }>(), // key → first 201
  /** Order id → when its first 201 arrived (performance.now()) and which instance answered. */
  acked: new Map<string, { at: number; target: string }>(),
  retries: 0,
  replayed: 0,
  /** Order ids paid on Wave's page, and payments that failed on the way (no session, no page). */
  paidOnWave: new Set<string>(),
  paymentErrors: 0,
  concurrentDuplicates: 0,
  retryMismatches: 0,
  outOfStock: 0,
  pages: 0,
  signedIn: 0,
  restocks: 0,
};

function count(label: string) {
  stats.byStatus.set(label, (stats.byStatus.get(label) ?? 0) + 1);
}

async function call(
  url: string,
  init: RequestInit & { ip: string; kind: string },
): Promise<{ status: number; text: string; headers: Headers } | undefined> {
  const started = performance.now();
  stats.requests++;
  try {
    const res = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': init.ip },
    });
    const text = await res.text();
    const elapsed = performance.now() - started;
    stats.latencies.push(elapsed);
    if (init.kind === 'order') stats.orderLatencies.push(elapsed);
    const kind = stats.byKind.get(init.kind) ?? [];
    kind.push(elapsed);
    stats.byKind.set(init.kind, kind);
    count(`${init.kind} ${res.status}`);
    if (res.status >= 500) stats.serverErrors++;
    return { status: res.status, text, headers: res.headers };
  } catch {
    stats.networkErrors++;
    count(`${init.kind} réseau`);
    return undefined;
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function orderFor(shopper: number): Sent {
  const lines: Line[] = [];
  if (Math.random() < HOT_SHARE)
    lines.push({ ...pick(hot), quantity: 1 + Math.floor(Math.random() * 2) });
  const extra = 1 + Math.floor(Math.random() * 2);
  for (let i = 0; i < extra; i++) {
    const line = pick(common);
    if (!lines.some((l) => l.productId === line.productId && l.size === line.size))
      lines.push({ ...line, quantity: 1 + Math.floor(Math.random() * 3) });
  }
  const body = JSON.stringify({
    items: lines,
    customer: {
      fullName: `Cliente Charge ${shopper}`,
      phone: `07 ${String(shopper).padStart(2, '0')} 00 11 22`,
      address: 'Cocody Angré, 8e tranche, villa 21',
      ...(Math.random() < 0.3 ? { instructions: 'Appeler avant de livrer' } : {}),
    },
    delivery: { zone: pick(['abidjan', 'interior', 'abidjan', 'west-africa'] as const) },
  });
  return { key: randomUUID(), body, lines };
}

async function placeOrder(base: string, other: string, ip: string, cookie: string | undefined) {
  const sent = orderFor(Number(ip.split('.')[3]));
  const headers = {
    'content-type': 'application/json',
    'idempotency-key': sent.key,
    ...(cookie ? { cookie } : {}),
  };
  const send = async (target: string) => {
    const answer = await call(`${target}/api/orders`, {
      method: 'POST',
      headers,
      body: sent.body,
      ip,
      kind: 'order',
    });
    return answer && { ...answer, target, at: performance.now() };
  };
  const retry = Math.random() < RETRY_SHARE;
  // Three retries in ten go out while the first is still on its way (a double tap), to the
  // other instance: two identical 201s (the second waits for the first, ADR 0155).
  const together = retry && Math.random() < 0.3;
  const answers = together ? await Promise.all([send(base), send(other)]) : [await send(base)];
  if (retry && !together) {
    stats.retries++;
    answers.push(await send(Math.random() < 0.5 ? base : other));
  } else if (together) {
    stats.retries++;
    stats.concurrentDuplicates++;
  }
  for (const answer of answers) {
    if (!answer) continue;
    if (answer.status === 201) {
      const { order } = JSON.parse(answer.text) as { order: { id: string } };
      const first = stats.created.get(sent.key);
      if (!first) {
        stats.created.set(sent.key, { id: order.id, lines: sent.lines, body: answer.text });
        stats.acked.set(order.id, { at: answer.at, target: answer.target });
        if (Math.random() < PAYING_SHARE) await payOnWave(answer.target, ip, answer.text, sent);
      } else {
        stats.replayed++;
        if (first.id !== order.id || first.body !== answer.text) stats.retryMismatches++;
      }
    } else if (soldOut(answer)) stats.outOfStock++;
  }
}

/**
 * A refusal for want of stock: 409 when the order's own transaction finds too few units, 400 when
 * the instance's catalogue already shows the size sold out (the order is refused before it starts).
 */
function soldOut(answer: { status: number; text: string }): boolean {
  if (answer.status === 409) return answer.text.includes('out_of_stock');
  return answer.status === 400 && answer.text.includes('pas disponible');
}

let wave: WaveStub | undefined;

/**
 * The shopper taps 'Payer avec Wave' (a checkout session for the order), then 'Payer' on Wave's
 * page: Wave completes the session and sends the signed webhook to one of the instances; now and
 * then it sends the same event again, as Wave does when it retries.
 */
async function payOnWave(base: string, ip: string, created: string, sent: Sent) {
  const { order } = JSON.parse(created) as { order: { id: string; reference: string } };
  const phone = (JSON.parse(sent.body) as { customer: { phone: string } }).customer.phone;
  const res = await call(`${base}/api/payments/wave/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: order.reference, phone }),
    ip,
    kind: 'wave-checkout',
  });
  if (res?.status !== 201) {
    stats.paymentErrors++;
    return;
  }
  const { launchUrl } = JSON.parse(res.text) as { launchUrl: string };
  const paid = await fetch(launchUrl, {
    method: 'POST',
    body: new URLSearchParams({ choice: 'pay' }),
    redirect: 'manual',
  }).catch(() => undefined);
  if (paid?.status !== 303) {
    stats.paymentErrors++;
    return;
  }
  stats.paidOnWave.add(order.id);
  if (Math.random() < REDELIVERED_SHARE) {
    const session = wave!.sessionsFor(order.reference)[0]!;
    await wave!.deliver(wave!.eventFor(session)).catch(() => undefined);
  }
}

const shopperIp = (index: number) =>
  `10.${Math.floor(index / 250)}.${index % 250}.${(index % 200) + 1}`;

/**
 * Signs a shopper in before the clock starts: a password check costs scrypt's ~100 ms of CPU on
 * purpose, and sign-ins are not what this bench measures. Their latencies are still reported.
 */
async function signShopperIn(index: number, base: string, account: string) {
  const res = await call(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account, password: PASSWORD }),
    ip: shopperIp(index),
    kind: 'sign-in',
  });
  if (res?.status !== 200) return undefined;
  stats.signedIn++;
  return res.headers.getSetCookie()[0]?.split(';')[0];
}

async function shopper(
  index: number,
  base: string,
  other: string,
  pages: string[],
  cookie: string | undefined,
  until: number,
) {
  const ip = shopperIp(index);
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) {
      stats.pages++;
      await call(`${base}${pick(pages)}`, {
        method: 'GET',
        headers: { 'accept-encoding': 'br' },
        ip,
        kind: 'page',
      });
    } else if (roll < 0.55) {
      await call(`${base}/api/stock`, { method: 'GET', ip, kind: 'stock' });
    } else if (roll < 0.65 && cookie) {
      await call(`${base}/api/cart`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ items: [{ ...pick(common), quantity: 1 }], merge: true }),
        ip,
        kind: 'cart',
      });
    } else if (roll < 0.7 && cookie) {
      await call(`${base}/api/orders/mine`, {
        method: 'GET',
        headers: { cookie },
        ip,
        kind: 'mine',
      });
    } else {
      await placeOrder(base, other, ip, cookie);
    }
    await sleep(20 + Math.random() * 80);
  }
}

/** The admin restocks a hot size every few seconds (an absolute count, as the dashboard sends). */
async function restocker(base: string, cookie: string, database: Database, until: number) {
  while (Date.now() < until) {
    await sleep(3_000);
    const line = pick(hot);
    const [row] = await queryRows<{ quantity: number }>(
      database.db,
      sql`select quantity from stock where product_id = ${line.productId} and size = ${line.size}`,
    );
    const res = await call(`${base}/api/admin/stock`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...line, quantity: (row?.quantity ?? 0) + 5 }),
      ip: '10.250.0.1',
      kind: 'restock',
    });
    if (res?.status === 200) stats.restocks++;
  }
}

async function check(database: Database, initial: Map<string, number>, clients: SseClient[]) {
  const db = database.db;
  const acked = [...stats.created.values()];
  const ids = acked.map((a) => a.id);
  // Each acknowledged order: its row, its details, its lines exactly as sent.
  const stored = await queryRows<{ id: string; info: boolean; lines: string | null }>(
    db,
    sql`select o.id, exists (select 1 from orders_info i where i.id = o.id) as info,
          (select string_agg(product_id || '/' || size || '/' || quantity, ',' order by product_id, size)
             from order_items t where t.order_id = o.id) as lines
        from orders o`,
  );
  const byId = new Map(stored.map((row) => [row.id, row]));
  let lost = 0;
  for (const order of acked) {
    const row = byId.get(order.id);
    const expected = [...order.lines]
      .sort((a, b) => a.productId.localeCompare(b.productId) || a.size.localeCompare(b.size))
      .map((l) => `${l.productId}/${l.size}/${l.quantity}`)
      .join(',');
    if (!row || !row.info || row.lines !== expected) lost++;
  }
  // Orders in the database that no shopper was told about (none: nothing failed mid-way).
  const ackedIds = new Set(ids);
  const unacknowledged = stored.filter((row) => !ackedIds.has(row.id)).length;
  // One order per key, and no key with two orders.
  const [keys] = await queryRows<{ keys: string; orders: string }>(
    db,
    sql`select count(*) as keys, count(distinct order_id) as orders from idempotency_keys where order_id is not null`,
  );
  const duplicates =
    stats.retryMismatches +
    (stored.length - new Set(stored.map((r) => r.id)).size) +
    (Number(keys!.keys) - Number(keys!.orders)) +
    unacknowledged;

  // Stock: never negative, and per size: final = initial + every change; orders' changes = sold.
  const sizes = await queryRows<{
    product_id: string;
    size: string;
    quantity: number;
    changes: string;
    restocked: string;
    order_changes: string;
    sold: string;
  }>(
    db,
    sql`select s.product_id, s.size, s.quantity,
          coalesce((select sum(delta) from stock_changes c where c.product_id = s.product_id and c.size = s.size and c.reason <> 'seed'), 0) as changes,
          coalesce((select sum(delta) from stock_changes c where c.product_id = s.product_id and c.size = s.size and c.reason not in ('order', 'seed')), 0) as restocked,
          coalesce((select sum(delta) from stock_changes c where c.product_id = s.product_id and c.size = s.size and c.reason = 'order'), 0) as order_changes,
          coalesce((select sum(quantity) from order_items t where t.product_id = s.product_id and t.size = s.size), 0) as sold
        from stock s`,
  );
  let oversold = 0;
  let negative = 0;
  let unbalanced = 0;
  let sold = 0;
  for (const row of sizes) {
    const start = initial.get(`${row.product_id}/${row.size}`) ?? 0;
    const units = Number(row.sold);
    sold += units;
    if (row.quantity < 0) negative++;
    // Sold beyond what there ever was: initial plus restocks.
    oversold += Math.max(0, units - (start + Number(row.restocked)));
    if (row.quantity !== start + Number(row.changes) || -Number(row.order_changes) !== units)
      unbalanced++;
  }

  // Every acknowledged order reached both SSE clients (live or in a catch-up).
  let missed = 0;
  const resyncs = clients.map((c) => c.events.filter((e) => e.event === 'resync').length);
  for (const client of clients) {
    const seen = new Set(
      client.events
        .filter((e) => e.event === 'order.created' || e.event === 'order.updated')
        .map((e) => (JSON.parse(e.data) as { id: string }).id),
    );
    for (const id of ids) if (!seen.has(id)) missed++;
  }
  // Paid on Wave: 'paid' with one 'paid' event each; nothing else paid.
  const payments = await queryRows<{ id: string; status: string; paid_events: string }>(
    db,
    sql`select o.id, o.status,
          (select count(*) from payment_events e where e.order_id = o.id and e.outcome = 'paid') as paid_events
        from orders o`,
  );
  let paymentsWrong = 0;
  for (const row of payments) {
    const expected = stats.paidOnWave.has(row.id);
    if (expected !== (row.status === 'paid') || Number(row.paid_events) !== (expected ? 1 : 0))
      paymentsWrong++;
  }
  return {
    paymentsWrong,
    lost,
    duplicates,
    unacknowledged,
    oversold,
    negative,
    unbalanced,
    missed,
    sold,
    resyncs,
  };
}

/**
 * The budget "live event from commit to an admin on another instance": for each order, from its
 * first 201 to its order.created on the SSE client of the instance that did NOT take it. The 201
 * leaves after the commit, so this slightly understates; an event ahead of its 201 counts 0.
 */
function crossInstanceLatencies(clients: SseClient[], urls: string[]): number[] {
  const latencies: number[] = [];
  clients.forEach((client, i) => {
    client.events.forEach((event, j) => {
      if (event.event !== 'order.created') return;
      const acked = stats.acked.get((JSON.parse(event.data) as { id: string }).id);
      if (acked && acked.target !== urls[i])
        latencies.push(Math.max(0, client.arrivals[j]! - acked.at));
    });
  });
  return latencies;
}

async function waitForEvents(clients: SseClient[], ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const want = new Set(ids);
  while (Date.now() < deadline) {
    const done = clients.every((client) => {
      const seen = new Set(
        client.events
          .filter((e) => e.event === 'order.created')
          .map((e) => (JSON.parse(e.data) as { id: string }).id),
      );
      for (const id of want) if (!seen.has(id)) return false;
      return true;
    });
    if (done) return;
    await sleep(200);
  }
}

const ms = (values: number[], p: number) => percentile(values, p).toFixed(0);

const binDir = findPostgresBinDir();
if (!binDir) {
  console.log('bench:load: FAIL (serveur PostgreSQL introuvable : npm run test le fait installer)');
  process.exit(0);
}

const postgres = await startPostgresServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lagune-bench-load-'));
const realBuild = path.resolve(process.env.BUILD_DIR ?? 'build');
// The pages are rendered by the server build (no page is prerendered to an HTML file any more).
const useRealBuild = existsSync(path.join(realBuild, 'server', 'index.js'));
const fakeBuild = useRealBuild ? undefined : createFakeClientBuild();
const buildDir = useRealBuild ? realBuild : fakeBuild!.buildDir;
const pages = useRealBuild
  ? [
      '/',
      '/collections/t-shirt',
      '/cart',
      '/contact',
      ...products.slice(0, 12).map((p) => `/product/${p.id}`),
    ]
  : ['/', '/contact', '/product/x', '/collections/t-shirt', '/assets/a-123.js'];
const servers: RunningServer[] = [];
const clients: SseClient[] = [];
let database: Database | undefined;
try {
  console.log(
    `Machine : ${os.cpus().length} cœurs · ${SHOPPERS} clients simultanés · ${DURATION_S} s · 2 instances · PostgreSQL ${path.basename(path.dirname(binDir))}`,
  );
  console.log(
    `Pages : ${useRealBuild ? `le build de la boutique (${realBuild})` : 'une boutique miniature (pas de build : npm run build pour les vraies pages)'}`,
  );
  // The database first: migrations, stock, accounts with confirmed e-mails.
  database = await createDatabase({ dataDir, databaseUrl: postgres.url });
  await seedOnFirstStart(database.db, STOCK_UNITS);
  for (const line of hot)
    await database.db.execute(
      sql`update stock set quantity = ${HOT_UNITS} where product_id = ${line.productId} and size = ${line.size}`,
    );
  const initial = new Map(
    (
      await queryRows<{ product_id: string; size: string; quantity: number }>(
        database.db,
        sql`select product_id, size, quantity from stock`,
      )
    ).map((r) => [`${r.product_id}/${r.size}`, r.quantity]),
  );
  const passwordHash = await hashPassword(PASSWORD);
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => `cliente${i}@charge.ci`);
  for (const email of accounts)
    await database.db.execute(
      sql`insert into users (email, full_name, password_hash, email_confirmed_at)
          values (${email}, ${`Cliente ${email}`}, ${passwordHash}, now())`,
    );

  const mfaKey = randomBytes(32).toString('base64');
  const env = (i: number) => ({
    LOG_LEVEL: 'error',
    MFA_ENCRYPTION_KEY: mfaKey,
    DATABASE_URL: postgres.url,
    DATA_DIR: path.join(dataDir, `instance-${i}`),
    BUILD_DIR: buildDir,
    // The bench plays the proxy on loopback: its X-Forwarded-For names each simulated client.
    TRUST_PROXY: 'loopback',
    ORDER_RATE_LIMIT: '100000',
    // One machine plays every buyer, from one address: the unpaid-order caps (ADR 0100) off.
    UNPAID_ORDERS_PER_PHONE: '0',
    UNPAID_UNITS_PER_PHONE: '0',
    UNPAID_ORDERS_PER_IP: '0',
    UNPAID_UNITS_PER_IP: '0',
    STOCK_DEFAULT_QUANTITY: String(STOCK_UNITS),
    WAVE_API_URL: wave!.url,
    WAVE_API_KEY: STUB_WAVE_KEY,
    WAVE_WEBHOOK_SECRET: STUB_WAVE_SECRET,
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  wave = await startWaveStub();
  servers.push(...(await Promise.all([startServer(env(0)), startServer(env(1))])));
  const [a, b] = servers as [RunningServer, RunningServer];
  wave.state.webhookUrls = servers.map((s) => `${s.url}/api/payments/wave/webhook`);

  const cookie = await benchAdminSession(a.url, ADMIN, { 'x-forwarded-for': '10.250.0.1' });
  for (const server of servers) {
    const client = await SseClient.open(`${server.url}/api/admin/events`, { cookie });
    clients.push(client);
    await client.next((e) => e.event === 'ready');
  }

  const routes = Array.from({ length: SHOPPERS }, (_, i) =>
    i % 2 === 0 ? [a.url, b.url] : [b.url, a.url],
  ) as [string, string][];
  const cookies: (string | undefined)[] = [];
  for (let i = 0; i < SHOPPERS; i += 8)
    cookies.push(
      ...(await Promise.all(
        routes
          .slice(i, i + 8)
          .map((_, j) =>
            Math.random() < SIGNED_IN_SHARE
              ? signShopperIn(i + j, routes[i + j]![0], accounts[(i + j) % accounts.length]!)
              : undefined,
          ),
      )),
    );
  // The clock starts now: requests and overall percentiles count the shopping, not the sign-ins.
  stats.requests = 0;
  stats.latencies.length = 0;
  const started = performance.now();
  const until = Date.now() + DURATION_S * 1000;
  await Promise.all([
    ...routes.map(([base, other], i) => shopper(i, base, other, pages, cookies[i], until)),
    restocker(a.url, cookie, database, until),
  ]);
  const seconds = (performance.now() - started) / 1000;

  const ids = [...stats.created.values()].map((o) => o.id);
  await waitForEvents(clients, ids, 15_000);
  for (const client of clients) client.close();
  await Promise.all(servers.map((s) => s.stop()));
  const result = await check(database, initial, clients);
  const live = crossInstanceLatencies(
    clients,
    servers.map((server) => server.url),
  );

  const orders = stats.created.size;
  console.log(
    `\nCharge : ${seconds.toFixed(0)} s, ${SHOPPERS} clients, dont ${stats.signedIn} connectés`,
  );
  console.log(
    `  requêtes : ${stats.requests} (${(stats.requests / seconds).toFixed(0)} req/s) · erreurs serveur (5xx) : ${stats.serverErrors} · erreurs réseau : ${stats.networkErrors}`,
  );
  console.log(
    `  latence, toutes requêtes : p50 ${ms(stats.latencies, 50)} ms · p99 ${ms(stats.latencies, 99)} ms`,
  );
  console.log(
    `  latence, POST /api/orders : p50 ${ms(stats.orderLatencies, 50)} ms · p99 ${ms(stats.orderLatencies, 99)} ms`,
  );
  console.log(
    `  p50 / p99 par type : ${[...stats.byKind.entries()]
      .sort()
      .map(([k, v]) => `${k} ${ms(v, 50)}/${ms(v, 99)} ms`)
      .join(' · ')}`,
  );
  console.log(
    `  commandes acceptées (201) : ${orders} (${(orders / seconds).toFixed(1)} commandes/s) · unités vendues : ${result.sold}`,
  );
  console.log(
    `  renvois avec la même clé : ${stats.retries} (dont ${stats.concurrentDuplicates} simultanés) · réponses rejouées : ${stats.replayed}`,
  );
  console.log(
    `  refus « stock insuffisant » (409, ou 400 taille épuisée) : ${stats.outOfStock} · réassorts admin : ${stats.restocks}`,
  );
  console.log(
    `  réponses par type : ${[...stats.byStatus.entries()]
      .sort()
      .map(([k, v]) => `${k}: ${v}`)
      .join(' · ')}`,
  );
  console.log('\nVérifications dans la base');
  console.log(`  doublons : ${result.duplicates}`);
  console.log(
    `  unités survendues : ${result.oversold} (stocks négatifs : ${result.negative}, tailles dont vendu + stock ≠ initial + réassorts : ${result.unbalanced})`,
  );
  console.log(`  commandes perdues ou incomplètes : ${result.lost}`);
  console.log(
    `  payées par Wave Checkout : ${stats.paidOnWave.size} (webhooks envoyés : ${wave.state.deliveries}, dont renvois ${wave.state.deliveries - stats.paidOnWave.size}) · paiements échoués en route : ${stats.paymentErrors} · statut ou paiement faux : ${result.paymentsWrong}`,
  );
  console.log(
    `  événements manqués (2 clients SSE) : ${result.missed} (resync reçus : ${result.resyncs.join(' / ')})`,
  );
  console.log(
    `  événement en direct vers l'admin de l'autre instance : p50 ${ms(live, 50)} ms · p99 ${ms(live, 99)} ms (${live.length} mesures)`,
  );
  const pass =
    result.duplicates === 0 &&
    result.oversold === 0 &&
    result.negative === 0 &&
    result.unbalanced === 0 &&
    result.lost === 0 &&
    result.missed === 0 &&
    result.paymentsWrong === 0 &&
    stats.paymentErrors === 0 &&
    stats.serverErrors === 0 &&
    stats.networkErrors === 0 &&
    orders > 0;
  // The order and live budgets, measured here at more clients than the 50 they are set for: the
  // order p99 is reported against them, not a reason to fail; a short run proves nothing either
  // way.
  const orderP99 = percentile(stats.orderLatencies, 99);
  const liveP99 = percentile(live, 99);
  const budget = (label: string, value: number, limit: number) =>
    `  ${value <= limit ? 'tenu' : 'DÉPASSÉ'} : ${label} p99 ${value.toFixed(0)} ms (budget ${limit} ms)`;
  console.log(
    `\nBudgets${FULL_RUN ? '' : ' (course courte : chiffres indicatifs, le verdict vaut pour ≥ 200 clients et ≥ 60 s)'}`,
  );
  console.log(budget(`commande (budget fixé à 50 clients, mesuré à ${SHOPPERS})`, orderP99, 50));
  console.log(budget("événement en direct vers l'autre instance", liveP99, 200));
  console.log(
    `  rien de perdu, doublé ni survendu : ${pass ? 'tenu' : 'NON'}${FULL_RUN ? '' : ' (course courte)'}`,
  );
  console.log(
    `\nbench:load: ${pass ? 'PASS' : 'FAIL'} (doublons ${result.duplicates}, survendu ${result.oversold}, perdues ${result.lost}, événements manqués ${result.missed}, paiements faux ${result.paymentsWrong}, 5xx ${stats.serverErrors} ; ${orders} commandes dont ${stats.paidOnWave.size} payées par Wave, ${(orders / seconds).toFixed(1)} commandes/s, ${(stats.requests / seconds).toFixed(0)} req/s, p99 ${ms(stats.latencies, 99)} ms, commande p99 ${orderP99.toFixed(0)} ms, direct p99 ${liveP99.toFixed(0)} ms ; ${SHOPPERS} clients, ${seconds.toFixed(0)} s, ${os.cpus().length} cœurs${FULL_RUN ? '' : ', course courte'})`,
  );
} catch (error) {
  console.log(`bench:load: FAIL (${(error as Error).message})`);
} finally {
  for (const client of clients) client.close();
  await Promise.all(servers.map((s) => s.stop()));
  await database?.close();
  await postgres.stop();
  await wave?.close();
  fakeBuild?.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
