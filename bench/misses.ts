// A real visitor while the shop is flooded with made-up addresses (docs/decisions/0187, 0188).
//   One visitor fetches a kept page (`/`, brotli) in a loop on one keep-alive connection, timed to
//   the last byte; meanwhile the bench sends `--rate` (default 2 000) made-up URLs a second from 50
//   client networks (X-Forwarded-For: the server is started with TRUST_PROXY=loopback, the bench
//   playing the proxy), at most 256 in flight (the rest are counted as not sent): random paths,
//   %-escaped and cased spellings of the real product addresses, and unknown product ids. Prints
//   the visitor's p50/p99 with and without the flood, what the flood got (per status, x-cache),
//   and a verdict: visitor p99 under the flood < 50 ms on this machine's cores.
//
//   npm run bench:misses                          # this checkout (BUILD_DIR, built if missing)
//   npm run bench:misses -- --seconds 10          # flood length (default 20)
//   npm run bench:misses -- --rate=500            # made-up URLs a second (default 2 000)
//   npm run bench:misses -- --url now=http://127.0.0.1:3000   # a server already running
//
// A bench reports; it always exits 0.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { products } from '../src/shared/catalogue/products.ts';
import { percentile } from './support/server.ts';
import { openTargets, parseArgs, stopTargets } from './support/targets.ts';

const NETWORKS = 50;
const MAX_IN_FLIGHT = 256;
const BUDGET_P99_MS = 50;
const VISITOR_PATH = '/';

/** A made-up address of one of three kinds, as an attacker varies them. */
function madeUp(i: number): string {
  const word = randomBytes(6).toString('hex');
  const product = products[i % products.length]!.id;
  switch (i % 10) {
    case 0:
      // An unknown id of a route with a parameter: its route's one kept 404 (ADR 0194).
      return `/product/${word}`;
    case 1:
    case 2:
    case 3: {
      // The real product's address, some letters %-escaped, some upper-cased.
      const spelled = [...product]
        .map((c, k) =>
          (k + i) % 3 === 0
            ? `%${c.charCodeAt(0).toString(16).toUpperCase()}`
            : (k + i) % 5 === 0
              ? c.toUpperCase()
              : c,
        )
        .join('');
      return `/product/${spelled}`;
    }
    default:
      return `/${word}/${randomBytes(3).toString('hex')}`;
  }
}

type Answer = { status: number; ms: number; cache: string };

function get(agent: Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (status: number, cache = '') =>
      resolve({ status, ms: Number(process.hrtime.bigint() - started) / 1e6, cache });
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0, String(res.headers['x-cache'] ?? '')));
      res.on('error', () => done(0));
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', () => done(0));
    req.end();
  });
}

/** The visitor: one connection, the kept page again and again until `until()` says stop. */
async function visit(origin: string, until: () => boolean): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  while (!until()) {
    const answer = await get(agent, `${origin}${VISITOR_PATH}`, { 'accept-encoding': 'br' });
    if (answer.status === 200) times.push(answer.ms);
  }
  agent.destroy();
  return times;
}

/** Sends `rate` made-up URLs a second for `seconds`, spread over NETWORKS networks. */
async function flood(origin: string, rate: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  const statuses = new Map<string, number>();
  let inFlight = 0;
  let sent = 0;
  let skipped = 0;
  const pending = new Set<Promise<void>>();
  const tickMs = 10;
  const end = Date.now() + seconds * 1000;
  for (let tick = 0; Date.now() < end; tick += 1) {
    const due = Math.round(((tick + 1) * rate * tickMs) / 1000) - sent - skipped;
    for (let k = 0; k < due; k += 1) {
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const i = sent++;
      inFlight += 1;
      const job = get(agent, `${origin}${madeUp(i)}`, {
        'accept-encoding': 'br, gzip',
        // Ten in a row from one network: each network sends every kind of address.
        'x-forwarded-for': `198.51.100.${1 + (Math.floor(i / 10) % NETWORKS)}`,
      }).then(({ status, cache }) => {
        inFlight -= 1;
        const label = `${status}${cache ? ` ${cache}` : ''}`;
        statuses.set(label, (statuses.get(label) ?? 0) + 1);
        pending.delete(job);
      });
      pending.add(job);
    }
    await new Promise((r) => setTimeout(r, tickMs));
  }
  await Promise.all(pending);
  agent.destroy();
  return { sent, skipped, statuses };
}

const summary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${times.length} requêtes)`;

let verdict = 'misses: FAIL (non mesuré)';
try {
  const args = parseArgs(process.argv.slice(2).filter((a) => !a.startsWith('--rate')));
  const rateArg = process.argv.find((a) => a.startsWith('--rate='));
  const rate = rateArg ? Number(rateArg.slice('--rate='.length)) : 2_000;
  const seconds = args.seconds ?? 20;
  const [target] = await openTargets(args, { TRUST_PROXY: 'loopback' });
  if (!target) throw new Error('aucun serveur');
  const origin = target.url;
  console.log(
    `misses : ${origin}, ${cpus().length} cœurs, charge (1 min) ${loadavg()[0]!.toFixed(1)}`,
  );

  // Quiet: the visitor alone for 5 s, after 1 s of warm-up (JIT, the page's kept copies).
  const warmEnd = Date.now() + 1_000;
  await visit(origin, () => Date.now() > warmEnd);
  const quietEnd = Date.now() + 5_000;
  const quiet = await visit(origin, () => Date.now() > quietEnd);
  console.log(`  visiteur seul : ${summary(quiet)}`);

  let flooding = true;
  const [loud, attack] = await Promise.all([
    visit(origin, () => !flooding),
    flood(origin, rate, seconds).finally(() => (flooding = false)),
  ]);
  console.log(
    `  attaque : ${attack.sent} URL inventées envoyées en ${seconds} s (${(attack.sent / seconds).toFixed(0)}/s, visé ${rate}/s, ${attack.skipped} non envoyées : ${MAX_IN_FLIGHT} en vol), ${NETWORKS} réseaux`,
  );
  const counts = [...attack.statuses].sort((a, b) => b[1] - a[1]);
  console.log(`  réponses : ${counts.map(([s, n]) => `${s} × ${n}`).join(', ')}`);
  console.log(`  visiteur pendant l'attaque : ${summary(loud)}`);
  const p99 = percentile(loud, 99);
  verdict = `misses: ${p99 < BUDGET_P99_MS ? 'PASS' : 'FAIL'} (p99 du visiteur ${p99.toFixed(1)} ms, budget < ${BUDGET_P99_MS} ms sur ${cpus().length} cœurs)`;
} catch (error) {
  console.log(`erreur : ${(error as Error).message}`);
} finally {
  await stopTargets();
}
console.log(verdict);
