import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exact, gotoHydrated, productById, products, sectionWithHeading } from './support/shop.ts';

// The root error page (src/web/root.tsx), reached the way a shopper reaches it: the data of the next
// page does not arrive (connection lost on the way, or the server answers an error). No route is
// broken on purpose for the test: the browser's network is.

const isPageData = (url: URL) => url.pathname.endsWith('.data');

// The screen itself, as a first visit meets it: no service worker yet. With one, a page whose data
// does not come is loaded as a document from the worker's kept copy instead (offline.spec.ts).
test.use({ serviceWorkers: 'block' });

async function expectFrench(page: Page) {
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  const home = page.getByRole('link', { name: "Retour à l'accueil" });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
}

test.describe('page d’erreur', () => {
  test(
    'connexion perdue en ouvrant un produit : erreur en français, puis Réessayer affiche le produit',
    { tag: '@desktop' },
    async ({ page }) => {
      const start = products.find((p) => p.inStock) ?? products[0]!;
      await gotoHydrated(page, `/product/${start.id}`);
      const similar = sectionWithHeading(page, 'Vous aimerez aussi')
        .locator('a[href^="/product/"]')
        .first();
      const target = productById((await similar.getAttribute('href'))!.replace('/product/', ''));

      await page.route(isPageData, (route) => route.abort('internetdisconnected'));
      await similar.click();
      await expect(
        page.getByRole('heading', { level: 1, name: exact('Une erreur est survenue') }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Une erreur est survenue | LAGUNE');
      await expect(page.getByText('Vérifiez votre connexion, puis réessayez.')).toBeVisible();
      await expectFrench(page);

      // Back online: Réessayer reloads the page the shopper was going to.
      await page.unroute(isPageData);
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: exact(target.name) })).toBeVisible();
    },
  );

  test('données introuvables (404) : page 404 en français et retour à l’accueil', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await page.route(isPageData, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('link', { name: 'LAGUNE, accueil' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: exact('Page introuvable') }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable | LAGUNE');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
    await expectFrench(page);

    await page.unroute(isPageData);
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole('heading', { level: 1, name: exact('NOUVEAUTÉS') })).toBeVisible();
  });
});
