import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PAGINATION,
  paginationOf,
  productsInCategory,
  type ProductCategoryId,
} from '../../src/shared/catalogue/categories.ts';
import { SHOP } from '../../src/shared/config/shop.ts';
import { HYDRATED_MARK } from '../../src/web/lib/hydrated-mark.ts';
import {
  cartCount,
  expectCartCount,
  exact,
  gotoHydrated,
  priceText,
  products,
  toast,
} from './support/shop.ts';

// An in-stock product with an unavailable size exercises both the preselection and the disabled size.
const product =
  products.find(
    (p) => p.inStock && p.sizes.some((s) => !s.available) && p.sizes.some((s) => s.available),
  ) ?? products.find((p) => p.inStock);
const soldOut = products.find((p) => !p.inStock);

function sizeOption(page: Page, name: string): Locator {
  const main = page.getByRole('main');
  // "S", or "S (indisponible)" when the size is out.
  const accessibleName = new RegExp(`^\\s*${name}(\\s|\\(|$)`);
  return main
    .getByRole('radio', { name: accessibleName })
    .or(main.getByRole('button', { name: accessibleName }))
    .first();
}

async function isSelected(option: Locator): Promise<boolean> {
  return option.evaluate(
    (el) =>
      el.getAttribute('aria-pressed') === 'true' ||
      el.getAttribute('aria-checked') === 'true' ||
      el.getAttribute('aria-selected') === 'true' ||
      (el instanceof HTMLInputElement && el.checked),
  );
}

function quantityButton(page: Page, direction: 'plus' | 'minus'): Locator {
  const name = direction === 'plus' ? /augmenter|ajouter un|^\+$/i : /diminuer|retirer un|^[-−]$/i;
  return page.getByRole('main').getByRole('button', { name }).first();
}

/** The quantity the shopper sees: a number field, or the digits of the quantity group (− n +). */
async function quantityShown(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const spin = main.getByRole('spinbutton').first();
  if ((await spin.count()) > 0) return spin.inputValue();
  const group = main.getByRole('group', { name: /quantité/i }).first();
  return (await group.innerText()).replace(/\D/g, '');
}

function addToCart(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('button', { name: /ajouter au panier/i })
    .first();
}

