// `npm start` as a process manager drives it: SIGTERM while customers are mid-request, a port
// already taken, two instances started together from one checkout.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, inject } from 'vitest';
import { withBuildLock } from '../../../scripts/build-lock.mjs';
import { sourceFingerprint } from '../../../scripts/build-stamp.mjs';
import { pinnedMajor, pinnedRange } from '../../../scripts/runtime.mjs';
import { createDatabase } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';
import { createFakeClientBuild } from '../test/fake-client-build.ts';
import {
  exitWithin,
  freePort,
  isHealthy,
  killAll,
  runNpm,
  waitUntil,
  type Running,
} from './test-processes.ts';

// A build that `npm start` takes as current (its stamp matches the sources), so no test here
// spends a minute building the real shop.
const build = createFakeClientBuild({ serverBuildOf: inject('shopBuildDir') });
writeFileSync(path.join(build.buildDir, '.build-stamp'), sourceFingerprint());
const folders: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lagune-start-'));
  folders.push(dir);
  return dir;
}

afterEach(killAll);
afterAll(() => {
  build.remove();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function start(port: number, data: string, buildDir = build.buildDir): Running {
  return runNpm(['start'], { PORT: String(port), DATA_DIR: data, BUILD_DIR: buildDir });
}

/**
 * A contact form submission whose body is still on its way: the server has the request (headers
 * and the first bytes) but cannot answer before `finish()` sends the rest.
 */
function slowContactForm(port: number, name: string) {
  const body = JSON.stringify({
    name,
    email: 'client@example.ci',
    subject: 'Question sur une commande',
    message: 'Bonjour, ma commande arrive-t-elle avant samedi ?',
  });
  let finish = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 20));
    finish = () => req.end(body.slice(20));
  });
  return { response, finish: () => finish() };
}

// Each start boots tsx, Fastify and PGlite (seconds, more on a busy machine): generous limits.
describe('npm start', { timeout: 120_000 }, () => {
  it('prints the Node.js version it runs on first, the one the project pins', async () => {
    const port = await freePort();
    const shop = start(port, dataDir());
    await waitUntil(() => isHealthy(port), 'la boutique répond sur /api/health');
    const firstLines = shop
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('>') && !line.startsWith('npm '));
    expect(firstLines[0]).toBe(`Node.js ${process.version} (version du projet : ${pinnedRange()})`);
    expect(process.version).toMatch(new RegExp(`^v${pinnedMajor()}\\.`));
    process.kill(shop.child.pid!, 'SIGINT');
    expect(await exitWithin(shop, 10_000)).toEqual({ code: 0, signal: null });
  });

  it('on SIGTERM lets requests in flight finish, exits within 10 s, frees the lock and the port; a second start on the same folder comes up at once', async () => {
    const port = await freePort();
    const data = dataDir();
    const first = start(port, data);
    await waitUntil(() => isHealthy(port), 'la boutique répond sur /api/health');
    expect(existsSync(path.join(data, 'pglite.lock'))).toBe(true);

    const forms = ['Awa Koné', 'Yao Kouassi', 'Mariam Traoré'].map((name) =>
      slowContactForm(port, name),
    );
    // On loopback the server has read the requests' headers well within this pause; it only
    // orders the events (requests started, then SIGTERM, then the rest of the bodies).
    await new Promise((r) => setTimeout(r, 300));
    process.kill(first.child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const form of forms) form.finish();

    const answers = await Promise.all(forms.map((form) => form.response));
    expect(answers).toEqual(forms.map(() => ({ status: 201, body: '{"ok":true}' })));
    expect(await exitWithin(first, 10_000)).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(data, 'pglite.lock'))).toBe(false);
    await expect(portIsFree(port)).resolves.toBe(true);

    const second = start(port, data);
    await waitUntil(() => isHealthy(port), 'la deuxième instance répond', 30_000);
    expect(second.output()).not.toMatch(/déjà ouverte|Construction|déjà utilisé/);
    process.kill(second.child.pid!, 'SIGTERM');
    expect(await exitWithin(second, 10_000)).toEqual({ code: 0, signal: null });

    // The three messages the customers sent during the stop are in the database.
    const database = await createDatabase({ dataDir: data });
    try {
      const names = await database.db.select({ name: contactMessages.name }).from(contactMessages);
      expect(names.map((row) => row.name).sort()).toEqual([
        'Awa Koné',
        'Mariam Traoré',
        'Yao Kouassi',
      ]);
    } finally {
      await database.close();
    }
  });

  it('exits non-zero when the server is killed by a signal nobody asked for, so a process manager restarts it', async () => {
    const port = await freePort();
    const data = dataDir();
    const shop = start(port, data);
    await waitUntil(() => isHealthy(port), 'la boutique répond sur /api/health');
    // The lock holds the server's pid: kill that process, as the kernel's OOM killer would.
    process.kill(Number(readFileSync(path.join(data, 'pglite.lock'), 'utf8')), 'SIGKILL');
    const exit = await exitWithin(shop, 10_000);
    expect(exit.code).toBe(137);
    expect(shop.output()).toContain('Le serveur a été tué par le signal SIGKILL.');
  });

  it('says in one French line that the port is taken, naming it and PORT, and leaves no lock behind', async () => {
    const blocker: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const data = dataDir();
      const shop = start(port, data);
      const exit = await exitWithin(shop, 60_000);
      expect(exit.code).not.toBe(0);
      const aboutThePort = shop
        .output()
        .split('\n')
        .filter((line) => /\bport\b|EADDRINUSE/i.test(line));
      expect(shop.output()).not.toContain('Démarrage impossible');
      expect(aboutThePort).toEqual([
        `Le port ${port} est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre port avec la variable PORT.`,
      ]);
      expect(existsSync(path.join(data, 'pglite.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('waits while another instance builds the shop, then serves that build instead of building again', async () => {
    const port = await freePort();
    const fresh = createFakeClientBuild({ serverBuildOf: inject('shopBuildDir') });
    folders.push(fresh.buildDir);
    let waiting!: Running;
    // This test process plays the instance that builds: it holds the build lock while the second
    // instance starts, and writes the stamp of a finished build before letting go.
    await withBuildLock(async () => {
      waiting = start(port, dataDir(), fresh.buildDir);
      await waitUntil(
        () =>
          waiting
            .output()
            .includes(`Une autre instance construit la boutique (processus ${process.pid})`),
        "l'instance attend le build en cours",
      );
      expect(await isHealthy(port)).toBe(false);
      writeFileSync(path.join(fresh.buildDir, '.build-stamp'), sourceFingerprint());
    });
    await waitUntil(() => isHealthy(port), 'la boutique répond après le build');
    expect(waiting.output()).not.toContain('Construction de la boutique');
    process.kill(waiting.child.pid!, 'SIGTERM');
    expect(await exitWithin(waiting, 10_000)).toEqual({ code: 0, signal: null });
  });
});
