// What a real phone feels (the target of the speed budgets): real Chromium at 390 × 844 with touch, the CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate) and the network of a slow 4G phone (CDP
// Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), cold
// cache (a fresh browser context per run). For each page, the median of `--runs` runs (default 5):
//   - first contentful paint, from the page's own PerformanceObserver ('paint' entries);
//   - the answer to a tap on 'Ajouter au panier' (product page; an available size first if none is
//     chosen) or on the first card's '+' (/collections/t-shirt), in two ways of tapping: once at
//     first paint then waiting, and every 100 ms from first paint (an impatient shopper). The
//     answer is what the shopper sees: the first visible toast or size-picker dialog, on
//     whichever document shows it. A page that reloads is not an answer: the run goes on on the
//     new page (still tapping, when impatient) until it shows one. After the answer, the cart must
//     hold at most one unit (exactly one when the answer is 'Produit ajouté').
// Times are ms after navigation start (the page's performance.timeOrigin). Budgets: FCP ≤ 1.0 s,
// answer ≤ 1.5 s tapping once, ≤ 2.0 s tapping every 100 ms; a run without an answer is over.
// Then a second visit to the product page (ADR 0151): the same phone, its service worker installed
// by the first visit, comes back in a new tab; its first paint is budgeted at 0.5 s, and when it
// is hydrated is reported beside it (no budget).
// BENCH_SERVICE_WORKERS=block runs the first visits without the service worker, to compare;
// BENCH_SERVICE_WORKERS=both measures each target's first visits both ways, alternated run by run
// (labels `-sw` and `+sw`), so that the comparison is not between two sessions of the machine.
//
//   npm run bench:phone                                   # this checkout's server (built if needed)
//   npm run bench:phone -- --runs 1                       # one run while developing
//   npm run bench:phone -- --url before=http://127.0.0.1:3201 --url after=http://127.0.0.1:3202
//   npm run bench:phone -- --checkout before=/work/wt-old --checkout after=.
//   npm run bench:phone -- --photo                        # a real shop's product page: uploaded
//                                                         # photos, the main one, two more, and one
//                                                         # per product under it (uploaded-photo.ts)
//
// Targets are alternated run by run so the machine's noise hits each alike. A bench reports; it
// always exits 0.
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { cpus, loadavg } from 'node:os';
import { HYDRATED_MARK } from '../src/web/lib/hydrated-mark.ts';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium.ts';
import {
  alternate,
  median,
  openTargets,
  parseArgs,
  stopTargets,
  type Target,
} from './support/targets.ts';
import {
  describeUpload,
  PHONE_WIDTH,
  PHOTO_BUDGET_KB,
  photoServerEnv,
  uploadMainPhoto,
  withinPhotoBudget,
  type UploadedPhoto,
} from './support/uploaded-photo.ts';

const BUDGET_FCP_MS = 1000;
const TAP_EVERY_MS = 100;
/** How the shopper taps, and the answer's budget for each. */
type TapMode = 'once' | 'impatient';
const TAP_MODES: { mode: TapMode; label: string; budgetMs: number }[] = [
  { mode: 'once', label: '1 tape', budgetMs: 1500 },
  { mode: 'impatient', label: 'tape/100 ms', budgetMs: 2000 },
];
/** After the answer, how long more taps may still land before the cart is counted. */
const CART_SETTLE_MS = 1500;
/** A run with no answer this long after first paint counts as "no answer" (over budget). */
const ANSWER_TIMEOUT_MS = 20_000;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
const CPU_SLOWDOWN = 4;
const BUDGET_RETURN_FCP_MS = 500;
type WorkerMode = 'allow' | 'block';
/** How the first visits treat the service worker (BENCH_SERVICE_WORKERS). */
const WORKER_MODES: WorkerMode[] =
  process.env.BENCH_SERVICE_WORKERS === 'both'
    ? ['block', 'allow']
    : process.env.BENCH_SERVICE_WORKERS === 'block'
      ? ['block']
      : ['allow'];

