import { expect, test, type Page } from '@playwright/test';
import {
  SAMPLE_CATEGORIES,
  LISTING,
  PAGINATION,
  paginationOf,
  limitedProducts,
  productsInCategory,
  type ProductCategoryId,
} from '../../src/shared/catalogue/categories.ts';
import type { CategoryId } from '../../src/shared/catalogue/types.ts';
import {
  clickNavLink,
  countItems,
  exact,
  gotoHydrated,
  productIdsIn,
  products,
  sectionWithHeading,
  toast,
} from './support/shop.ts';

const TITLES: Record<ProductCategoryId, string> = {
  't-shirt': 'T-SHIRTS',
  pull: 'PULLS',
  complet: 'COMPLETS',
  short: 'SHORTS',
  top: 'TOPS LAGUNE',
  'custom-tshirt': 'T-SHIRTS PERSONNALISÉS',
  'limited-edition': 'ÉDITION LIMITÉE',
};

/** Products of this category shown in the page, in order (other blocks list other products). */
async function shownInCategory(page: Page, id: ProductCategoryId): Promise<string[]> {
  const inCategory = new Set(productsInCategory(products, id).map((p) => p.id));
  return (await productIdsIn(page.getByRole('main'))).filter((productId) =>
    inCategory.has(productId),
  );
}

test.describe('page des catégories', () => {
  test(
    '8 tuiles vers /collections/{id} et Retour revient en arrière',
    { tag: '@desktop' },
    async ({ page }) => {
      // Retour goes back one step in the visit, not to a fixed page.
      await gotoHydrated(page, '/about');
      await clickNavLink(page, /catégories/i);
      await expect(page).toHaveURL(/\/categories$/);
      await expect(
        page.getByRole('heading', { level: 1, name: exact('CATÉGORIES') }),
      ).toBeVisible();
      const main = page.getByRole('main');
      expect(SAMPLE_CATEGORIES).toHaveLength(8);
      for (const category of SAMPLE_CATEGORIES) {
        const tile = main.locator(`a[href="/collections/${category.id}"]`).first();
        await expect(tile, `tuile ${category.name}`).toBeVisible();
        await expect(tile).toContainText(category.name);
      }
      await main
        .getByRole('button', { name: /retour/i })
        .or(main.getByRole('link', { name: /retour/i }))
        .first()
        .click();
      await expect(page).toHaveURL(/\/about$/);
    },
  );
});

for (const [id, title] of Object.entries(TITLES) as [ProductCategoryId, string][]) {
  test.describe(`catégorie ${id}`, () => {
    const all = productsInCategory(products, id).map((p) => p.id);
    const { initial, step } = paginationOf(id);

    test(`titre ${title}, ${initial} produits puis +${step} avec « Voir plus »`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/collections/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: exact(title) })).toBeVisible();
      expect(all.length, `produits de ${id} dans le catalogue`).toBeGreaterThan(0);

      let expected = Math.min(initial, all.length);
      await expect.poll(() => shownInCategory(page, id)).toEqual(all.slice(0, expected));
      const more = page.getByRole('main').getByRole('button', { name: exact('Voir plus') });
      while (expected < all.length) {
        await expect(
          more,
          `« Voir plus » tant qu’il reste des produits (${expected}/${all.length})`,
        ).toBeVisible();
        await more.click();
        expected = Math.min(expected + step, all.length);
        await expect.poll(() => shownInCategory(page, id)).toEqual(all.slice(0, expected));
      }
      await expect(more, '« Voir plus » disparaît quand tout est affiché').toHaveCount(0);
    });

    test('Vidéos (3) et Autres catégories sans la catégorie courante', async ({ page }) => {
      await page.goto(`/collections/${id}`);
      const main = page.getByRole('main');
      await expect(
        main
          .locator('a[href="/"]')
          .filter({ hasText: /retour/i })
          .first(),
        'lien Retour vers /',
      ).toBeVisible();
      const videos = sectionWithHeading(main, exact('Vidéos'));
      await expect(videos).toBeVisible();
      await expect.poll(() => countItems(videos)).toBe(LISTING.categoryVideos);
      await expectOtherCategories(page, id);
    });
  });
}

async function expectOtherCategories(page: Page, current: CategoryId) {
  const others = sectionWithHeading(page.getByRole('main'), exact('Autres catégories'));
  await expect(others).toBeVisible();
  for (const category of SAMPLE_CATEGORIES) {
    const link = others.locator(`a[href="/collections/${category.id}"]`);
    if (category.id === current)
      await expect(link, `${category.id} est la page courante`).toHaveCount(0);
    else await expect(link.first(), `lien vers ${category.id}`).toBeAttached();
  }
}

test.describe('détails des pages de catégorie', () => {
  test('TOPS LAGUNE a une description sur les tops tendance', async ({ page }) => {
    await page.goto('/collections/top');
    await expect(
      page
        .getByRole('main')
        .getByText(/tendance/i)
        .first(),
    ).toBeVisible();
  });

  test('ÉDITION LIMITÉE explique que les pièces ne sont pas rééditées', async ({ page }) => {
    await page.goto('/collections/limited-edition');
    await expect(
      page
        .getByRole('main')
        .getByText(/exclusi/i)
        .first(),
    ).toBeVisible();
  });

  test('Voir plus sur les pulls affiche le toast de chargement', async ({ page }) => {
    const pulls = productsInCategory(products, 'pull');
    await gotoHydrated(page, '/collections/pull');
    const more = page.getByRole('main').getByRole('button', { name: exact('Voir plus') });
    // The toast belongs to "load more"; with no more pulls to load there is no button to press.
    expect(pulls.length, 'assez de pulls pour « Voir plus » (plus de 12)').toBeGreaterThan(
      PAGINATION.pull.initial,
    );
    await more.click();
    await expect(toast(page, 'Chargement de produits')).toBeVisible();
    await expect(toast(page, 'Plus de pulls ont été chargés')).toBeVisible();
  });

  test(
    't-shirts : bloc promo ÉDITION LIMITÉE avec 3 produits et liens',
    { tag: '@desktop' },
    async ({ page }) => {
      await gotoHydrated(page, '/collections/t-shirt');
      const main = page.getByRole('main');
      // The accessible name as the browser computes it: the narrow no-break space before ':'
      // becomes a plain space.
      const all = main.getByRole('link', { name: exact('Voir tout : Édition Limitée') });
      await expect(all).toHaveAttribute('href', '/collections/limited-edition');
      const promo = main
        .locator('section')
        .filter({
          has: page.getByRole('link', { name: exact('Voir tout : Édition Limitée') }),
        })
        .last();
      await expect
        .poll(() => productIdsIn(promo))
        .toEqual(limitedProducts(products, LISTING.tshirtLimitedPromo).map((p) => p.id));
      await expect(
        promo.getByRole('heading', { name: exact('ÉDITION LIMITÉE') }).first(),
      ).toBeVisible();
      await expect(promo.getByRole('link', { name: exact('Voir plus') }).first()).toHaveAttribute(
        'href',
        '/collections/limited-edition',
      );
      await all.click();
      await expect(page).toHaveURL(/\/collections\/limited-edition$/);
    },
  );
});
