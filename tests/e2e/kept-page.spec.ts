// A second visit paints the page kept by the service worker at once, then follows the
// server (ADR 0149). The owner's product is created here, repriced and archived, so the spec runs in
// the `catalogue` project, after the specs that count the catalogue.
import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { frenchSpacing } from '../../src/shared/format/typography.ts';
import { signInAsAdmin } from './support/admin.ts';
import { gotoHydrated, priceText } from './support/shop.ts';

interface AdminProduct {
  id: string;
  url: string;
  version: number;
  product: Record<string, unknown>;
}

async function save(admin: APIRequestContext, current: AdminProduct, change: object) {
  const response = await admin.put(`/api/admin/products/${current.id}`, {
    data: { product: { ...current.product, ...change }, version: current.version },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AdminProduct;
}

test('deuxième visite : la page gardée s’affiche sans attendre le réseau, puis montre le nouveau prix et le retrait du produit', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await apiRequest.newContext({ baseURL });
  try {
    await signInAsAdmin(admin);
    const created = await admin.post('/api/admin/products', {
      data: {
        name: 'Chemise Lagune Gardée',
        // Not a top: admin-products.spec.ts, running beside it, checks its new top is the last one.
        category: 'short',
        price: 9_130,
        garment: 'shorts',
        colour: 'terracotta',
        print: 'kente',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    let product = await save(admin, (await created.json()) as AdminProduct, {
      status: 'published',
    });

    // First visit: the worker installs and keeps the page.
    await expect(async () => {
      const response = await page.goto(product.url);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 10_000 });
    await gotoHydrated(page, product.url);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    await expect
      .poll(() =>
        page.evaluate(async (path) => {
          for (const name of (await caches.keys()).filter((n) => n.startsWith('lagune-pages-'))) {
            const kept = await (await caches.open(name)).match(new URL(path, location.href).href);
            if (kept) return true;
          }
          return false;
        }, product.url),
      )
      .toBe(true);

    // The owner changes the price. What the next visit's document holds is read as it is parsed,
    // before React runs: the copy the worker painted.
    product = await save(admin, product, { price: 9_870 });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { parsedMain?: string }).parsedMain =
          document.querySelector('main')?.textContent ?? '';
      });
    });
    const second = await page.goto(product.url);
    expect(second?.fromServiceWorker()).toBe(true);
    const parsed = await page.evaluate(() => (window as { parsedMain?: string }).parsedMain ?? '');
    expect(parsed).toMatch(priceText(9_130));
    // The worker's copy was the old one: the page loads its data again, in the same document, and
    // shows the new price alone.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const main = page.getByRole('main');
    await expect(main).toContainText(priceText(9_870));
    await expect(main).not.toContainText(priceText(9_130));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\.data(\?|$)/.test(e.name)),
      ),
    ).toBe(true);

    // Withdrawn: the copy kept from before still paints first, then the page says it is gone…
    await save(admin, product, { status: 'archived' });
    await page.goto(product.url);
    const gone = page.getByRole('heading', {
      level: 1,
      name: frenchSpacing('Ce produit n’est plus disponible'),
    });
    await expect(gone).toBeVisible({ timeout: 15_000 });
    // …and the copy is dropped: the next visit is the server's 410.
    await expect(async () => {
      const response = await page.goto(product.url);
      expect(response?.status()).toBe(410);
    }).toPass({ timeout: 10_000 });
    await expect(gone).toBeVisible();
  } finally {
    await admin.dispose();
  }
});
