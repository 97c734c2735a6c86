import { expect, test, type Page } from '@playwright/test';
import { atRest, seriousViolations } from './support/axe.ts';
import { ADMIN_GUARD_MESSAGE } from '../../src/shared/api/admin.ts';
import { gotoHydrated, products, toast } from './support/shop.ts';

const soldOut = products.find((p) => !p.inStock);
const PAGES = [
  '/',
  '/categories',
  '/collections',
  '/collections/t-shirt',
  '/collections/pull',
  '/collections/complet',
  '/collections/short',
  '/collections/top',
  '/collections/custom-tshirt',
  '/collections/limited-edition',
  '/collections/spring-summer',
  `/product/${products[0]?.id ?? 'inconnu'}`,
  ...(soldOut ? [`/product/${soldOut.id}`] : []),
  '/cart',
  '/new',
  '/bestsellers',
  '/sales',
  '/stores',
  '/faqs',
  '/about',
  '/vip',
  '/country',
  '/contact',
  '/size-guide',
  '/shipping',
  '/suivi',
  '/returns',
  '/terms',
  '/privacy',
  '/sustainability',
  '/careers',
  '/settings',
  '/help',
  '/auth',
  '/mfa-verification',
  '/not-found',
  '/nimporte-quoi',
  '/admin/dashboard',
];

/** Waits for hydration and for fonts/images, so axe sees the page as the shopper does. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A page may greet with a toast (the admin guard's refusal): axe reads it once faded in.
  await atRest(page);
}

test.describe('accessibilité (axe, WCAG 2.2 AA) au format téléphone', () => {
  for (const path of PAGES) {
    test(`axe ${path}`, async ({ page }) => {
      await page.goto(path);
      // A visitor who is not the owner is sent home with a toast that arrives after the page has
      // loaded (the guard asks the server first): axe must read it at rest, not mid fade-in, nor
      // mid fade-out: the focus in it pauses its 4 s (a phone has no hover), which a full-page
      // analysis on a busy 2-core machine can outlast.
      if (path === '/admin/dashboard') {
        const guard = toast(page, ADMIN_GUARD_MESSAGE);
        await expect(guard).toBeVisible();
        await page
          .locator('[data-toast]')
          .filter({ hasText: ADMIN_GUARD_MESSAGE })
          .getByRole('button', { name: 'Fermer la notification' })
          .focus();
      }
      await settle(page);
      const { count, report } = await seriousViolations(page);
      expect(count, `violations graves ou critiques sur ${path}:\n${report}`).toBe(0);
    });
  }

  test('axe menu mobile ouvert', async ({ page }) => {
    // A tap before hydration does nothing: wait for it, as a shopper's second tap would.
    await gotoHydrated(page, '/');
    await settle(page);
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).first().click();
    await expect(
      page
        .getByRole('dialog')
        .or(page.getByRole('navigation', { name: /menu|principal/i }))
        .first(),
    ).toBeVisible();
    const { count, report } = await seriousViolations(page);
    expect(count, `violations graves ou critiques, menu ouvert:\n${report}`).toBe(0);
  });

  test('axe panier rempli', async ({ page }) => {
    const product = products.find((p) => p.inStock);
    // Hydrated first: the buy bar answers once its part of the page is hydrated (ADR 0093).
    await gotoHydrated(page, `/product/${product?.id ?? 'inconnu'}`);
    await settle(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /ajouter au panier/i })
      .first()
      .click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /panier/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('main').getByRole('button', { name: /vider le panier/i }),
    ).toBeVisible();
    const result = await seriousViolations(page);
    expect(result.count, `violations graves ou critiques, panier rempli:\n${result.report}`).toBe(
      0,
    );
  });
});
