import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_ADMIN } from './tests/e2e/support/admin.ts';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium.ts';
import { smsStubEnv } from './src/server/test/sms-stub.ts';
import { STUB_WAVE_KEY, STUB_WAVE_SECRET } from './src/server/test/wave-stub.ts';

/** Data folders of earlier runs whose runner process is gone (each PGlite folder weighs ~40 MB). */
function removeStaleDataDirs(parent: string) {
  let names: string[] = [];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^e2e-data-(\d+)$/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

// Playwright evaluates this file in the runner and again in every worker; the env variable makes
// the runner's fresh data folder the one everybody uses (workers inherit the env).
if (!process.env.LAGUNE_E2E_DATA_DIR) removeStaleDataDirs(resolve('.tmp'));
const dataDir = (process.env.LAGUNE_E2E_DATA_DIR ??= resolve(`.tmp/e2e-data-${process.pid}`));
mkdirSync(dataDir, { recursive: true });

/** A loopback port nobody listens on right now (asked of the OS by a short child process). */
function freeLoopbackPort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

// Reverse geocoding never reaches the internet in tests: the server asks this loopback port, where
// tests/e2e/checkout.spec.ts runs a Nominatim stand-in while it needs one (nothing listens
// otherwise, and the server falls back to coordinates). Chosen once, in the runner (see above).
const geocoderPort = Number((process.env.LAGUNE_E2E_GEOCODER_PORT ??= String(freeLoopbackPort())));

// Wave Checkout and the SMS provider are the loopback stand-ins tests/e2e/wave-checkout.spec.ts
// runs on these ports while it needs them (src/server/test/wave-stub.ts, sms-stub.ts). Nothing
// listens otherwise: 'Payer avec Wave' then says Wave is unavailable (the manual transfer stays)
// and the customer messages wait in their outbox, as during a provider outage.
const wavePort = Number((process.env.LAGUNE_E2E_WAVE_PORT ??= String(freeLoopbackPort())));
const smsPort = Number((process.env.LAGUNE_E2E_SMS_PORT ??= String(freeLoopbackPort())));

// E2E_PORT lets two checkouts (worktrees) run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium: `npx playwright install` cannot download browsers on this machine.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

/** The owner's phone: the shop's first screen size. */
const PHONE = {
  browserName: 'chromium',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
} as const;

/** The spec that changes the shop's catalogue (issue 20). */
const CATALOGUE_SPEC = /(admin-products|kept-page)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // 60 s: a test that signs the admin in may wait for the next 30-second authenticator step (each
  // code works once, tests/e2e/support/admin.ts).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  outputDir: '.tmp/e2e-results',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    launchOptions,
    // Tracing costs CPU on every test; keep it for the CI retry of a failing test.
    trace: 'on-first-retry',
    // The shop's service worker runs in the tests as on a phone (tests/e2e/offline.spec.ts).
    serviceWorkers: 'allow',
    // A missing element fails in 10 s instead of eating the whole test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'phone',
      // Changes the catalogue every other spec counts: run alone, after them (the project below).
      testIgnore: CATALOGUE_SPEC,
      use: PHONE,
    },
    {
      // Desktop repeats only the tests tagged @desktop, to keep the whole run short on 2 cores.
      name: 'desktop',
      grep: /@desktop/,
      testIgnore: CATALOGUE_SPEC,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The owner's product, created, put online and archived: while it is online it is on the
      // listings, in /new and in the counts other specs check, so it runs once they are done.
      name: 'catalogue',
      testMatch: CATALOGUE_SPEC,
      dependencies: ['phone', 'desktop'],
      use: PHONE,
    },
  ],
  webServer: {
    // The Node.js running Playwright: the project's own under `npm test` (node_modules/.bin/node).
    command: `"${process.execPath}" --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR || 'build',
      LOG_LEVEL: 'warn',
      GEOCODER_URL: `http://127.0.0.1:${geocoderPort}`,
      WAVE_API_URL: `http://127.0.0.1:${wavePort}`,
      WAVE_API_KEY: STUB_WAVE_KEY,
      WAVE_WEBHOOK_SECRET: STUB_WAVE_SECRET,
      WAVE_RECONCILE_INTERVAL: '5',
      ...smsStubEnv(smsPort),
      // The first administrator (tests/e2e/admin.spec.ts signs in with it).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every spec orders from this one address with the same few phone numbers: the
      // unpaid-order caps (ADR 0100, tested by the API tests) off.
      UNPAID_ORDERS_PER_PHONE: '0',
      UNPAID_UNITS_PER_PHONE: '0',
      UNPAID_ORDERS_PER_IP: '0',
      UNPAID_UNITS_PER_IP: '0',
      // Every spec sends its contact messages, /suivi searches and orders from this one address:
      // the per-IP allowances (tested by the server tests) out of the way.
      CONTACT_RATE_LIMIT: '1000',
      TRACK_RATE_LIMIT: '1000',
      // And their orders (tests/e2e/tabs-one-order.spec.ts alone sends ten at once).
      ORDER_RATE_LIMIT: '1000',
      // And the pages no cache keeps (/auth, /orders…), which two workers render from it: at 20 per
      // 10 s, the account specs met 'Trop de pages demandées' (src/server/pages/pages.test.ts tests
      // that limit).
      PAGE_RENDER_LIMIT: '1000',
    },
  },
});
