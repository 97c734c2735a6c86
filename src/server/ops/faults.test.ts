// Faults of the process and its disk, with the server run
// as an operator runs it: killed with SIGKILL, stopped with SIGTERM under load, started on a
// DATA_DIR it cannot write, a disk that fills while it runs, a PostgreSQL server that is not up yet.
import { execFileSync } from 'node:child_process';
import { NO_UNPAID_CAPS } from '../test/test-app.ts';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { createDatabase, queryRows } from '../db/database.ts';
import { MESSAGES } from '../http/errors.ts';
import { freePort as freePgPort, startPostgresCluster } from '../test/postgres-server.ts';
import {
  exitWithin,
  freePort,
  isHealthy,
  killAll,
  runServer,
  waitUntil,
  type Running,
} from './test-processes.ts';

const sellable = products
  .filter((p) => p.inStock)
  .flatMap((p) =>
    p.sizes.filter((s) => s.available).map((s) => ({ productId: p.id, size: s.name })),
  );

function orderBody(i: number): string {
  return JSON.stringify({
    items: [{ ...sellable[i % sellable.length]!, quantity: 1 }],
    customer: {
      fullName: `Cliente Panne ${i}`,
      phone: '07 01 02 03 04',
      address: 'Cocody Riviera 3, villa 12',
    },
    delivery: { zone: 'abidjan' },
  });
}

const folders: string[] = [];
const mounts: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lagune-faults-'));
  folders.push(dir);
  return dir;
}

/** A tmpfs of `size` at a new folder (root only), unmounted after the file's tests. */
function tmpfs(size: string, readOnly = false): string {
  const dir = dataDir();
  execFileSync('mount', [
    '-t',
    'tmpfs',
    '-o',
    `${readOnly ? 'ro,' : ''}size=${size}`,
    'tmpfs',
    dir,
  ]);
  mounts.push(dir);
  return dir;
}

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    const dir = tmpfs('1m');
    execFileSync('umount', [dir]);
    mounts.splice(mounts.indexOf(dir), 1);
    return true;
  } catch {
    return false;
  }
}

afterEach(killAll);
afterAll(() => {
  for (const dir of mounts) execFileSync('umount', ['-l', dir]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>): { shop: Running; port: number } & Promise<number> {
  const result = freePort().then((port) => {
    const shop = runServer({
      PORT: String(port),
      BUILD_DIR: path.join(os.tmpdir(), 'lagune-no-build'),
      ORDER_RATE_LIMIT: '1000000',
      ...NO_UNPAID_CAPS,
      STOCK_DEFAULT_QUANTITY: '100000',
      ...env,
    });
    Object.assign(result, { shop, port });
    return port;
  });
  return result as { shop: Running; port: number } & Promise<number>;
}

async function startHealthy(env: Record<string, string>) {
  const started = start(env);
  const port = await started;
  await waitUntil(
    () => isHealthy(port) || started.shop.child.exitCode !== null,
    'la boutique répond',
    90_000,
  );
  expect(started.shop.child.exitCode, started.shop.output()).toBeNull();
  return { shop: started.shop, port };
}

/** An order's answer; `i` and `key` say what was sent, to send it again. */
type Answer = { status: number; id?: string; message?: string; i?: number; key?: string };

/** Places one order; a connection that fails (server gone) answers status 0. */
async function placeOrder(port: number, i: number, key: string = randomUUID()): Promise<Answer> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: orderBody(i),
    });
    const body = (await res.json()) as { order?: { id: string }; error?: { message: string } };
    return { status: res.status, id: body.order?.id, message: body.error?.message, i, key };
  } catch {
    return { status: 0, i, key };
  }
}

/**
 * `workers` shoppers placing orders until `stop()` or until the server stops answering; each
 * answer is pushed to `answers` as it comes.
 */
async function load(port: number, workers: number, stop: () => boolean, answers: Answer[]) {
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stop()) {
        const answer = await placeOrder(port, n++);
        answers.push(answer);
        if (answer.status === 0) return;
      }
    }),
  );
}

const acknowledged = (answers: Answer[]) => answers.filter((a) => a.status === 201);

