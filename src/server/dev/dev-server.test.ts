// `npm run dev` is the shop's own server (docs/decisions/0218): a developer sees the database's
// products, not the sample catalogue bundled in the code, and a change saved in the admin (here
// by a second instance on the same PostgreSQL, as another server of the shop would) shows on its
// pages without a restart. Vite serves the checkout's files in dev: never those of the data folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import { getProduct } from '../../shared/catalogue/products.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  exitWithin,
  freePort,
  isHealthy,
  killAll,
  ROOT,
  runNpm,
  waitUntil,
} from '../ops/test-processes.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { startPostgresServer, type PostgresServer } from '../test/postgres-server.ts';

const PRODUCT = 't-shirt-signature-creme';
// Inside the checkout, as the default ./data is: Vite serves the checkout's files, never these.
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const root = mkdtempSync(path.join(ROOT, '.tmp', 'dev-test-'));
const DEV_DATA = path.join(root, 'dev-data');
const BACKUPS = path.join(root, 'backups');
const BACKUP = path.join(BACKUPS, 'lagune-postgres-2026-11-29.dump');
let database: PostgresServer | undefined;
let other: App | undefined;
afterEach(killAll);
afterAll(async () => {
  await other?.close();
  await database?.stop();
  rmSync(root, { recursive: true, force: true });
});

it(
  'npm run dev serves the products of its database and a product renamed there, never the data folder’s files',
  { timeout: 300_000 },
  async () => {
    mkdirSync(BACKUPS);
    writeFileSync(BACKUP, 'données des clientes');
    database = await startPostgresServer();
    const port = await freePort();
    const dev = runNpm(['run', 'dev'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: DEV_DATA,
      BACKUP_DIR: BACKUPS,
      DATABASE_URL: database.url,
    });
    await waitUntil(
      async () => {
        if (dev.child.exitCode !== null)
          throw new Error(`npm run dev s’est arrêté :\n${dev.output()}`);
        return isHealthy(port);
      },
      `npm run dev répond sur le port ${port}`,
      240_000,
    );
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
    const page = async (url: string) => (await get(url)).text();
    expect(await page(`/product/${PRODUCT}`)).toContain(getProduct(PRODUCT)!.name);

    // The first administrator's password (data folder), the backups: Vite's file routes refuse them.
    for (const [file, text] of [
      [path.join(DEV_DATA, 'admin-credentials.txt'), 'Mot de passe'],
      [BACKUP, 'données'],
    ] as const) {
      for (const url of [`/@fs${file}`, `/${path.relative(ROOT, file)}`]) {
        const answer = await get(url);
        expect(answer.status, url).not.toBe(200);
        expect(await answer.text(), url).not.toContain(text);
      }
    }

    // Another instance of the shop on the same database: its admin renames the product.
    other = await buildApp({
      config: loadConfig({
        DATABASE_URL: database.url,
        DATA_DIR: path.join(root, 'other-data'),
        BUILD_DIR: path.join(root, 'no-build'),
      }),
      logger: false,
    });
    await createAdminUser(other.db);
    const cookie = await adminSignIn(other, 'patronne@lagune.ci');
    const api = (method: 'GET' | 'PUT', payload?: object) =>
      other!.inject({
        method,
        url: `/api/admin/products/${PRODUCT}`,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
    const product = (await api('GET')).json() as AdminProduct;
    const NAME = 'T-shirt renommé en base';
    const saved = await api('PUT', {
      product: { ...product.product, name: NAME },
      version: product.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await waitUntil(
      async () => (await page(`/product/${PRODUCT}`)).includes(NAME),
      'la page produit de npm run dev montre le nouveau nom',
      15_000,
    );
    expect(await page('/')).toContain(NAME);

    process.kill(dev.child.pid!, 'SIGTERM');
    await exitWithin(dev, 15_000);
  },
);
