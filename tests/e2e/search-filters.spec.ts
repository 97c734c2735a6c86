import { expect, test, type Locator, type Page } from '@playwright/test';
import { productsInCategory } from '../../src/shared/catalogue/categories.ts';
import { allViolations, seriousViolations } from './support/axe.ts';
import { gotoHydrated, hydrated, productIdsIn, products, toast } from './support/shop.ts';

const SHOTS = '.tmp/shots';

/** The header's field: behind the magnifier on phones, inline on wide screens. */
async function headerSearchField(page: Page): Promise<Locator> {
  const field = page.getByRole('combobox', { name: 'Rechercher' });
  const toggle = page.getByRole('link', { name: 'Rechercher' });
  if (await toggle.isVisible()) {
    await hydrated(toggle);
    await toggle.click();
  } else {
    await hydrated(field);
    await field.click();
  }
  await expect(field).toBeFocused();
  return field;
}

/** The listing's count, in the bar above the grid ('12 produits'). */
function count(page: Page): Locator {
  return page.getByRole('main').locator('p[aria-live]', { hasText: /^\d+ produits?$/ });
}

/** Product ids in the listing's grid (the first list of cards after the 'Filtrer et trier' bar). */
function grid(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
}

test.describe('recherche', () => {
  test(
    'une faute de frappe sans accent trouve le produit, au clavier comme au doigt',
    { tag: '@desktop' },
    async ({ page }, info) => {
      await gotoHydrated(page, '/');
      const field = await headerSearchField(page);
      await field.pressSequentially('marinere', { delay: 30 });
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      const option = listbox.getByRole('option', { name: /T-shirt Marinière Plateau/ });
      await expect(option).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await page.screenshot({ path: `${SHOTS}/suggestions-${info.project.name}.png` });
      expect(await allViolations(page, 'form[role="search"]')).toBe('');
      expect((await seriousViolations(page)).report).toBe('');

      // Arrows move the highlighted option, Enter opens it.
      await field.press('ArrowDown');
      const first = listbox.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute(
        'aria-activedescendant',
        (await first.getAttribute('id'))!,
      );
      await field.press('Enter');
      await expect(page).toHaveURL(/\/product\/t-shirt-mariniere-plateau$/);
    },
  );

  test('Entrée ouvre /recherche : la grille des résultats, tshirt et pul compris', async ({
    page,
  }, info) => {
    await gotoHydrated(page, '/collections/pull');
    const field = await headerSearchField(page);
    await field.fill('tshirt');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/recherche\?q=tshirt$/);
    await expect(page.getByRole('heading', { name: 'Résultats pour « tshirt »' })).toBeVisible();
    const ids = await productIdsIn(grid(page));
    expect(ids.length).toBeGreaterThan(4);
    expect(ids.every((id) => id.startsWith('t-shirt-'))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/recherche-tshirt-${info.project.name}.png` });

    await page.goto('/recherche?q=pul');
    await expect(page.getByRole('heading', { name: 'Résultats pour « pul »' })).toBeVisible();
    expect((await productIdsIn(grid(page)))[0]).toMatch(/^pull-/);
  });

  test('aucun résultat : un message en français et les liens vers les catégories', async ({
    page,
  }, info) => {
    await page.goto('/recherche?q=zzqxw');
    await expect(page.getByRole('heading', { name: 'Aucun produit pour « zzqxw »' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Pulls/ }).first()).toHaveAttribute(
      'href',
      '/collections/pull',
    );
    await page.screenshot({ path: `${SHOTS}/recherche-vide-${info.project.name}.png` });
    expect((await seriousViolations(page)).report).toBe('');
  });

  test('sans JavaScript : le formulaire du haut de page mène aux résultats', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/recherche');
    await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Que cherchez-vous ?' }).fill('pull');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/recherche\?q=pull$/);
    // The server writes the results into the page (ADR 0094): they are there without JavaScript.
    await expect(page.getByRole('heading', { name: 'Résultats pour « pull »' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Que cherchez-vous ?' })).toHaveValue('pull');
    const ids = await productIdsIn(grid(page));
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.every((id) => id.startsWith('pull-'))).toBe(true);
    // A sorted link shared on WhatsApp, opened on a phone whose JavaScript has not run yet.
    await page.goto('/recherche?q=pull&tri=prix-croissant');
    const prices = (await productIdsIn(grid(page))).map(
      (id) => products.find((p) => p.id === id)!.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await context.close();
  });

  test('les résultats arrivent avec la page et réagissent une fois hydratés, sans attendre l’index', async ({
    page,
  }) => {
    // Without the index the browser could not search by itself: what shows came from the server.
    let indexRequests = 0;
    await page.route('**/assets/search-index-*.json', (route) => {
      indexRequests += 1;
      return route.abort();
    });
    await gotoHydrated(page, '/recherche?q=marinere');
    await expect(page.getByRole('heading', { name: 'Résultats pour « marinere »' })).toBeVisible();
    const ids = await productIdsIn(grid(page));
    expect(ids.some((id) => id.includes('mariniere'))).toBe(true);
    expect(indexRequests).toBe(0);
    // The cards are the app's own, hydrated: a favourite without an account asks to sign in.
    const card = grid(page).getByRole('article').first();
    await (await hydrated(card.getByRole('button', { name: /favoris/i }).first())).click();
    await expect(toast(page, 'Connexion requise')).toBeVisible();
  });
});

test.describe('filtres et tri', () => {
  test(
    'un lien filtré ouvert dans un autre navigateur montre les mêmes produits',
    { tag: '@desktop' },
    async ({ page, browser }, info) => {
      await gotoHydrated(page, '/collections/t-shirt');
      const bar = page.getByRole('button', { name: /^Filtrer et trier/ });
      await hydrated(bar);
      await expect(count(page)).toHaveText(
        `${productsInCategory(products, 't-shirt').length} produits`,
      );
      await bar.click();
      const sheet = page.getByRole('dialog', { name: 'Filtrer et trier' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('radio', { name: 'Prix décroissant' }).check();
      await sheet.getByRole('checkbox', { name: 'M', exact: true }).check();
      await sheet.getByRole('checkbox', { name: 'En stock uniquement' }).check();
      await expect(page).toHaveURL(/taille=M/);
      await page.screenshot({ path: `${SHOTS}/filtres-${info.project.name}.png` });
      expect(await allViolations(page, 'dialog[open]')).toBe('');
      expect((await seriousViolations(page)).report).toBe('');
      await sheet.getByRole('button', { name: /^Voir \d+ produits?$/ }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filtrer et trier (3)' })).toBeVisible();

      const url = page.url();
      const shown = await productIdsIn(grid(page));
      // Every t-shirt with M left, most expensive first.
      const expected = productsInCategory(products, 't-shirt').filter((p) =>
        p.sizes.some((s) => s.name === 'M' && s.available),
      );
      expect(shown.length).toBe(Math.min(expected.length, 5));
      await page.screenshot({ path: `${SHOTS}/filtre-liste-${info.project.name}.png` });

      const other = await browser.newContext(info.project.use);
      const second = await other.newPage();
      await gotoHydrated(second, url);
      await expect(second.getByRole('button', { name: 'Filtrer et trier (3)' })).toBeVisible();
      await expect.poll(() => productIdsIn(grid(second))).toEqual(shown);
      await other.close();
    },
  );

  test('« Voir plus » suit le filtre, le compte suit et « Effacer les filtres » rend tout', async ({
    page,
  }) => {
    // /collections lists the whole catalogue, 12 then 12 more per 'Voir plus'.
    const cheap = products.filter((p) => p.price <= 9999);
    expect(cheap.length).toBeGreaterThan(24);
    await gotoHydrated(page, '/collections?prix=0-9999');
    await expect(count(page)).toHaveText(`${cheap.length} produits`);
    await expect(page.getByRole('button', { name: 'Retirer : Prix' })).toBeVisible();
    await expect.poll(async () => (await productIdsIn(grid(page))).length).toBe(12);
    await page.getByRole('button', { name: 'Voir plus' }).click();
    await expect.poll(async () => (await productIdsIn(grid(page))).length).toBe(24);
    const shown = await productIdsIn(grid(page));
    expect(shown).toEqual(cheap.slice(0, 24).map((p) => p.id));

    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(count(page)).toHaveText(`${products.length} produits`);
  });
});