type PageKind = 'product' | 'card';
const PAGES: { path: string; kind: PageKind; what: string }[] = [
  { path: '/product/t-shirt-signature-creme', kind: 'product', what: '« Ajouter au panier »' },
  { path: '/collections/t-shirt', kind: 'card', what: '« + » de la 1re carte' },
];
/** Each page, tapped each way (`id`: how the figures are labelled). */
const MEASURES = PAGES.flatMap((p) =>
  TAP_MODES.map((m) => ({ ...p, ...m, id: `${p.path} (${m.label})` })),
);

// Runs in every document before its own scripts: records first contentful paint and the first
// answer (a visible toast, or a visible dialog named after sizes), timed on the page's own clock.
const RECORDER = `(() => {
  if (window.__bench) return;
  const rec = { origin: performance.timeOrigin, href: location.href, fcp: null, answer: null, kind: null, ack: null };
  // The cart's units, read by the bench after the answer.
  rec.units = () => { try { return JSON.parse(localStorage.getItem('laguneCart') || '[]').reduce((n, l) => n + (l.quantity || 0), 0); } catch { return -1; } };
  Object.defineProperty(window, '__bench', { value: rec });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'first-contentful-paint' && rec.fcp === null) rec.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {}
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    return el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true;
  };
  const nameOf = (el) =>
    el.getAttribute('aria-label') ||
    (el.getAttribute('aria-labelledby') || '').split(/\\s+/).map((id) => document.getElementById(id)?.textContent || '').join(' ') ||
    '';
  let pending = false;
  const check = () => {
    if (rec.ack === null && document.querySelector('[data-early-busy]')) rec.ack = performance.now();
    if (rec.answer !== null || pending) return;
    let kind = null;
    const toast = [...document.querySelectorAll('[data-toast], [data-sonner-toast]')].find(shown);
    if (toast) kind = 'toast « ' + (toast.querySelector('[data-title]')?.textContent || toast.textContent || '').trim().slice(0, 30) + ' »';
    else {
      const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
        .find((d) => shown(d) && /taille/i.test(nameOf(d) || d.querySelector('h1,h2,h3')?.textContent || ''));
      if (dialog) kind = 'choix de taille';
    }
    if (kind === null) return;
    pending = true;
    // The frame that will paint it.
    requestAnimationFrame(() => { rec.answer = performance.now(); rec.kind = kind; });
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true,
    attributeFilter: ['data-early-busy', 'open', 'hidden', 'class', 'style', 'data-state', 'aria-hidden', 'data-mounted'],
  });
})();`;

type State = {
  origin: number;
  href: string;
  fcp: number | null;
  answer: number | null;
  kind: string | null;
  ack: number | null;
  /** Centre of the element to tap now (a size first when the page needs one), in the viewport. */
  tap: { x: number; y: number; size: boolean } | null;
};

// Reads the recorder and finds what to tap (scrolled into view if needed), in one round trip.
// Plain JavaScript in a string: tsx would add helpers (`__name`) to a compiled function that the
// page does not have.
const READ_STATE = `(kind) => {
  const rec = window.__bench;
  if (!rec) return null;
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const label = (el) => (el.getAttribute('aria-label') ?? el.innerText ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim();
  // The element found last time, kept while it stays on the page: no search on every tap.
  const kept = window.__benchTarget;
  let el = kept && kept.el.isConnected && visible(kept.el) && !(kept.size && kept.radio.checked) ? kept.el : undefined;
  let size = el ? kept.size : false;
  const scope = document.querySelector('main') ?? document.body;
  const clickable = () => [...scope.querySelectorAll('button, a[href], input[type="submit"]')];
  if (!el && kind === 'product') {
    const radios = [...scope.querySelectorAll('input[type="radio"]')].filter((r) => /taille|size/i.test(r.name));
    if (radios.length && !radios.some((r) => r.checked)) {
      const free = radios.find((r) => !r.disabled);
      el = free ? (free.closest('label') ?? free.labels?.[0] ?? free) : undefined;
      size = el !== undefined;
      if (el) window.__benchTarget = { el, size, radio: free };
    }
    if (!el) {
      const buttons = [...document.querySelectorAll('button, a[href], input[type="submit"]')]
        .filter((b) => /^ajouter au panier$/i.test(label(b)) && visible(b));
      el = buttons.find((b) => b.closest('[data-buy-bar]')) ?? buttons[0];
    }
  } else if (!el) {
    el = clickable().find((b) => /^ajouter .+ au panier$/i.test(label(b)) && visible(b));
  }
  if (el && !size) window.__benchTarget = { el, size: false };
  let tap = null;
  if (el) {
    let r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      r = el.getBoundingClientRect();
    }
    tap = { x: r.left + r.width / 2, y: r.top + r.height / 2, size };
  }
  return { ...rec, tap };
}`;

