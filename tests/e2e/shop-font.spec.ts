import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_MARK } from '../../src/web/lib/hydrated-mark.ts';
import { startCountingProxy } from './support/counting-proxy.ts';
import { gotoHydrated } from './support/shop.ts';

// A phone's first page is drawn in its own font; the shop's comes once that page has loaded, and
// is there from the first paint of every page after (docs/decisions/0238).

const FONT = 'DM Sans Variable';

/** The font the page's text is set in, and whether the <html> carries the font's mark. */
function typeOf(page: Page) {
  return page.evaluate(() => ({
    family: getComputedStyle(document.body).fontFamily,
    marked: document.documentElement.hasAttribute('data-font'),
  }));
}

/** When this document asked for the font file, against its load event and its hydration. */
function fontRequest(page: Page, hydratedMark: string) {
  return page.evaluate((mark) => {
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('.woff2'));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      asked: font?.startTime ?? null,
      loaded: navigation.loadEventStart,
      hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? null,
    };
  }, hydratedMark);
}

test('première visite : la page est dessinée avec la police du téléphone et celle de la boutique ne vient qu’une fois la page chargée et vivante ; la page suivante et la visite suivante l’ont dès le début', async ({
  page,
}) => {
  // A phone's slower CPU: the page has loaded well before its last parts are live.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await gotoHydrated(page, '/product/t-shirt-signature-creme');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(await typeOf(page)).toEqual({ family: 'system-ui, sans-serif', marked: false });

  // Fetched after the page has loaded and is live (a tap made before hydration is answered first),
  // then remembered; the page being read keeps its type.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lagune-font'))).toBe('1');
  const first = await fontRequest(page, HYDRATED_MARK);
  expect(first.asked, 'police demandée').not.toBeNull();
  expect(first.asked!).toBeGreaterThanOrEqual(first.loaded);
  expect(first.asked!).toBeGreaterThanOrEqual(first.hydrated!);
  expect(await typeOf(page)).toEqual({ family: 'system-ui, sans-serif', marked: false });

  // The next page, through a link in the app: drawn with the shop's font.
  await page
    .getByRole('link', { name: /accueil/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => typeOf(page))
    .toEqual({ family: expect.stringContaining(FONT), marked: true });
  expect(await page.evaluate((font) => document.fonts.check(`1em '${font}'`), FONT)).toBe(true);

  // A later visit: the font from the first paint, asked for before the page has hydrated.
  await gotoHydrated(page, '/collections/t-shirt');
  expect(await typeOf(page)).toEqual({ family: expect.stringContaining(FONT), marked: true });
  const later = await fontRequest(page, HYDRATED_MARK);
  expect(later.asked, 'police demandée').not.toBeNull();
  expect(later.asked!).toBeLessThan(later.hydrated!);
});

test('première visite : la police n’est téléchargée qu’une fois, pour la page et pour le service worker qui la garde ; les icônes d’installation ne le sont pas', async ({
  browser,
  baseURL,
}) => {
  const proxy = await startCountingProxy(baseURL!);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await gotoHydrated(page, `${proxy.url}/`);
    // The page fetches the font once loaded; the worker keeps it for offline and later visits.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lagune-font'))).toBe('1');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    const cached = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (request.url.includes('.woff2')) return true;
      }
      return false;
    });
    expect(cached, 'police gardée par le service worker').toBe(true);
    expect(proxy.count(/\.woff2$/)).toBe(1);
    // The app's icons are the phone's to fetch when the shop is installed, not every visitor's.
    expect(proxy.count(/^\/icons\/app-/)).toBe(0);
  } finally {
    await context.close();
    await proxy.close();
  }
});