/** Ids of the orders in a PGlite DATA_DIR that are complete (order, details and their items). */
async function completeOrders(dir: string): Promise<Set<string>> {
  const database = await createDatabase({ dataDir: dir });
  try {
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select o.id from orders o join orders_info i on i.id = o.id
          where exists (select 1 from order_items t where t.order_id = o.id)`,
    );
    return new Set(rows.map((r) => r.id));
  } finally {
    await database.close();
  }
}

// Each case starts the server (tsx, Fastify, PGlite) once or twice: generous limits on 2 cores.
describe('the server process under faults', { timeout: 180_000 }, () => {
  it('killed with SIGKILL under load on PGlite and restarted: every acknowledged order is there, every retry gets its order once', async () => {
    const dir = dataDir();
    const { shop, port } = await startHealthy({ DATA_DIR: dir });
    let killed = false;
    const answers: Answer[] = [];
    const running = load(port, 12, () => killed, answers);
    // Killed once orders are being acknowledged, while others are in flight.
    await waitUntil(() => acknowledged(answers).length >= 40, '40 commandes acceptées');
    process.kill(shop.child.pid!, 'SIGKILL');
    killed = true;
    await running;
    expect(await exitWithin(shop, 10_000)).toEqual({ code: null, signal: 'SIGKILL' });
    // A shopper got a 201 or nothing (the connection died): never an error.
    for (const answer of answers) expect([0, 201]).toContain(answer.status);

    // Restarted on the same folder (the dead process's lock is taken over), then stopped cleanly.
    const again = await startHealthy({ DATA_DIR: dir });
    expect((await placeOrder(again.port, 0)).status).toBe(201);
    // Each shopper left without an answer tries again with the same key and gets the order at
    // once: placed now, or the one written before the kill (never 'Patientez', never twice).
    const unanswered = answers.filter((a) => a.status === 0);
    expect(unanswered.length).toBeGreaterThan(0);
    const retried = await Promise.all(unanswered.map((a) => placeOrder(again.port, a.i!, a.key)));
    for (const retry of retried) expect(retry.status, retry.message).toBe(201);
    process.kill(again.shop.child.pid!, 'SIGTERM');
    expect(await exitWithin(again.shop, 15_000)).toEqual({ code: 0, signal: null });

    const stored = await completeOrders(dir);
    const lost = [...acknowledged(answers), ...retried].filter((a) => !stored.has(a.id!));
    expect(lost).toEqual([]);
    expect(stored.size).toBe(acknowledged(answers).length + retried.length + 1);
  });

  it('SIGTERM under load: requests in flight finish, nothing acknowledged is lost, exit 0', async () => {
    const dir = dataDir();
    const { shop, port } = await startHealthy({ DATA_DIR: dir });
    const answers: Answer[] = [];
    let stopped = false;
    const running = load(port, 12, () => stopped, answers);
    await waitUntil(() => acknowledged(answers).length >= 20, '20 commandes acceptées');
    // Three orders whose bodies are still on their way when the stop comes.
    const slow = [1, 2, 3].map((i) => slowOrder(port, i));
    // The stop must come once the server has read their headers (a connection whose request has
    // not begun is idle, and closing it is right). On a busy machine a fixed 300 ms is not always
    // enough: a request on a connection opened after theirs must have been answered first (the
    // server accepts connections in order and reads them as they become readable).
    await Promise.all(slow.map((order) => order.sent));
    await freshConnectionGet(port, '/api/health');
    await new Promise((r) => setTimeout(r, 300));
    process.kill(shop.child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const order of slow) order.finish();
    const late = await Promise.all(slow.map((order) => order.response));
    expect(await exitWithin(shop, 15_000)).toEqual({ code: 0, signal: null });
    stopped = true;
    await running;
    for (const answer of late) expect(answer.status).toBe(201);
    for (const answer of answers) expect([0, 201, 503]).toContain(answer.status);

    const stored = await completeOrders(dir);
    const lost = [...acknowledged(answers), ...late].filter((a) => !stored.has(a.id!));
    expect(lost).toEqual([]);
  });
});

const mountable = canMount();

describe('a DATA_DIR that cannot be written', { timeout: 180_000 }, () => {
  async function refused(dir: string) {
    const started = start({ DATA_DIR: dir });
    await started;
    const exit = await exitWithin(started.shop, 60_000);
    expect(exit.code).toBe(1);
    return started.shop.output();
  }

  it('a file where the folder should be: one French sentence, exit 1', async () => {
    const file = path.join(dataDir(), 'donnees');
    writeFileSync(file, 'pas un dossier');
    const output = await refused(file);
    expect(output).toContain(
      `Démarrage impossible : DATA_DIR (${file}) n’est pas un dossier : un fichier porte ce nom`,
    );
  });

  // Root writes through permission bits: a read-only mount is what stops it (tests run as root).
  it.runIf(mountable)('a read-only disk: one French sentence, exit 1', async () => {
    const dir = tmpfs('1m', true);
    const output = await refused(path.join(dir, 'donnees'));
    expect(output).toContain('est sur un disque en lecture seule');
  });

  it.runIf(mountable)(
    'a disk too full to create the database: one French sentence, exit 1',
    async () => {
      const dir = tmpfs('8m');
      const output = await refused(path.join(dir, 'donnees'));
      expect(output).toMatch(
        /espace disque insuffisant pour créer la base \(\d+ Mo libres, il en faut 64\)/,
      );
    },
  );

  it.runIf(mountable)(
    'a disk that fills while the shop runs: 503 in French on writes, back once there is room, nothing acknowledged lost',
    async () => {
      const dir = path.join(tmpfs('100m'), 'donnees');
      mkdirSync(dir);
      const { shop, port } = await startHealthy({ DATA_DIR: dir });
      const answers: Answer[] = [];
      for (let i = 0; i < 10; i++) answers.push(await placeOrder(port, i));
      expect(acknowledged(answers)).toHaveLength(10);

      // Everything left taken by another file, as a log gone wild would.
      const filler = path.join(dir, '..', 'remplissage');
      const fs = statfsSync(dir);
      try {
        writeFileSync(filler, Buffer.alloc(fs.bavail * fs.bsize));
      } catch {
        // ENOSPC at the very end: the disk is full, which is the point
      }
      // Orders may still fit in pages the database already has; then it needs a new one.
      let full: Answer | undefined;
      for (let i = 0; i < 2000 && !full; i++) {
        const answer = await placeOrder(port, 100 + i);
        answers.push(answer);
        if (answer.status !== 201) full = answer;
      }
      expect(full).toMatchObject({ status: 503, message: MESSAGES.unavailable });
      expect(full?.id).toBeUndefined();
      const contact = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Awa Koné',
          email: 'awa@example.ci',
          subject: 'Question sur une taille',
          message: `Bonjour, ${'un long message '.repeat(300)}`,
        }),
      });
      expect(contact.status).toBe(503);
      expect(((await contact.json()) as { error: { message: string } }).error.message).toBe(
        MESSAGES.unavailable,
      );
      // The load balancer hears it too: the health check says the disk is full (ADR 0181).
      const health = () => fetch(`http://127.0.0.1:${port}/api/health`);
      const sick = await health();
      expect(sick.status).toBe(503);
      expect(((await sick.json()) as { error: { code: string } }).error.code).toBe('disk_full');

      rmSync(filler);
      const back = await placeOrder(port, 5000);
      expect(back.status).toBe(201);
      answers.push(back);
      expect((await health()).status).toBe(200);

      process.kill(shop.child.pid!, 'SIGTERM');
      expect(await exitWithin(shop, 15_000)).toEqual({ code: 0, signal: null });
      const stored = await completeOrders(dir);
      expect(acknowledged(answers).filter((a) => !stored.has(a.id!))).toEqual([]);
    },
  );
});