const WAIT_FOR_PAINT = `new Promise((resolve) => {
  const check = () => (window.__bench && window.__bench.fcp !== null ? resolve(true) : setTimeout(check, 16));
  check();
})`;

function readState(page: Page, kind: PageKind): Promise<State | null> {
  return page
    .evaluate(`(${READ_STATE})(${JSON.stringify(kind)})`)
    .then((state) => state as State | null)
    .catch((error: Error) => {
      if (process.env.BENCH_DEBUG) console.log(error.message);
      return null; // the document is being replaced (a navigation): ask again
    });
}

type RunFigures = {
  fcp: number;
  /** ms after the first page's navigation start; NaN when nothing answered. */
  answer: number;
  kind: string;
  taps: number;
  /** Whether a size had to be tapped first (none was chosen). */
  sizeTapped?: boolean;
  /** When the page marked an early tap as kept (its busy button), if it did. */
  ack: number | null;
  /** Whether a tap reloaded the page before the answer came (shown on the new document). */
  reloaded: boolean;
  /** Units in the cart once the taps settled after the answer (-1: unreadable). */
  units: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function phoneContext(browser: Browser, serviceWorkers: 'allow' | 'block') {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    serviceWorkers,
  });
}

/** A new tab of `context` on the phone's CPU and network, recording its first paint. */
async function phonePage(context: Awaited<ReturnType<typeof phoneContext>>) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(RECORDER);
  return page;
}

async function firstPaint(page: Page): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    // An evaluated string, not waitForFunction: the shop's CSP forbids the page compiling one.
    const fcp = await page
      .evaluate(WAIT_FOR_PAINT)
      .then(() => page.evaluate('window.__bench.fcp') as Promise<number | null>)
      .catch(() => null);
    if (fcp !== null) return fcp;
    if (Date.now() > deadline) throw new Error('pas de first contentful paint en 60 s');
    await sleep(50);
  }
}

/**
 * A second visit: the first one installs the service worker (which keeps the scripts, styles,
 * fonts and pictures it met), then the same phone opens the page again in a new tab. Its FCP, and
 * when it was hydrated (the root layout's User Timing mark; null from a build without one): reported
 * beside the paint, since what makes a kept page paint sooner can make it answer later (ADR 0152).
 */
async function measureReturn(
  browser: Browser,
  origin: string,
  path: string,
): Promise<{ fcp: number; hydrated: number | null }> {
  const context = await phoneContext(browser, 'allow');
  try {
    const first = await phonePage(context);
    await first.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    // A build without a worker (an older checkout) never gets ready: its second visit is then
    // measured with the browser's HTTP cache alone.
    await first.evaluate(
      'navigator.serviceWorker ? Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 10000))]) : false',
    );
    // What the page loaded after the worker started reaches its cache (CACHE_URLS) meanwhile.
    await sleep(2_000);
    await first.close();
    const again = await phonePage(context);
    await again.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 60_000 });
    const fcp = await firstPaint(again);
    await again
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 30_000 })
      .catch(() => undefined);
    const hydrated = (await again.evaluate(
      `performance.getEntriesByName(${JSON.stringify(HYDRATED_MARK)})[0]?.startTime ?? null`,
    )) as number | null;
    return { fcp, hydrated };
  } finally {
    await context.close();
  }
}

