// Sign-in under a burst of bogus sign-ins (docs/decisions/0102): 50 parallel
// sign-ins with wrong passwords, from one address and then from 50 addresses, while the shop's
// administrator signs in from another address. Prints each figure and a verdict: the real sign-in
// gets its answer within 2 s — signed in, or (when the bounded line is full) a 503 whose
// Retry-After the browser follows, and then signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server.ts';

const BURST = 50;
const BUDGET_MS = 2_000;
const ADMIN = { username: 'patronne@lagune.ci', password: 'Banc-Connexion#2026' };

type Answer = { status: number; ms: number };

function post(url: string, route: string, body: object, localAddress: string): Promise<Answer> {
  const started = performance.now();
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${route}`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function scenario(url: string, name: string, addressOf: (i: number) => string) {
  const bogus = Array.from({ length: BURST }, (_, i) =>
    post(
      url,
      '/api/auth/sign-in',
      { email: `inconnu${i}-${Date.now()}@example.ci`, password: 'mauvais-mot-de-passe' },
      addressOf(i),
    ),
  );
  // The administrator signs in just after the burst has left.
  await new Promise((r) => setTimeout(r, 20));
  const real = await post(url, '/api/admin/sign-in', ADMIN, '127.0.0.2');
  let retried: Answer | undefined;
  if (real.status === 503) {
    await new Promise((r) => setTimeout(r, 2_000)); // Retry-After: 2
    retried = await post(url, '/api/admin/sign-in', ADMIN, '127.0.0.2');
  }
  const answers = await Promise.all(bogus);
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  const slowest = Math.max(...answers.map((a) => a.ms));
  console.log(
    `${name}: vraie connexion ${real.status} en ${Math.round(real.ms)} ms` +
      (retried
        ? ` puis, après Retry-After, ${retried.status} en ${Math.round(retried.ms)} ms`
        : '') +
      ' ; ' +
      `faux essais : ${count(401)} vérifiés (401), ${count(429)} refusés (429), ${count(503)} refusés (503), le plus lent ${Math.round(slowest)} ms`,
  );
  return { first: real, final: retried ?? real };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lagune-bench-sign-in-'));
const server = await startServer({
  DATA_DIR: dataDir,
  BUILD_DIR: path.join(dataDir, 'no-build'),
  ADMIN_EMAIL: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'error',
});
let verdict = true;
try {
  // Warm-up: the first hash also builds the decoy.
  await post(server.url, '/api/admin/sign-in', ADMIN, '127.0.0.2');
  for (const [name, addressOf] of [
    [`${BURST} faux essais depuis une adresse`, () => '127.0.0.1'],
    [`${BURST} faux essais depuis ${BURST} adresses`, (i: number) => `127.0.1.${i + 1}`],
  ] as const) {
    const { first, final } = await scenario(server.url, name, addressOf);
    if (first.ms > BUDGET_MS || final.status !== 200 || final.ms > BUDGET_MS) verdict = false;
    await new Promise((r) => setTimeout(r, 1_000));
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `bench:sign-in: ${verdict ? 'PASS' : 'FAIL'} (la vraie connexion a sa réponse en moins de ${BUDGET_MS} ms sous ${BURST} faux essais parallèles, et est connectée, au besoin après Retry-After ; ${os.cpus().length} cœurs, charge ${os.loadavg()[0]!.toFixed(1)})`,
);
process.exitCode = verdict ? 0 : 1;