describe('PostgreSQL unreachable at start', { timeout: 180_000 }, () => {
  it('retries with backoff, saying so in French, for longer than Fastify gives a plugin, and starts once the server is up', async () => {
    const pgPort = await freePgPort();
    const started = start({
      DATA_DIR: dataDir(),
      DATABASE_URL: `postgres://app@127.0.0.1:${pgPort}/postgres`,
      DATABASE_CONNECT_TIMEOUT: '120',
    });
    const port = await started;
    // The 11th try comes after 32.75 s of pauses (0.25 s doubling, 5 s at most): PostgreSQL
    // comes up more than 30 s after the shop, far past the 10 s Fastify gives a plugin by default.
    await waitUntil(
      () =>
        started.shop.output().includes('(tentative 11,') || started.shop.child.exitCode !== null,
      'la boutique réessaie une onzième fois',
    );
    expect(started.shop.child.exitCode, started.shop.output()).toBeNull();
    expect(started.shop.output()).toContain('PostgreSQL injoignable : nouvel essai dans 5.0 s');
    const cluster = await startPostgresCluster({ port: pgPort });
    try {
      await waitUntil(() => isHealthy(port), 'la boutique démarre une fois PostgreSQL là', 90_000);
      process.kill(started.shop.child.pid!, 'SIGTERM');
      expect(await exitWithin(started.shop, 15_000)).toEqual({ code: 0, signal: null });
    } finally {
      await cluster.stop();
    }
  });

  it('gives up after DATABASE_CONNECT_TIMEOUT with one French sentence, exit 1', async () => {
    const pgPort = await freePgPort();
    const started = start({
      DATA_DIR: dataDir(),
      DATABASE_URL: `postgres://app@127.0.0.1:${pgPort}/postgres`,
      DATABASE_CONNECT_TIMEOUT: '1',
    });
    await started;
    expect((await exitWithin(started.shop, 60_000)).code).toBe(1);
    expect(started.shop.output()).toContain(
      `Démarrage impossible : le serveur PostgreSQL 127.0.0.1:${pgPort}/postgres reste injoignable après 1 s`,
    );
  });
});

/** An order whose body is still on its way: the server has the request but cannot answer yet. */
function slowOrder(port: number, i: number) {
  const body = orderBody(1000 + i);
  let finish = () => {};
  let sentResolve = () => {};
  // Resolved once the headers and the first bytes of the body are written to the socket.
  const sent = new Promise<void>((resolve) => (sentResolve = resolve));
  const response = new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/orders',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const parsed = JSON.parse(text) as { order?: { id: string } };
          resolve({ status: res.statusCode ?? 0, id: parsed.order?.id });
        });
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 20), () => sentResolve());
    finish = () => req.end(body.slice(20));
  });
  return { response, sent, finish: () => finish() };
}

/** A GET on a connection of its own (no keep-alive pool), resolved once answered. */
function freshConnectionGet(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}
