import { expect, test, type Page } from '@playwright/test';
import {
  expectCartCount,
  exact,
  gotoHydrated,
  priceText,
  products,
  toast,
} from './support/shop.ts';

const [first, second] = products.filter((p) => p.inStock && p.sizes.some((s) => s.available));

async function addFromProductPage(page: Page, id: string) {
  await gotoHydrated(page, `/product/${id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /ajouter au panier/i })
    .first()
    .click();
  await expect(toast(page, 'Produit ajouté')).toBeVisible();
}

test.describe('panier', () => {
  test.beforeAll(() => {
    expect(first && second, 'deux produits en stock').toBeTruthy();
  });

  test('panier vide : message et lien vers l’accueil', async ({ page }) => {
    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(
      page.getByRole('heading', { level: 1, name: exact('Votre Panier') }),
    ).toBeVisible();
    await expect(main.getByText(/panier est vide/i)).toBeVisible();
    await expect(main.locator('a[href="/"]').first()).toBeVisible();
  });

  test(
    'lignes, quantités, sous-total, retrait et vidage',
    { tag: '@desktop' },
    async ({ page }) => {
      if (!first || !second) return;
      await addFromProductPage(page, first.id);
      await addFromProductPage(page, second.id);
      await gotoHydrated(page, '/cart');
      const main = page.getByRole('main');
      await expectCartCount(page, 2);
      await expect(main.getByRole('link', { name: first.name }).first()).toBeVisible();
      await expect(main.getByRole('link', { name: second.name }).first()).toBeVisible();
      const summary = main.getByRole('complementary').or(main.locator('aside')).first();
      await expect(summary).toContainText(priceText(first.price + second.price));
      await expect(summary).toContainText(/étape suivante/i);

      const firstLine = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: first.name }) })
        .first();
      const minus = firstLine.getByRole('button', { name: /diminuer/i });
      if (await minus.isEnabled()) await minus.click();
      await expectCartCount(page, 2);
      await firstLine.getByRole('button', { name: /augmenter/i }).click();
      await expectCartCount(page, 3);
      await expect(summary).toContainText(priceText(2 * first.price + second.price));

      await firstLine.getByRole('button', { name: /retirer/i }).click();
      await expect(toast(page, 'Produit retiré')).toBeVisible();
      await expectCartCount(page, 1);
      await expect(summary).toContainText(priceText(second.price));

      await main.getByRole('button', { name: exact('Vider le panier') }).click();
      await expect(toast(page, 'Panier vidé')).toBeVisible();
      await expectCartCount(page, 0);
      await expect(main.getByText(/panier est vide/i)).toBeVisible();
    },
  );
});
