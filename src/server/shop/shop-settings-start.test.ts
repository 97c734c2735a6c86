// A shop owner sets WAVE_NUMBER and starts the shop: the pages, the order API and GET /api/shop
// all show that number; started again with another, the shop shows the new one without any
// rebuild (the settings are read at runtime, ADR 0096).
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, expect, inject, it } from 'vitest';
import {
  exitWithin,
  freePort,
  isHealthy,
  killAll,
  runNpm,
  waitUntil,
} from '../ops/test-processes.ts';

const root = mkdtempSync(path.join(inject('testDataRoot'), 'settings-'));
// The run's current build: `npm start` takes it as it is.
const BUILD_DIR = inject('shopBuildDir');
afterEach(killAll);
afterAll(() => rmSync(root, { recursive: true, force: true }));
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
  'shows the configured Wave number on the pages and in the API, and another one at the next start without a rebuild',
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

    // Started again with another number: shown at once, the same build served.
    const again = await startShop(SECOND);
    try {
      const faq = await (await fetch(`${again.url}/faqs`)).text();
      expect(faq).toContain(SECOND);
      expect(faq).not.toContain(FIRST);
      expect(again.shop.output()).not.toContain('Construction de la boutique');
    } finally {
      await stop(again.shop);
    }
  },
);
