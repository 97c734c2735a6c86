import { expect, test } from '@playwright/test';
import { SAMPLE_CATEGORIES, LISTING } from '../../src/shared/catalogue/categories.ts';
import { SAMPLE_CONTENT } from '../../src/shared/content/sample-content.ts';
import { countItems, exact, gotoHydrated, sectionWithHeading } from './support/shop.ts';

test.describe('collection printemps/été', () => {
  test(
    'bannière, fil d’Ariane, 8 looks DÉCOUVRIR, esprit, témoignages et liens',
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

      const reviews = sectionWithHeading(main, exact('CE QUE DISENT NOS CLIENTS'));
      await expect(reviews).toBeVisible();
      await expect.poll(() => countItems(reviews)).toBe(3);

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
});