test.describe('page produit', () => {
  test.beforeAll(() => {
    expect(product, 'un produit en stock').toBeDefined();
  });

  test(
    'tailles : la première disponible est choisie, les indisponibles désactivées',
    { tag: '@desktop' },
    async ({ page }) => {
      if (!product) return;
      await gotoHydrated(page, `/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(
        page.getByRole('main').getByText(priceText(product.price)).first(),
      ).toBeVisible();
      const firstAvailable = product.sizes.find((s) => s.available);
      for (const size of product.sizes) {
        const option = sizeOption(page, size.name);
        await expect(option, `taille ${size.name}`).toBeVisible();
        if (size.available) await expect(option).toBeEnabled();
        else await expect(option, `taille ${size.name} indisponible`).toBeDisabled();
        await expect
          .poll(() => isSelected(option), `taille ${size.name} présélectionnée ?`)
          .toBe(size.name === firstAvailable?.name);
      }
    },
  );

  test('un lien de taille (?taille=) ouvre la page avec cette taille choisie, et l’ajoute', async ({
    page,
  }) => {
    if (!product) return;
    const sizes = product.sizes.filter((s) => s.available).map((s) => s.name);
    const linked = sizes[sizes.length - 1]!;
    expect(sizes.indexOf(linked), 'une autre taille que la première').toBeGreaterThan(0);
    await gotoHydrated(page, `/product/${product.id}?taille=${linked}`);
    expect(await isSelected(sizeOption(page, linked))).toBe(true);
    expect(await isSelected(sizeOption(page, sizes[0]!))).toBe(false);
    await addToCart(page).click();
    await expect(toast(page, 'Produit ajouté')).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SHOP.cartStorageKey);
    expect(JSON.parse(stored!)).toMatchObject([{ productId: product.id, size: linked }]);
  });

  test('vue de face / de dos', async ({ page }) => {
    if (!product) return;
    await gotoHydrated(page, `/product/${product.id}`);
    const main = page.getByRole('main');
    await expect(main.locator(`img[src*="${product.id}-front"]`).first()).toBeVisible();
    await main.getByRole('button', { name: /dos/i }).first().click();
    await expect(main.locator(`img[src*="${product.id}-back"]`).first()).toBeVisible();
    await main
      .getByRole('button', { name: /face|devant/i })
      .first()
      .click();
    await expect(main.locator(`img[src*="${product.id}-front"]`).first()).toBeVisible();
  });

  test('les images hors de vue (l’autre vue, « Vous aimerez aussi ») ne sont demandées qu’une fois la page vivante ; sans JavaScript elles s’affichent aussitôt', async ({
    page,
    browser,
  }) => {
    if (!product) return;
    const path = `/product/${product.id}`;
    // Asked for while the page still waits for its scripts, they would share a phone's slow link
    // with them.
    await gotoHydrated(page, path);
    const main = page.getByRole('main');
    const similar = main.getByRole('region', { name: 'Vous aimerez aussi' }).locator('img');
    const shown = async (images: Locator) => {
      await expect(images.first()).toBeVisible();
      for (const image of await images.all())
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
    };
    await expect(similar).toHaveCount(4);
    await shown(similar);
    const timing = await page.evaluate((mark) => {
      const asked = (part: string) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(part))
          .map((entry) => entry.startTime);
      return {
        live: performance.getEntriesByName(mark)[0]!.startTime,
        front: asked('-front.'),
        back: asked('-back.'),
      };
    }, HYDRATED_MARK);
    // The product's own front view and the four cards' pictures; its back view, if the browser
    // already wants it (it waits out of sight, to the right).
    expect(timing.front.length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...timing.front)).toBeLessThan(timing.live);
    const later = [...timing.front]
      .sort((a, b) => a - b)
      .slice(1)
      .concat(timing.back);
    for (const start of later) expect(start).toBeGreaterThanOrEqual(timing.live);

    // Without JavaScript: every picture, the back view and the cards' included, straight away.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(path);
    const plainMain = plain.getByRole('main');
    const plainSimilar = plainMain
      .getByRole('region', { name: 'Vous aimerez aussi' })
      .locator('img');
    await expect(plainSimilar).toHaveCount(4);
    await shown(plainSimilar);
    await shown(plainMain.locator(`img[src*="${product.id}-back"]`));
    await context.close();
  });

  test('quantité −/+, ajout au panier et badge', { tag: '@desktop' }, async ({ page }) => {
    if (!product) return;
    await gotoHydrated(page, `/product/${product.id}`);
    await expectCartCount(page, 0);
    await expect.poll(() => quantityShown(page)).toBe('1');
    const minus = quantityButton(page, 'minus');
    if (await minus.isEnabled()) await minus.click();
    await expect.poll(() => quantityShown(page), 'jamais sous 1').toBe('1');
    await quantityButton(page, 'plus').click();
    await quantityButton(page, 'plus').click();
    await expect.poll(() => quantityShown(page)).toBe('3');
    await quantityButton(page, 'minus').click();
    await expect.poll(() => quantityShown(page)).toBe('2');
    await addToCart(page).click();
    await expect(toast(page, 'Produit ajouté')).toBeVisible();
    await expectCartCount(page, 2);

    // The quantity went back to 1; same product and size again: the line grows by one.
    await expect.poll(() => quantityShown(page), 'quantité remise à 1').toBe('1');
    await addToCart(page).click();
    await expect(toast(page, 'Produit mis à jour')).toBeVisible();
    await expectCartCount(page, 3);

    // The anonymous cart survives a reload (local storage).
    const stored = await page.evaluate((key) => localStorage.getItem(key), SHOP.cartStorageKey);
    expect(stored, `clé ${SHOP.cartStorageKey}`).toBeTruthy();
    await page.reload();
    await expectCartCount(page, 3);
  });

  test('produit épuisé : Épuisé et impossible à ajouter', async ({ page }) => {
    expect(soldOut, 'un produit épuisé dans le catalogue').toBeDefined();
    if (!soldOut) return;
    await gotoHydrated(page, `/product/${soldOut.id}`);
    const main = page.getByRole('main');
    await expect(main.getByText(/épuisé/i).first()).toBeVisible();
    const add = main
      .getByRole('button', { name: /ajouter au panier|épuisé|indisponible/i })
      .first();
    if (await add.isEnabled()) {
      await add.click();
      await expect(toast(page, 'Produit indisponible')).toBeVisible();
    } else {
      await expect(add).toBeDisabled();
    }
    await expectCartCount(page, 0);
  });

  test('favori sans compte : Connexion requise', async ({ page }) => {
    if (!product) return;
    await gotoHydrated(page, `/product/${product.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /favori/i })
      .first()
      .click();
    await expect(toast(page, 'Connexion requise')).toBeVisible();
    // Where to sign in, one tap away.
    await page.locator('[data-toaster]').getByRole('button', { name: 'Se connecter' }).click();
    const account = page.getByRole('dialog', { name: 'Bienvenue chez LAGUNE' });
    await expect(account.getByRole('tab', { name: 'Connexion' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('lien vers le guide des tailles', async ({ page }) => {
    if (!product) return;
    await gotoHydrated(page, `/product/${product.id}`);
    const link = page.getByRole('main').locator('a[href="/size-guide"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/size-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('navigation interne vers un produit inconnu : /not-found', async ({ page }) => {
    if (!product) return;
    await gotoHydrated(page, `/product/${product.id}`);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/product/inconnu');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('main').getByText('404').first()).toBeVisible();
  });
});

test.describe('panier anonyme', () => {
  test('ajout rapide depuis une carte produit', { tag: '@desktop' }, async ({ page }) => {
    await gotoHydrated(page, '/collections/t-shirt');
    await expectCartCount(page, 0);
    const quickAdd = page
      .getByRole('main')
      .getByRole('button', { name: /ajout rapide|au panier/i })
      .first();
    await quickAdd.click();
    // Several sizes available: the size picker asks, never a silent choice.
    const picker = page.getByRole('dialog', { name: 'Choisir une taille' });
    await expect(picker).toBeVisible();
    await expectCartCount(page, 0);
    await picker
      .getByRole('button', { name: /^Ajouter en taille [SMLX]+$/ })
      .first()
      .click();
    await expectCartCount(page, 1);
    await page.reload();
    await expectCartCount(page, 1);
  });

  test('pas d’ajout rapide sur un produit épuisé', async ({ page }) => {
    const soldOutTee = products.find((p) => !p.inStock);
    expect(soldOutTee, 'un produit épuisé dans le catalogue').toBeDefined();
    if (!soldOutTee) return;
    // A category page that shows the sold-out product without pressing 'Voir plus'.
    const listing = (Object.keys(PAGINATION) as ProductCategoryId[]).find((id) =>
      productsInCategory(products, id)
        .slice(0, paginationOf(id).initial)
        .some((p) => p.id === soldOutTee.id),
    );
    expect(listing, 'une page de catégorie affiche le produit épuisé').toBeDefined();
    await gotoHydrated(page, `/collections/${listing}`);
    const card = page
      .getByRole('main')
      .locator('article, li')
      .filter({ has: page.locator(`a[href="/product/${soldOutTee.id}"]`) })
      .last();
    await expect(card).toBeVisible();
    await expect(card.getByText(/épuisé/i).first()).toBeVisible();
    const quickAdd = card.getByRole('button', { name: /ajout rapide|au panier/i });
    if ((await quickAdd.count()) > 0) await expect(quickAdd.first()).toBeDisabled();
    await expectCartCount(page, 0);
  });

  test('un panier local corrompu ne casse pas la page et est supprimé', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, '{pas du json'), SHOP.cartStorageKey);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: exact('NOUVEAUTÉS') }).first()).toBeVisible();
    await expectCartCount(page, 0);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SHOP.cartStorageKey))
      .toBeNull();
    expect(errors).toEqual([]);
    expect(await cartCount(page)).toBe(0);
  });
});
