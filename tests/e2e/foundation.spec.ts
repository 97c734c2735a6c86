import { expect, test } from '@playwright/test';
import { FREE_DELIVERY_LABEL, SHOP } from '../../src/shared/config/shop.ts';
import { clickNavLink, exact, gotoHydrated, products } from './support/shop.ts';
import { useAdminSession } from './support/admin.ts';

test.describe('parcours de base', () => {
  test(
    'de l’accueil aux catégories puis à la page T-Shirts',
    { tag: '@desktop' },
    async ({ page }) => {
      await gotoHydrated(page, '/');
      await clickNavLink(page, /catégories/i);
      await expect(page).toHaveURL(/\/categories$/);
      await expect(
        page.getByRole('heading', { level: 1, name: exact('CATÉGORIES') }),
      ).toBeVisible();

      await page.getByRole('main').locator('a[href="/collections/t-shirt"]').first().click();
      await expect(page).toHaveURL(/\/collections\/t-shirt$/);
      await expect(page.getByRole('heading', { level: 1, name: exact('T-SHIRTS') })).toBeVisible();
    },
  );

  test('une adresse inconnue répond 404 avec un lien vers l’accueil', async ({ page }) => {
    const response = await page.goto('/nimporte-quoi');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByText('404').first()).toBeVisible();
    const home = main.locator('a[href="/"]').first();
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('un produit inconnu répond 404 et mène à /not-found', async ({ page }) => {
    const response = await page.goto('/product/inconnu');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('main').getByText('404').first()).toBeVisible();
  });

  test('l’espace administrateur a sa propre mise en page, sans celle de la boutique', async ({
    page,
  }) => {
    // The dashboard is an administrator's (an anonymous visit is sent back to '/': admin.spec.ts).
    await useAdminSession(page);
    const response = await gotoHydrated(page, '/admin/dashboard');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    // Nothing of the shop's frame: no announcement banner, shop navigation, cart link or footer.
    await expect(page.getByText(FREE_DELIVERY_LABEL)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /panier/i })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page
      .getByRole('banner')
      .getByRole('link', { name: /boutique/i })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText(FREE_DELIVERY_LABEL).first()).toBeVisible();
  });

  test('bandeau d’annonce et pied de page', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    // The announcement: free delivery in Côte d'Ivoire from 50.000 CFA, easy returns.
    await expect(page.getByText(FREE_DELIVERY_LABEL).first()).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${SHOP.returnWindowDays} jours`)).first(),
    ).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    for (const path of [
      '/shipping',
      '/returns',
      '/terms',
      '/privacy',
      '/bestsellers',
      '/sales',
      '/sustainability',
      '/careers',
      '/contact',
    ]) {
      await expect(
        footer.locator(`a[href="${path}"]`).first(),
        `lien ${path} dans le pied de page`,
      ).toBeAttached();
    }
    await footer.locator('a[href="/shipping"]').first().scrollIntoViewIfNeeded();
    await expect(footer.locator('a[href="/shipping"]').first()).toBeVisible();
    for (const method of SHOP.paymentMethods) {
      const shown = footer
        .getByText(method, { exact: true })
        .or(footer.getByRole('img', { name: method, exact: true }));
      await expect(shown.first(), `moyen de paiement ${method}`).toBeVisible();
    }
  });

  test('aucune erreur JavaScript, d’hydratation ou de ressource manquante', async ({ page }) => {
    const product = products.find((p) => p.inStock);
    const paths = [
      '/',
      '/categories',
      '/collections',
      '/collections/t-shirt',
      '/collections/spring-summer',
      `/product/${product?.id}`,
      '/cart',
      '/new',
      '/faqs',
      '/stores',
      '/contact',
      '/country',
    ];
    const problems: string[] = [];
    let current = '';
    page.on('pageerror', (error) => problems.push(`${current}: exception ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error')
        problems.push(`${current}: console.error ${message.text()} ${message.location().url}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        problems.push(`${current}: ${response.status()} ${response.url()}`);
    });
    for (const path of paths) {
      current = path;
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('menu mobile : s’ouvre, mène à une page, se referme (Échap aussi)', async ({ page }) => {
    await gotoHydrated(page, '/');
    const open = page.getByRole('banner').getByRole('button', { name: /menu/i }).first();
    await open.click();
    const menu = page.getByRole('dialog', { name: /menu/i });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open, 'le focus revient au bouton du menu').toBeFocused();

    await open.click();
    await expect(menu).toBeVisible();
    await menu.locator('a[href="/categories"]').first().click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: exact('CATÉGORIES') })).toBeVisible();
  });
});
