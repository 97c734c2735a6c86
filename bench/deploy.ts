// `npm run bench:deploy`: the deploy procedure of docs/deploy.md (`npm run deploy`) run while the
// shop is under load (ADR 0097). A server runs on a release of the current build (a link, as
// `npm run deploy` leaves it); a shopper's tab is open on the cart of that release; clients keep
// asking for pages, their `.data` and the release's hashed assets; a new release (built
// unminified, PROFILE_BUILD=1) is deployed. Verdict: every answer during the switch was a 200,
// the server said it moved to the new release, and the tab opened before the deploy still opens
// its checkout dialog (its chunks come from the earlier release).
// Everything it starts listens on 127.0.0.1 and is stopped at the end; it exits 0.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium.ts';
import { startServer } from './support/server.ts';

const ROOT = resolve('.');
const build = resolve(process.env.BUILD_DIR || 'build');
// Inside the checkout: a release's server build finds node_modules from there.
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const work = mkdtempSync(join(ROOT, '.tmp', 'deploy-'));
const releases = join(work, 'releases');
const current = join(work, 'build');
const dataDir = mkdtempSync(join(tmpdir(), 'lagune-deploy-data-'));

function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
}

async function main() {
  mkdirSync(releases, { recursive: true });
  cpSync(build, join(releases, 'avant'), { recursive: true });
  symlinkSync(join('releases', 'avant'), current);
  // The server says when it serves the new release (live-build.ts, at info): chunk names cannot
  // tell, since Rolldown names a chunk from its source, minified or not.
  let switched = false;
  const server = await startServer(
    { BUILD_DIR: current, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    {
      onOutput: (text) => {
        if (text.includes('nouvelle version de la boutique en service')) switched = true;
      },
    },
  );
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const before = assetsOf(await (await fetch(`${server.url}/`)).text());
    const product = '/product/t-shirt-signature-creme';

    // A shopper's tab on the release before the deploy: a line in the cart, the cart open.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message.slice(0, 160)));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text().slice(0, 160));
    });
    page.on('requestfailed', (r) => problems.push(`échec ${new URL(r.url()).pathname}`));
    await page.goto(`${server.url}${product}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('[data-buy-bar]').getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.locator('[data-toast]').first().waitFor();
    await page.goto(`${server.url}/cart`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /passer à la caisse/i }).waitFor();

    // Load during the switch: pages, their data and the old release's assets, as fast as answered.
    const statuses = new Map<number, number>();
    let failures = 0;
    let loading = true;
    const urls = ['/', product, '/collections/t-shirt', `${product}.data`, ...before];
    const clients = Array.from({ length: 8 }, async (_, n) => {
      for (let i = n; loading; i += 1) {
        try {
          const res = await fetch(`${server.url}${urls[i % urls.length]}`);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        } catch {
          failures += 1;
        }
      }
    });

    const started = Date.now();
    const deploy = spawn(process.execPath, ['scripts/deploy.mjs', '--releases', releases], {
      env: { ...process.env, BUILD_DIR: current, PROFILE_BUILD: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deployed = await new Promise<number | null>((r) => deploy.on('exit', r));
    // The server follows within a few seconds.
    while (Date.now() - started < 180_000 && !switched) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const after = assetsOf(await (await fetch(`${server.url}/`)).text());
    await new Promise((r) => setTimeout(r, 2000));
    loading = false;
    await Promise.all(clients);
    const switchedIn = Date.now() - started;

    // The tab from before the deploy opens its checkout dialog: its chunk is the old release's.
    await page.getByRole('button', { name: /passer à la caisse/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    const opened = await dialog
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(() => true)
      .catch(() => false);

    if (!opened) await page.screenshot({ path: join(tmpdir(), 'lagune-deploy-tab.png') });
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const non200 = total - (statuses.get(200) ?? 0) + failures;
    console.log(
      `\nDéploiement sous charge (8 clients, ${urls.length} adresses dont ${before.length} fichiers de l'ancienne version)`,
    );
    console.log(
      `  npm run deploy : code ${deployed}, nouvelle version ${switched ? 'servie' : 'NON servie'} après ${(switchedIn / 1000).toFixed(1)} s`,
    );
    console.log(
      `  réponses : ${total} (${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}), échecs réseau ${failures}`,
    );
    console.log(`  fichiers de la page d'accueil avant/après : ${before[0]} → ${after[0]}`);
    console.log(
      `  onglet ouvert avant le déploiement : dialogue de commande ${opened ? 'ouvert' : 'NON ouvert'}`,
    );
    const pass = deployed === 0 && non200 === 0 && switched && opened;
    console.log(
      `\ndeploy: ${pass ? 'PASS' : 'FAIL'} (0 réponse autre que 200 pendant la bascule ; l'onglet d'avant ouvre sa commande)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
