import { expect, test } from '@playwright/test';
import type { AdminContent } from '../../src/shared/api/admin-content.ts';
import { SAMPLE_CATEGORIES, LISTING } from '../../src/shared/catalogue/categories.ts';
import { CONTENT_TEXT } from '../../src/shared/content/shop-content.ts';
import { SAMPLE_CONTENT } from '../../src/shared/content/sample-content.ts';
import { useAdminSession } from './support/admin.ts';
import { allViolations } from './support/axe.ts';
import {
  exact,
  gotoHydrated,
  newShopperContext,
  sectionWithHeading,
  toast,
} from './support/shop.ts';

test.describe('collection printemps/été', () => {
  test(
    'bannière, fil d’Ariane, 8 looks DÉCOUVRIR, esprit et liens',
    { tag: '@desktop' },
    async ({ page }) => {
      await gotoHydrated(page, '/collections/spring-summer');
      const main = page.getByRole('main');
      await expect(
        page.getByRole('heading', { level: 1, name: exact('COLLECTION PRINTEMPS/ÉTÉ') }),
      ).toBeVisible();

      const breadcrumb = page.getByRole('navigation', { name: /fil d.ariane|breadcrumb/i });
      await expect(breadcrumb.locator('a[href="/"]').first()).toBeVisible();

      const discover = main
        .getByRole('link', { name: /découvrir/i })
        .or(main.getByRole('button', { name: /découvrir/i }));
      await expect(discover).toHaveCount(LISTING.springSummerLooks);
      await expect(main.getByText('DÉCOUVRIR', { exact: true })).toHaveCount(
        LISTING.springSummerLooks,
      );

      const spirit = sectionWithHeading(main, exact("L'ESPRIT DE LA COLLECTION"));
      await expect(spirit).toBeVisible();
      await expect(spirit).toContainText(SAMPLE_CONTENT.gallery);

      const explore = main.getByRole('link', { name: exact('EXPLORER TOUTES NOS COLLECTIONS') });
      await expect(explore).toHaveAttribute('href', '/collections');

      const others = sectionWithHeading(main, exact('Autres catégories'));
      await expect(others.locator('a[href="/collections/spring-summer"]')).toHaveCount(0);
      for (const category of SAMPLE_CATEGORIES.filter((c) => c.id !== 'spring-summer')) {
        await expect(
          others.locator(`a[href="/collections/${category.id}"]`).first(),
        ).toBeAttached();
      }

      await explore.click();
      await expect(page).toHaveURL(/\/collections$/);
    },
  );

  test('le fil d’Ariane ramène à l’accueil', async ({ page }) => {
    await gotoHydrated(page, '/collections/spring-summer');
    await page
      .getByRole('navigation', { name: /fil d.ariane|breadcrumb/i })
      .locator('a[href="/"]')
      .first()
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  // A new shop shows no review (content-admin.test.ts); this one writes hers and empties them again.
  // No other spec writes the reviews.
  test('ses avis clients, écrits dans Contenu sur son téléphone, paraissent dans la galerie', async ({
    page,
    browser,
  }, testInfo) => {
    await useAdminSession(page);
    const emptyReviews = async () => {
      const current = (await (await page.request.get('/api/admin/content')).json()) as AdminContent;
      const put = await page.request.put('/api/admin/content/reviews', {
        data: { value: [], version: current.blocks.reviews.version },
      });
      expect(put.status(), await put.text()).toBe(200);
    };
    const shopper = await newShopperContext(browser, testInfo);
    try {
      await gotoHydrated(page, '/admin/dashboard');
      await page.getByRole('tab', { name: 'Contenu' }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('button', { name: 'Avis clients' }).click();
      await panel.getByRole('button', { name: 'Ajouter un avis' }).click();
      await panel.getByLabel('Auteur', { exact: true }).fill('Awa B., Yopougon');
      await panel
        .getByLabel('Avis', { exact: true })
        .fill('Robe livrée le lendemain, tissu superbe.');
      await panel.getByLabel('Note (sur 5)', { exact: true }).selectOption('4');
      await panel.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(toast(page, CONTENT_TEXT.saved)).toBeVisible();

      const shop = await shopper.newPage();
      const reviews = sectionWithHeading(
        shop.getByRole('main'),
        exact('CE QUE DISENT NOS CLIENTS'),
      );
      // Live within the pages' change notice: the kept page is rendered again.
      await expect(async () => {
        await gotoHydrated(shop, '/collections/spring-summer');
        await expect(reviews).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(reviews.getByRole('listitem')).toHaveCount(1);
      await expect(reviews).toContainText('Robe livrée le lendemain, tissu superbe.');
      await expect(reviews).toContainText('Awa B., Yopougon');
      await expect(reviews.getByRole('img', { name: 'Note\u202f: 4 sur 5' })).toBeVisible();
      expect(await allViolations(shop, 'main')).toBe('');
    } finally {
      await shopper.close();
      await emptyReviews();
    }
  });
});