/** Photos the page loaded (`/media/photos/…`): file name and bytes, in the order they came. */
type LoadedPhoto = { file: string; bytes: number };

/** `photo`: wait, after the answer, for the page's first photo if none came yet (`--photo`). */
async function measure(
  browser: Browser,
  origin: string,
  path: string,
  kind: PageKind,
  mode: TapMode,
  serviceWorkers: WorkerMode,
  photo = false,
) {
  const photos: LoadedPhoto[] = [];
  const figures = await measureInto(
    browser,
    origin,
    path,
    kind,
    mode,
    serviceWorkers,
    photos,
    photo,
  );
  return { ...figures, photos };
}

async function measureInto(
  browser: Browser,
  origin: string,
  path: string,
  kind: PageKind,
  mode: TapMode,
  serviceWorkers: WorkerMode,
  photos: LoadedPhoto[],
  photo: boolean,
) {
  let page: Page | undefined;
  const loading: Promise<void>[] = [];
  const context = await phoneContext(browser, serviceWorkers);
  try {
    page = await phonePage(context);
    page.on('response', (response) => {
      const file = /\/media\/photos\/([^/?]+)$/.exec(response.url())?.[1];
      if (file)
        loading.push(
          response.body().then(
            (body) => void photos.push({ file, bytes: body.length }),
            () => undefined,
          ),
        );
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 60_000 });

    // Wait for first paint on the page's side (a cheap check every 16 ms: no layout forced).
    const paintDeadline = Date.now() + 60_000;
    let first: State | null = null;
    while (!first?.fcp) {
      if (Date.now() > paintDeadline) throw new Error('pas de first contentful paint en 60 s');
      await page.evaluate(WAIT_FOR_PAINT).catch(() => sleep(50));
      first = await readState(page, kind);
    }
    const fcp = first.fcp;
    const origin0 = first.origin;
    const answerDeadline = Date.now() + ANSWER_TIMEOUT_MS;
    let taps = 0;
    let sizeTapped = false;
    let reloaded = false;
    let state: State | null = first;
    for (;;) {
      const started = Date.now();
      if (state) {
        // A tap that reloaded the page is not an answer: the new page must show one.
        if (state.origin !== first.origin) reloaded = true;
        first = state;
        if (state.answer !== null) {
          const answer = state.origin + state.answer - origin0;
          await sleep(CART_SETTLE_MS);
          const units = Number(
            await page.evaluate('window.__bench ? window.__bench.units() : -1').catch(() => -1),
          );
          return {
            fcp,
            answer,
            kind: reloaded ? `${state.kind!} (après rechargement)` : state.kind!,
            taps,
            sizeTapped,
            ack: state.ack,
            reloaded,
            units,
          } satisfies RunFigures;
        }
        const mayTap = mode === 'impatient' || taps === 0;
        if (state.tap && (state.tap.size || mayTap)) {
          await page.touchscreen.tap(state.tap.x, state.tap.y).catch(() => undefined);
          if (state.tap.size) sizeTapped = true;
          else taps += 1;
        }
      }
      if (Date.now() > answerDeadline)
        return {
          fcp,
          answer: Number.NaN,
          kind: 'aucune réponse',
          taps,
          sizeTapped,
          ack: first.ack,
          reloaded,
          units: -1,
        };
      // One tap every 100 ms (or as soon as the page took the last one, when it is slower).
      await sleep(Math.max(0, started + TAP_EVERY_MS - Date.now()));
      state = await readState(page, kind);
    }
  } finally {
    // The photos on their way when the page answered: their bytes, before the context closes. A
    // page that answered (or reloaded) before asking for its photo gets 15 s more to load it.
    if (photo && loading.length === 0)
      await page
        ?.waitForResponse((r) => r.url().includes('/media/photos/'), { timeout: 15_000 })
        .then(() => sleep(0))
        .catch(() => undefined);
    await Promise.race([Promise.all(loading), sleep(10_000)]);
    await context.close();
  }
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs();
} catch (error) {
  console.log((error as Error).message);
  console.log('phone: FAIL (arguments)');
  process.exit(0);
}
const RUNS = args.runs ?? 5;
const PRODUCT_ID = decodeURIComponent(PAGES[0]!.path.replace('/product/', ''));
/** Each file once (a tap that reloads the page loads it again: "×2"). */
function photoKb(list: LoadedPhoto[]): string {
  const seen = new Map<string, { bytes: number; times: number }>();
  for (const p of list) {
    const known = seen.get(p.file);
    seen.set(p.file, { bytes: p.bytes, times: (known?.times ?? 0) + 1 });
  }
  return (
    [...seen]
      .map(
        ([file, p]) =>
          `${file} ${(p.bytes / 1024).toFixed(1)} KB${p.times > 1 ? ` (×${p.times})` : ''}`,
      )
      .join(', ') || 'aucune'
  );
}

