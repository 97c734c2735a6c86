import { expect, test, type Locator, type Page } from '@playwright/test';
import { HYDRATED_MARK } from '../../src/web/lib/hydrated-mark.ts';
import {
  CATEGORY_IDS,
  LISTING,
  limitedProducts,
  newProducts,
  popularProducts,
  SAMPLE_CATEGORIES,
} from '../../src/shared/catalogue/categories.ts';
import {
  countItems,
  exact,
  gotoHydrated,
  priceText,
  productById,
  productIdsIn,
  products,
  sectionWithHeading,
} from './support/shop.ts';

/** Opacity as the eye sees it: the product of the element's and its ancestors' opacities. */
async function seenOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

test.describe('accueil', () => {
  test('le héros NOUVEAUTÉS mène aux nouveautés', { tag: '@desktop' }, async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: exact('NOUVEAUTÉS') }).first()).toBeVisible();
    const cta = page.getByRole('link', { name: exact('ACHETEZ MAINTENANT') });
    await expect(cta).toHaveAttribute('href', '/new');
    await cta.click();
    await expect(page).toHaveURL(/\/new$/);
  });

  test('la grille des catégories mène à chaque page de catégorie', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const id of CATEGORY_IDS) {
      await expect(
        main.locator(`a[href="/collections/${id}"]`).first(),
        `lien vers ${id}`,
      ).toBeAttached();
    }
  });

  test('bloc édition limitée : les 3 premiers produits limités', async ({ page }) => {
    await page.goto('/');
    const block = sectionWithHeading(page.getByRole('main'), /^\s*édition limitée\s*$/i);
    const expected = limitedProducts(products, LISTING.homeLimited).map((p) => p.id);
    expect(expected).toHaveLength(LISTING.homeLimited);
    await expect.poll(() => productIdsIn(block)).toEqual(expected);
  });

  test('les cartes sous le premier écran (édition limitée, populaires, nouveautés) ne demandent leur image qu’une fois la page vivante ; sans JavaScript elles s’affichent aussitôt', async ({
    page,
    browser,
  }) => {
    // Asked for while the page still waits for its scripts, they would share a phone's slow link
    // with them.
    const below = (scope: Page) => {
      const main = scope.getByRole('main');
      return [
        sectionWithHeading(main, /^\s*édition limitée\s*$/i),
        sectionWithHeading(main, /populaires?/i),
        sectionWithHeading(main, exact('Nouveaux arrivages')),
      ].map((section) => section.locator('a[href^="/product/"] img'));
    };
    const shown = async (images: Locator) => {
      await expect(images.first()).toBeAttached();
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
    };
    await gotoHydrated(page, '/');
    const cards = below(page);
    for (const images of cards) await shown(images);
    const sources = new Set<string>();
    for (const images of cards)
      for (const src of await images.evaluateAll((all) =>
        all.map((img) => (img as HTMLImageElement).currentSrc),
      ))
        sources.add(src);
    expect(sources.size).toBeGreaterThanOrEqual(LISTING.homeLimited + LISTING.homeNew);
    const timing = await page.evaluate(
      ({ mark, urls }) => {
        // A picture the page also shows above (the hero's) is rightly asked for at once.
        const above = new Set(
          [...document.images]
            .filter((img) => img.getBoundingClientRect().top + scrollY < innerHeight)
            .map((img) => img.currentSrc),
        );
        return {
          live: performance.getEntriesByName(mark)[0]!.startTime,
          asked: performance
            .getEntriesByType('resource')
            .filter((entry) => urls.includes(entry.name) && !above.has(entry.name))
            .map((entry) => [entry.name, entry.startTime] as const),
        };
      },
      { mark: HYDRATED_MARK, urls: [...sources] },
    );
    expect(timing.asked.length).toBeGreaterThanOrEqual(LISTING.homeLimited);
    for (const [, start] of timing.asked) expect(start).toBeGreaterThanOrEqual(timing.live);

    // Without JavaScript: the same cards, each with its picture.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/');
    for (const images of below(plain)) await shown(images);
    await context.close();
  });

  test('produits populaires : 6, un par catégorie, en stock', async ({ page }) => {
    await page.goto('/');
    const block = sectionWithHeading(page.getByRole('main'), /populaires?/i);
    const expected = popularProducts(products, SAMPLE_CATEGORIES).map((p) => p.id);
    expect(expected).toHaveLength(LISTING.homePopular);
    await expect.poll(() => productIdsIn(block)).toEqual(expected);
    for (const id of expected) expect(productById(id).inStock).toBe(true);
  });

  test('Nouveaux arrivages : 4 nouveautés', async ({ page }) => {
    await page.goto('/');
    const block = sectionWithHeading(page.getByRole('main'), exact('Nouveaux arrivages'));
    const expected = newProducts(products, LISTING.homeNew).map((p) => p.id);
    expect(expected).toHaveLength(LISTING.homeNew);
    await expect.poll(() => productIdsIn(block)).toEqual(expected);
    const first = productById(expected[0] ?? '');
    await expect(block.getByText(first.name).first()).toBeVisible();
    await expect(block.getByText(priceText(first.price)).first()).toBeVisible();
  });

  test(
    'collection animée : 5 looks dont le nom et le prix apparaissent au survol et au focus',
    { tag: '@desktop' },
    async ({ page }) => {
      // Reduced motion stops the marquee, so the pointer can rest on a card.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, '/');
      const block = sectionWithHeading(page.getByRole('main'), /collection animée/i);
      await block.scrollIntoViewIfNeeded();
      // Copies hidden from assistive tech (an endless marquee) do not count as looks.
      await expect
        .poll(() => countItems(block), { message: 'cartes look' })
        .toBe(LISTING.homeLooks);
      const looks = block.getByRole('link').filter({ has: page.getByRole('img') });
      await expect(looks).toHaveCount(LISTING.homeLooks);

      const first = looks.first();
      await first.hover();
      const name = (await first.getByRole('img').getAttribute('alt')) ?? '';
      expect(name, 'nom du look').not.toBe('');
      const nameText = first.getByText(name, { exact: true }).first();
      const price = first.getByText(/\d[\d\s]*\sFCFA/).first();
      await expect(nameText).toBeVisible();
      await expect(price).toBeVisible();
      await expect
        .poll(() => seenOpacity(nameText), { message: 'nom visible au survol' })
        .toBeGreaterThan(0.9);
      await expect
        .poll(() => seenOpacity(price), { message: 'prix visible au survol' })
        .toBeGreaterThan(0.9);

      // Keyboard users get the same information when a look receives focus from the keyboard.
      await page.mouse.move(0, 0);
      await first.focus();
      await page.keyboard.press('Tab');
      const focusedPrice = block
        .locator('a:focus')
        .getByText(/\d[\d\s]*\sFCFA/)
        .first();
      await expect
        .poll(() => seenOpacity(focusedPrice), { message: 'prix visible au focus clavier' })
        .toBeGreaterThan(0.9);
    },
  );
});
