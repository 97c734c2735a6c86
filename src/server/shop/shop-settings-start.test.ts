// A shop owner sets WAVE_NUMBER and starts the shop: the pages (built with it), the order API and
// GET /api/shop all show that number; changing it rebuilds; a server run by hand against a build
// made with another number refuses to start.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, expect, inject, it } from 'vitest';
import {
  exitWithin,
  freePort,
  isHealthy,
  killAll,
  ROOT,
  runNpm,
  waitUntil,
} from '../ops/test-processes.ts';

const root = mkdtempSync(path.join(inject('testDataRoot'), 'settings-'));
// Inside the checkout: prerendering imports the server build, which must find node_modules.
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const BUILD_DIR = mkdtempSync(path.join(ROOT, '.tmp', 'build-settings-'));
afterEach(killAll);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(BUILD_DIR, { recursive: true, force: true });
});
const FIRST = '+225 05 55 44 33 22';
const SECOND = '+225 01 02 03 04 05';

async function startShop(waveNumber: string) {
  const port = await freePort();
  const shop = runNpm(['start'], {
    PORT: String(port),
    DATA_DIR: path.join(root, 'data'),
    BUILD_DIR,
    WAVE_NUMBER: waveNumber,
  });
  await waitUntil(
    async () => {
      if (shop.child.exitCode !== null)
        throw new Error(`npm start s’est arrêté :\n${shop.output()}`);
      return isHealthy(port);
    },
    'le serveur répond',
    240_000,
  );
  return { shop, url: `http://127.0.0.1:${port}` };
}

async function stop(shop: ReturnType<typeof runNpm>) {
  process.kill(shop.child.pid!, 'SIGTERM');
  await exitWithin(shop, 15_000);
}

it(
  'shows the configured Wave number on the pages and in the API, and rebuilds when it changes',
  { timeout: 600_000 },
  async () => {
    const { shop, url } = await startShop(FIRST);
    try {
      const faq = await (await fetch(`${url}/faqs`)).text();
      expect(faq).toContain(FIRST);
      expect(faq).not.toContain('+225 07 00 00 00 00');
      expect(await (await fetch(`${url}/terms`)).text()).toContain(FIRST);
      expect(
        ((await (await fetch(`${url}/api/shop`)).json()) as { waveNumber: string }).waveNumber,
      ).toBe(FIRST);
      const order = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          items: [{ productId: 't-shirt-wax-cocody', size: 'M', quantity: 1 }],
          customer: { fullName: 'Awa Koné', phone: '0701020304', address: 'Cocody, rue 12' },
          delivery: { zone: 'abidjan' },
        }),
      });
      expect(order.status).toBe(201);
      expect(((await order.json()) as { payment: { number: string } }).payment.number).toBe(FIRST);
    } finally {
      await stop(shop);
    }

    // A server started by hand against that build with another number refuses, in French.
    const manual = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATA_DIR: path.join(root, 'data'),
        BUILD_DIR,
        WAVE_NUMBER: SECOND,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    manual.stdout.on('data', (c: Buffer) => (output += c.toString()));
    manual.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => manual.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('a été construit avec d’autres réglages de boutique');

    // npm start rebuilds by itself for the new number.
    const again = await startShop(SECOND);
    try {
      const faq = await (await fetch(`${again.url}/faqs`)).text();
      expect(faq).toContain(SECOND);
      expect(faq).not.toContain(FIRST);
    } finally {
      await stop(again.shop);
    }
  },
);