const results = new Map<string, (RunFigures & { photos: LoadedPhoto[] })[]>();
/** Second visits' first paints, per target. */
const returns = new Map<string, { fcp: number; hydrated: number | null }[]>();
const key = (t: Target, path: string) => `${t.label} ${path}`;
const problems: string[] = [];
const uploads = new Map<string, UploadedPhoto>();
let targets: Target[] = [];
/** What the first visits measure: each target once per worker mode, labelled by it when two. */
let firstVisits: (Target & { base: string; serviceWorkers: WorkerMode })[] = [];
let browser: Browser | undefined;
try {
  targets = await openTargets(args, args.photo ? photoServerEnv() : {});
  firstVisits = targets.flatMap((t) =>
    WORKER_MODES.map((serviceWorkers) => ({
      ...t,
      base: t.label,
      serviceWorkers,
      label:
        WORKER_MODES.length > 1
          ? `${t.label} ${serviceWorkers === 'allow' ? '+' : '-'}sw`
          : t.label,
    })),
  );
  if (args.photo) {
    console.log('Photo téléversée (--photo) :');
    for (const t of targets) {
      const upload = await uploadMainPhoto(t, PRODUCT_ID, { wholePage: true });
      uploads.set(t.label, upload);
      for (const line of describeUpload(t, upload)) console.log(line);
    }
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  console.log(
    `Téléphone : 390×844 tactile, CPU ÷${CPU_SLOWDOWN}, réseau ${NETWORK.latency} ms / 1,6 Mbit/s ↓ / 750 kbit/s ↑, cache froid ; médiane de ${RUNS} passage(s), cibles alternées`,
  );
  for (const p of PAGES) console.log(`  ${p.path} : tape sur ${p.what}`);
  for (const t of targets) console.log(`  cible ${t.label.padEnd(12)} ${t.url}`);
  console.log(
    `  charge de la machine (1 min) : ${loadavg()[0]!.toFixed(1)} sur ${cpus().length} cœurs`,
  );
  for (let run = 0; run < RUNS; run += 1) {
    for (const t of alternate(firstVisits, run)) {
      for (const p of MEASURES) {
        try {
          const f = await measure(
            browser,
            t.url,
            p.path,
            p.kind,
            p.mode,
            t.serviceWorkers,
            args.photo && p.kind === 'product',
          );
          (results.get(key(t, p.id)) ?? results.set(key(t, p.id), []).get(key(t, p.id))!).push(f);
          console.log(
            `  passage ${run + 1}  ${t.label.padEnd(12)} ${p.id.padEnd(50)} FCP ${s(f.fcp)}  réponse ${s(f.answer)} (${f.kind}, ${f.taps} tape(s)${f.sizeTapped ? ', taille touchée d’abord' : ''}, panier ${f.units})` +
              (args.photo && p.kind === 'product'
                ? `  photos chargées : ${photoKb(f.photos)}`
                : ''),
          );
        } catch (error) {
          problems.push(`${t.label} ${p.id}: ${(error as Error).message}`);
          console.log(
            `  passage ${run + 1}  ${t.label} ${p.id} ÉCHEC : ${(error as Error).message}`,
          );
        }
      }
    }
  }
  const product = PAGES.find((p) => p.kind === 'product')!.path;
  console.log(`\nDeuxième visite de ${product} (service worker installé par la première)`);
  for (let run = 0; run < RUNS; run += 1) {
    for (const t of alternate(targets, run)) {
      try {
        const visit = await measureReturn(browser, t.url, product);
        (returns.get(t.label) ?? returns.set(t.label, []).get(t.label)!).push(visit);
        console.log(
          `  passage ${run + 1}  ${t.label.padEnd(12)} FCP ${s(visit.fcp)}  hydratée ${visit.hydrated === null ? '—' : s(visit.hydrated)}`,
        );
      } catch (error) {
        problems.push(`${t.label} deuxième visite : ${(error as Error).message}`);
        console.log(`  passage ${run + 1}  ${t.label} ÉCHEC : ${(error as Error).message}`);
      }
    }
  }
} catch (error) {
  problems.push((error as Error).message);
  console.log(`bench:phone impossible : ${(error as Error).message}`);
} finally {
  await browser?.close().catch(() => undefined);
  await stopTargets();
}

console.log(`\ncharge de la machine en fin de mesure (1 min) : ${loadavg()[0]!.toFixed(1)}`);
const over: string[] = [];
const summary: { target: string; path: string; fcp: number; answer: number }[] = [];
for (const t of firstVisits) {
  console.log(`\n${t.label} (${t.url}) — médiane de ${RUNS}, ms depuis le début de la navigation`);
  console.log(
    `${'page (façon de taper)'.padEnd(50)} ${'FCP'.padEnd(8)} ${'réponse'.padEnd(9)} réponse (passages : FCP / réponse ; panier)`,
  );
  for (const p of MEASURES) {
    const runs = results.get(key(t, p.id)) ?? [];
    if (runs.length === 0) {
      console.log(`${p.id.padEnd(50)} aucune mesure`);
      over.push(`${t.label} ${p.id} : aucune mesure`);
      continue;
    }
    const fcp = median(runs.map((r) => r.fcp));
    // A run without an answer counts as over budget, not as a missing value.
    const answer = median(runs.map((r) => (Number.isFinite(r.answer) ? r.answer : Infinity)));
    const kinds = [...new Set(runs.map((r) => r.kind))].join(', ');
    const acks = runs.map((r) => r.ack).filter((a): a is number => a !== null);
    summary.push({ target: t.label, path: p.id, fcp, answer });
    console.log(
      `${p.id.padEnd(50)} ${s(fcp).padEnd(8)} ${s(answer).padEnd(9)} ${kinds} (${runs
        .map(
          (r) => `${Math.round(r.fcp)}/${Number.isFinite(r.answer) ? Math.round(r.answer) : '—'}`,
        )
        .join(' ')} ; panier ${runs.map((r) => r.units).join(' ')})` +
        (acks.length ? `  tape gardée (bouton occupé) à ${s(median(acks))}` : ''),
    );
    const upload = uploads.get(t.base);
    if (upload && p.kind === 'product' && p.mode === 'once') {
      const loaded = runs[0]!.photos;
      console.log(
        `${''.padEnd(50)} photo téléversée : ${photoKb(loaded.filter((l) => l.file.startsWith(upload.photo.hash)))} chargée(s) par ce téléphone (390 px, DPR 1) ; ${PHONE_WIDTH} px (DPR 2) : ${(upload.photo.bytes[`avif-${PHONE_WIDTH}`]! / 1024).toFixed(1)} KB en AVIF`,
      );
      if (!withinPhotoBudget(upload))
        over.push(
          `${t.label} ${p.path} : photo principale > ${PHOTO_BUDGET_KB} KB à ${PHONE_WIDTH} px`,
        );
    }
    if (!(fcp <= BUDGET_FCP_MS)) over.push(`${t.label} ${p.id} : FCP ${s(fcp)}`);
    if (!(answer <= p.budgetMs)) over.push(`${t.label} ${p.id} : réponse ${s(answer)}`);
    // One tap asked once: more than one unit (or one without 'Produit ajouté') is a double add.
    const doubled = runs.filter(
      (r) => r.units > 1 || (r.kind.includes('Produit ajouté') && r.units !== 1),
    );
    if (doubled.length)
      over.push(
        `${t.label} ${p.id} : panier ${doubled.map((r) => r.units).join(', ')} pièce(s) après la réponse`,
      );
    const reloads = runs.filter((r) => r.reloaded).length;
    if (reloads) console.log(`${''.padEnd(50)} ${reloads} passage(s) ont rechargé la page`);
  }
}
for (const t of targets) {
  const runs = returns.get(t.label) ?? [];
  if (runs.length === 0) continue;
  const fcp = median(runs.map((r) => r.fcp));
  const hydrations = runs.flatMap((r) => (r.hydrated === null ? [] : [r.hydrated]));
  console.log(
    `\n${t.label} — deuxième visite de la page produit : FCP ${s(fcp)} (médiane de ${runs.length} : ${runs.map((r) => Math.round(r.fcp)).join(' ')} ms ; budget ${BUDGET_RETURN_FCP_MS / 1000} s)` +
      (hydrations.length
        ? `\n${''.padEnd(t.label.length)}   hydratée à ${s(median(hydrations))} (médiane de ${hydrations.length} : ${hydrations.map(Math.round).join(' ')} ms ; sans budget)`
        : ''),
  );
  if (!(fcp <= BUDGET_RETURN_FCP_MS)) over.push(`${t.label} deuxième visite : FCP ${s(fcp)}`);
}
if (firstVisits.length > 1) {
  const base = firstVisits[0]!;
  console.log(`\nÉcarts par rapport à ${base.label} (médianes)`);
  for (const t of firstVisits.slice(1))
    for (const p of MEASURES) {
      const a = summary.find((x) => x.target === base.label && x.path === p.id);
      const b = summary.find((x) => x.target === t.label && x.path === p.id);
      if (!a || !b) continue;
      const d = (x: number, y: number) =>
        Number.isFinite(x - y) ? `${x - y >= 0 ? '+' : ''}${Math.round(x - y)} ms` : '—';
      console.log(
        `  ${t.label.padEnd(12)} ${p.id.padEnd(50)} FCP ${d(b.fcp, a.fcp)}  réponse ${d(b.answer, a.answer)}`,
      );
    }
}
for (const line of [...over, ...problems]) console.log(`hors budget : ${line}`);
const pass = over.length === 0 && problems.length === 0 && targets.length > 0;
console.log(
  `\nphone: ${pass ? 'PASS' : 'FAIL'} (médianes, chaque cible : FCP ≤ ${BUDGET_FCP_MS / 1000} s, réponse visible ≤ ${TAP_MODES.map((m) => `${m.budgetMs / 1000} s (${m.label})`).join(', ')}, une pièce au plus au panier ; deuxième visite FCP ≤ ${BUDGET_RETURN_FCP_MS / 1000} s ; service worker ${WORKER_MODES.length > 1 ? 'bloqué (-sw) et actif (+sw)' : WORKER_MODES[0] === 'allow' ? 'actif' : 'bloqué'} aux premières visites${args.photo ? ` ; photo principale téléversée ≤ ${PHOTO_BUDGET_KB} KB à ${PHONE_WIDTH} px` : ''})`,
);
process.exit(0);
