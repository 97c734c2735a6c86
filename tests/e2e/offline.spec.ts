import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_MARK } from '../../src/web/lib/hydrated-mark.ts';
import { allViolations } from './support/axe.ts';
import { expectCartCount, gotoHydrated, products } from './support/shop.ts';

// The service worker (ADR 0122) keeps what was seen, and says 'hors connexion' for the rest.

/** Waits until the service worker controls the page (it claims the page it was installed from). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Waits until the worker has kept `path`'s page (its page cache is filled after the answer). */
async function kept(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          const names = await caches.keys();
          for (const name of names.filter((n) => n.startsWith('lagune-pages-'))) {
            if (await (await caches.open(name)).match(new URL(p, location.href).href)) return true;
          }
          return false;
        }, path),
      { message: `page ${path} gardée hors connexion`, timeout: 10_000 },
    )
    .toBe(true);
}

/** Every URL in the worker's caches. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** A tap on the header's logo (offline, the window loads the home page as a document). */
const tapLogo = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /LAGUNE/ })
    .first()
    .click();

const offlineHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Vous êtes hors connexion' });

test.describe('hors connexion', () => {
  test('une page déjà vue s’ouvre hors connexion, une autre montre la page hors connexion en français ; rien de l’admin ni de l’API n’est gardé', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // Which scripts and pictures each kind of page asked for.
    let onAdmin = false;
    const loadedByShop = new Set<string>();
    const loadedByAdmin = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/assets/') && request.resourceType() !== 'image') return;
      (onAdmin ? loadedByAdmin : loadedByShop).add(request.url());
    });
    // The first page: the worker installs, claims it, and keeps it (the window sends its URL).
    await gotoHydrated(page, '/');
    await controlledByWorker(page);
    await kept(page, '/');
    const productLink = page.getByRole('main').locator('a[href^="/product/"]').first();
    const productPath = (await productLink.getAttribute('href'))!;

    // A product page seen online, and the admin's door (never kept).
    await gotoHydrated(page, productPath);
    const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await kept(page, productPath);
    onAdmin = true;
    await gotoHydrated(page, '/admin/dashboard');
    await page.request.get('/api/shop');
    onAdmin = false;
    await gotoHydrated(page, '/about');
    await kept(page, '/about');

    await context.setOffline(true);

    // A tap on the logo: home, as seen.
    await tapLogo(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(offlineHeading(page)).toHaveCount(0);
    await expect(page.getByRole('main').locator(`a[href="${productPath}"]`).first()).toBeVisible();

    // A tap on the product seen before: its page, with its name.
    await page.getByRole('main').locator(`a[href="${productPath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(offlineHeading(page)).toHaveCount(0);

    // A page never seen: the French offline page, never the browser's error page.
    await page.getByRole('link', { name: 'Carrières' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page).toHaveTitle('Hors connexion | LAGUNE');
    await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible();
    expect(await allViolations(page)).toBe('');
    await page.screenshot({ path: '.tmp/e2e-results/hors-connexion.png', fullPage: true });

    // The admin was seen, but is not kept: offline it is the offline page too.
    await page.goto('/admin/dashboard');
    await expect(offlineHeading(page)).toBeVisible();

    await context.setOffline(false);
    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => /^\/(admin|api)\//.test(new URL(u).pathname))).toEqual([]);
    const adminOnly = [...loadedByAdmin].filter((u) => !loadedByShop.has(u));
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(urls.filter((u) => adminOnly.includes(u))).toEqual([]);

    // Back online, 'Réessayer' loads the page itself.
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Vous êtes hors connexion',
    );
  });

  test('le service worker ne s’installe qu’une fois la page chargée et vivante : un tapotement fait avant ne l’attend pas', async ({
    page,
  }) => {
    // A phone's slower CPU: the page has loaded well before its last parts are live.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await gotoHydrated(page, '/product/t-shirt-signature-creme');
    await controlledByWorker(page);
    const order = await page.evaluate((mark) => {
      const worker = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.startsWith('/assets/service-worker-'));
      return {
        worker: worker?.startTime ?? null,
        hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventEnd,
      };
    }, HYDRATED_MARK);
    expect(order.worker, 'code du service worker demandé').not.toBeNull();
    expect(order.hydrated, 'page vivante').not.toBeNull();
    expect(order.worker!).toBeGreaterThanOrEqual(order.hydrated!);
    expect(order.worker!).toBeGreaterThanOrEqual(order.loaded);
  });

  test('une page ouverte par un lien dans la boutique (sans recharger le document) s’ouvre aussi hors connexion', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, '/');
    await controlledByWorker(page);
    await kept(page, '/');
    // A tap on a product: the router asks for its data, the document stays the same.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const productLink = page.getByRole('main').locator('a[href^="/product/"]').first();
    const productPath = (await productLink.getAttribute('href'))!;
    await productLink.click();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
    // The address changes before the new page renders: its buy button says it has.
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await kept(page, productPath);

    // Offline, back on the home page and a tap on that product: its page, not the offline one.
    await context.setOffline(true);
    await tapLogo(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('main').locator(`a[href="${productPath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(offlineHeading(page)).toHaveCount(0);
    await context.setOffline(false);
  });

  for (const how of ['hang', 'fail'] as const) {
    test(`connexion morte mais « en ligne » (${how === 'hang' ? 'les requêtes restent sans réponse' : 'les requêtes échouent'}) : un produit déjà vu s’ouvre de sa copie, Retour ramène l’accueil gardé`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, '/');
      await controlledByWorker(page);
      await kept(page, '/');
      const productLink = page.getByRole('main').locator('a[href^="/product/"]').first();
      const productPath = (await productLink.getAttribute('href'))!;
      await gotoHydrated(page, productPath);
      const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await kept(page, productPath);
      await gotoHydrated(page, '/');

      // The phone's connection is up but carries nothing: every request leaving the browser (the
      // page's and the worker's) hangs or fails, and the browser still says it is online.
      await context.route('**/*', (route) =>
        how === 'fail' ? route.abort('connectionfailed') : new Promise<void>(() => undefined),
      );
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);

      // A tap on the product seen before: the router's data request never comes; the page loads
      // as a document instead, answered by the worker with the kept copy.
      await page.getByRole('main').locator(`a[href="${productPath}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${productPath}$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText('Une erreur est survenue')).toHaveCount(0);

      // Back: the kept home page, not an error screen.
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('main').locator(`a[href="${productPath}"]`).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText('Une erreur est survenue')).toHaveCount(0);
      await expect(offlineHeading(page)).toHaveCount(0);
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test('la copie gardée d’une page n’annonce que le script du framework ; la deuxième visite s’affiche de cette copie, s’anime sans erreur et ajoute au panier', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const product = products.find((p) => p.inStock && p.sizes.some((s) => s.available))!;
    const size = product.sizes.find((s) => s.available)!.name;
    const path = `/product/${product.id}`;
    await gotoHydrated(page, path);
    await controlledByWorker(page);
    await kept(page, path);

    // The server's page hints each of its scripts (a first visit fetches them side by side)…
    const hints = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    const served = hints(await (await page.request.get(path)).text());
    expect(served.length).toBeGreaterThan(3);
    // …the copy the worker keeps, only the framework's (ADR 0152).
    const keptCopy = await page.evaluate(async (p) => {
      for (const name of (await caches.keys()).filter((n) => n.startsWith('lagune-pages-'))) {
        const copy = await (await caches.open(name)).match(new URL(p, location.href).href);
        if (copy) return copy.text();
      }
      return '';
    }, path);
    expect(hints(keptCopy)).toEqual(served.filter((href) => /^\/assets\/framework-/.test(href)));
    expect(hints(keptCopy)).toHaveLength(1);

    // The second visit paints that copy, loads its scripts from the worker, and works.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const second = await gotoHydrated(page, path);
    expect(second?.fromServiceWorker()).toBe(true);
    const main = page.getByRole('main');
    const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
    await main.locator('label').filter({ has: radio }).click();
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expectCartCount(page, 1);
    expect(errors).toEqual([]);
  });

  test('le manifeste rend la boutique installable : nom, icônes 192/512 et masquable, couleur, lang fr', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'LAGUNE',
      display: 'standalone',
      lang: 'fr',
      theme_color: '#0E7C7B',
    });
    expect(manifest.start_url.startsWith('/')).toBe(true);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeTruthy();
      const image = await page.request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    // Chromium's own installability check (the one behind Android's 'Installer l'application').
    await controlledByWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's browser contexts are incognito ones, where Chromium installs nothing: the one
    // error that is about the test's browser, not the shop.
    expect(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    // /sw.js is checked at every visit.
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('une commande envoyée hors connexion dit « Impossible de joindre LAGUNE… » ; Réessayer envoie la même commande, une fois', async ({
    page,
    context,
  }) => {
    const product = products.find((p) => p.inStock && p.sizes.some((s) => s.available))!;
    await gotoHydrated(page, `/product/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
    await expectCartCount(page, 1);
    await gotoHydrated(page, '/cart');
    await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    await checkout.getByLabel('Nom complet').fill('Awa Koné');
    await checkout.getByLabel('Téléphone').fill('07 08 09 10 11');
    await checkout.getByLabel('Adresse').fill('Cocody Riviera 2, rue des Jardins');

    const sent: { key: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/orders') && request.method() === 'POST')
        sent.push({
          key: request.headers()['idempotency-key'] ?? '',
          body: request.postData() ?? '',
        });
    });

    // Offline: the shopper is told the shop cannot be reached, with a retry beside the button.
    await context.setOffline(true);
    await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
    const alert = checkout.getByRole('alert').filter({ hasText: 'Impossible de joindre LAGUNE' });
    await expect(alert).toHaveText(
      /Impossible de joindre LAGUNE\. Vérifiez votre connexion, puis réessayez\./,
    );
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await page.screenshot({ path: '.tmp/e2e-results/commande-hors-connexion.png' });
    expect(sent).toHaveLength(1);

    // Say that try did reach the server and only its answer was lost: the order exists.
    await context.setOffline(false);
    const first = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': sent[0]!.key, 'content-type': 'application/json' },
      data: sent[0]!.body,
    });
    expect(first.status()).toBe(201);
    const { order } = (await first.json()) as { order: { reference: string } };

    // Retry: the same order under the same key, so the server answers the order it made.
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
    await expect(payment.getByTestId('payment-reference')).toHaveText(order.reference);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});
