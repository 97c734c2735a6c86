// The smaller rough edges a phone walk found, each as a phone user meets it.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/account.ts';
import { expectCartCount, gotoHydrated, products, toast } from './support/shop.ts';

const orderable = products.filter((p) => p.inStock && p.sizes.some((s) => s.available));

async function addToCart(page: Page, product: (typeof products)[number]) {
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const size = product.sizes.find((s) => s.available)!.name;
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
}

test.describe('au téléphone', () => {
  test('le panier : PASSER À LA CAISSE reste à portée de pouce ; Vider le panier se rattrape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const lines = orderable.slice(-9, -6);
    for (const [i, product] of lines.entries()) {
      await addToCart(page, product);
      await expectCartCount(page, i + 1);
    }
    await gotoHydrated(page, '/cart');
    const main = page.getByRole('main');
    const checkout = main.getByRole('button', { name: 'PASSER À LA CAISSE' });
    // At the top of the page, lines in view: the button is on screen without scrolling.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(checkout).toBeEnabled();
    await expect(checkout).toBeInViewport({ ratio: 1 });
    // Halfway down the lines, still there.
    await page.mouse.wheel(0, 300);
    await expect(checkout).toBeInViewport({ ratio: 1 });

    // Emptied by mistake: 'Annuler' in the toast puts every line back.
    await main.getByRole('button', { name: 'Vider le panier' }).click();
    await expect(main.getByText('Votre panier est vide.')).toBeVisible();
    await expectCartCount(page, 0);
    await expect(toast(page, 'Panier vidé')).toBeVisible();
    await page.locator('[data-toaster]').getByRole('button', { name: 'Annuler' }).click();
    await expectCartCount(page, 3);
    for (const product of lines) await expect(main.getByText(product.name)).toBeVisible();
  });

  for (const width of [360, 390]) {
    test(`à ${width} px, le point du logo ne touche pas l’icône du compte`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await gotoHydrated(page, '/');
      const banner = page.getByRole('banner');
      const logo = banner.getByRole('link', { name: /accueil$/ });
      const dot = logo.locator('span[aria-hidden="true"]');
      const icon = banner.getByRole('button', { name: 'Mon compte' }).locator('svg');
      const search = banner.getByRole('link', { name: 'Rechercher' });
      const dotBox = (await dot.boundingBox())!;
      const iconBox = (await icon.boundingBox())!;
      expect(iconBox.x - (dotBox.x + dotBox.width)).toBeGreaterThanOrEqual(8);
      // Nor does the name run into the search button on the left.
      const logoBox = (await logo.boundingBox())!;
      const searchBox = (await search.boundingBox())!;
      expect(logoBox.x).toBeGreaterThanOrEqual(searchBox.x + searchBox.width);
    });
  }

  test('mot de passe oublié : pas de phrase sur les mots de passe divulgués', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await expect(page.getByText(/mots de passe divulgués/)).toBeVisible();
    await (await hydrated(page.getByRole('button', { name: /Mot de passe oublié/ }))).click();
    await expect(page.getByRole('button', { name: 'Recevoir le lien' })).toBeVisible();
    await expect(page.getByText(/mots de passe divulgués/)).toHaveCount(0);
  });

  test('les titres des pages suivent une seule casse', async ({ page }) => {
    for (const [path, title] of [
      ['/about', 'À propos | LAGUNE'],
      ['/cart', 'Votre panier | LAGUNE'],
      ['/contact', 'Contact | LAGUNE'],
      ['/new', 'Nouveautés | LAGUNE'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });
});
