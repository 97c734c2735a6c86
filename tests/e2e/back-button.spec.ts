// Android's back button (history back) closes what is open, as in an app; the
// checkout keeps what was typed; closed by its ✕, a sheet leaves no history entry behind.
import { expect, test, type Page } from '@playwright/test';
import { allViolations, atRest } from './support/axe.ts';
import { expectCartCount, gotoHydrated, hydrated, products } from './support/shop.ts';

const SLOW = { timeout: 20_000 };

const orderable = products.filter(
  (p) => p.inStock && p.sizes.filter((s) => s.available).length >= 2,
);
const product = orderable.at(-6)!;
const tshirts = products.filter((p) => p.id.startsWith('t-shirt-') && p.inStock);

/** A client-side visit: the header's link, so the page before stays one back away. */
async function openCartFromHeader(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }),
  ).toBeEnabled();
}

test.describe('le bouton retour du téléphone', () => {
  test('ferme la caisse sans perdre la saisie, puis revient à la page d’avant', async ({
    page,
  }) => {
    await gotoHydrated(page, `/product/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
    await expectCartCount(page, 1);
    await openCartFromHeader(page);
    const main = page.getByRole('main');
    const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });

    await main.getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    await expect(checkout).toBeVisible();
    await checkout.getByLabel('Nom complet').fill('Awa Koné');
    await checkout.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
    await page.goBack();
    await expect(checkout).toBeHidden();
    await expect(page).toHaveURL(/\/cart$/);

    // Open again: what was typed is still there.
    await main.getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    await expect(checkout.getByLabel('Nom complet')).toHaveValue('Awa Koné');
    await expect(checkout.getByLabel('Téléphone')).toHaveValue('+33 6 12 34 56 78');
    await atRest(page);
    expect(await allViolations(page, 'dialog[open]')).toBe('');

    // Closed by its ✕, it leaves no entry: one back is the product page.
    await checkout.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(checkout).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('ferme le menu, puis le retour suivant quitte la page', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page
      .getByRole('link', { name: /LAGUNE/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(menu).toBeVisible();
    await atRest(page);
    expect(await allViolations(page, '#menu-mobile')).toBe('');
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Escape closes it too, and leaves no entry behind.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // A link of the menu: back from the page it opens is the page the menu was opened on.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await menu.getByRole('link', { name: 'T-Shirts', exact: true }).first().click();
    await expect(page).toHaveURL(/\/collections\/t-shirt$/);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('ferme le choix rapide de taille et la feuille des filtres (qui garde les filtres)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/collections/t-shirt');
    const main = page.getByRole('main');
    const picker = page.getByRole('dialog', { name: 'Choisir une taille' });
    await (
      await hydrated(main.getByRole('button', { name: `Ajouter ${tshirts[0]!.name} au panier` }))
    ).click();
    await expect(picker).toBeVisible();
    await page.goBack();
    await expect(picker).toBeHidden();
    await expect(page).toHaveURL(/\/collections\/t-shirt$/);

    const filters = page.getByRole('dialog', { name: 'Filtrer et trier' });
    await main.getByRole('button', { name: /Filtrer et trier/ }).click();
    await expect(filters).toBeVisible();
    await atRest(page);
    expect(await allViolations(page, 'dialog[open]')).toBe('');
    await filters.locator('label').filter({ hasText: /^M$/ }).click();
    await page.goBack();
    await expect(filters).toBeHidden();
    // The choice stays, in the address too; the next back leaves the listing.
    await expect(page).toHaveURL(/\/collections\/t-shirt\?.*taille=M/);
    await expect(main.getByRole('button', { name: /Filtrer et trier \(1\)/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('ferme le zoom de la photo', async ({ page }) => {
    await gotoHydrated(page, '/');
    await gotoHydrated(page, `/product/${product.id}`);
    const zoom = page.getByRole('dialog', { name: product.name });
    await page.getByRole('button', { name: 'Agrandir la photo' }).click();
    await expect(zoom).toBeVisible();
    await page.goBack();
    await expect(zoom).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('ferme la fenêtre du compte et la connexion administrateur, puis le retour suivant quitte la page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await page
      .getByRole('link', { name: /LAGUNE/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    // The account modal.
    const account = page.getByRole('dialog', { name: 'Bienvenue chez LAGUNE' });
    await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).click();
    await expect(account).toBeVisible();
    await page.goBack();
    await expect(account).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Closed by Escape, it leaves no entry behind either.
    await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).click();
    await expect(account).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();

    // The admin sign-in (on a phone, from the menu).
    const admin = page.getByRole('dialog', { name: 'Connexion administrateur' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Espace administrateur' })
      .click();
    await expect(admin).toBeVisible(SLOW);
    await page.goBack();
    await expect(admin).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});
