// The Produits tab's management at the owner's phone width (ADR 0142): a new product
// created as a draft, put online, repriced and archived, each step seen by a shopper in another
// browser context (the storefront's pages read the catalogue again within seconds). Each run
// creates its own product (a unique name), so reruns and parallel specs do not collide. Its second
// photo is dragged before the first with a finger (ADR 0148): the product page's main picture follows.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PREVIEW_TEXT, PRODUCT_TEXT } from '../../src/shared/api/admin-products.ts';
import { frenchSpacing } from '../../src/shared/format/typography.ts';
import { useAdminSession } from './support/admin.ts';
import { allViolations, atRest } from './support/axe.ts';
import { exact, gotoHydrated, hydrated, priceText, productIdsIn, toast } from './support/shop.ts';

/** A phone photo of `width` × `height` in one colour with a lighter band (a garment's stand-in). */
async function photo(colour: string, width = 1200, height = 1500): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.round(height / 5), channels: 3, background: '#f2eadb' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: band, top: Math.round(height / 3), left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Drags `handle` with a finger (CDP touch events: what the owner's phone sends) until the item it
 * belongs to sits where `target` is, then lifts the finger.
 */
async function dragByTouch(page: Page, handle: Locator, item: Locator, target: Locator) {
  // The editor slides up as it opens: places read mid-slide put the finger beside the handle, no
  // drag starts, and nothing is ever announced. A finger goes down on the sheet once it is still.
  await atRest(page);
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const [grip, from, to] = await Promise.all([
    handle.boundingBox(),
    item.boundingBox(),
    target.boundingBox(),
  ]);
  const x = grip!.x + grip!.width / 2;
  const y = grip!.y + grip!.height / 2;
  const shift = to!.y + to!.height / 2 - (from!.y + from!.height / 2);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy, id: 1 }],
    });
  await touch('touchStart', 0);
  for (let step = 1; step <= 12; step += 1) {
    await touch('touchMove', (shift * step) / 12);
    await page.waitForTimeout(30);
  }
  await touch('touchEnd', shift);
  await cdp.detach();
}

/** The content hash in a photo's URL (`/media/photos/<hash>-<width>.<ext>`). */
const photoHash = (url: string | null) => /\/media\/photos\/([0-9a-f]+)-\d+\./.exec(url ?? '')?.[1];

/**
 * Clicks a button of the products list in the middle of the screen: at the bottom of a phone's
 * screen, the dashboard's toasts (a new order elsewhere) would take the tap.
 */
async function tapInList(button: Locator) {
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await button.click();
}

/** Reloads the shopper's page until `check` passes: the pages learn of a change within seconds. */
async function eventually(shopper: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await shopper.goto(path);
    await check();
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
}

/** Every product id of the category page, its 'Voir plus' steps opened (a new product comes last). */
async function categoryIds(shopper: Page): Promise<string[]> {
  const more = shopper.getByRole('main').getByRole('button', { name: 'Voir plus' });
  await shopper.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  for (let step = 0; step < 20 && (await more.count()) > 0; step += 1) {
    const before = await productIdsIn(shopper.getByRole('main'));
    await (await hydrated(more.first())).click();
    await expect
      .poll(async () => (await productIdsIn(shopper.getByRole('main'))).length)
      .toBeGreaterThan(before.length);
  }
  return productIdsIn(shopper.getByRole('main'));
}

test('Produits : nouveau produit avec deux photos, mis en ligne, prix changé puis archivé, vu par la boutique, sans erreur axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Top Lagune E2E ${Date.now()}`;
  await useAdminSession(page);
  await gotoHydrated(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Produits' }).click();
  const panel = page.getByRole('tabpanel');

  await expect(panel.getByRole('button', { name: /^Modifier « / }).first()).toBeVisible();
  await page.screenshot({ path: '.tmp/e2e-results/admin-products-list.png' });
  await panel.getByRole('button', { name: 'Nouveau produit' }).click();
  const creating = page.getByRole('dialog', { name: 'Nouveau produit' });
  await creating.getByLabel('Nom', { exact: true }).fill(name);
  await creating.getByLabel('Catégorie').selectOption({ label: 'Tops' });
  await creating.getByLabel('Prix (FCFA)').fill('7 500');
  await creating.getByLabel('Vêtement').selectOption({ label: 'Crop top' });
  await creating.getByRole('radio', { name: 'Corail' }).check();
  await creating.getByLabel('Motif').selectOption({ label: 'Wax' });
  await atRest(page);
  expect(await allViolations(page, 'dialog[open]')).toBe('');
  await page.screenshot({ path: '.tmp/e2e-results/admin-products-new.png' });
  await creating.getByRole('button', { name: 'Créer le brouillon' }).click();

  const editor = page.getByRole('dialog', { name: 'Modifier le produit' });
  await expect(editor.getByLabel('Nom')).toHaveValue(name);
  await expect(editor.getByRole('radio', { name: 'Brouillon' })).toBeChecked();
  // A draft: the editor links to its preview, which only the owner's session sees.
  const preview = await editor.getByRole('link', { name: /Aperçu/ }).getAttribute('href');
  expect(preview).toMatch(/^\/product\/top-lagune-e2e-\d+\?apercu=1$/);
  const url = preview!.replace(/\?apercu=1$/, '');
  const id = decodeURIComponent(url.replace('/product/', ''));
  const previewTab = await page.context().newPage();
  const previewed = await previewTab.goto(preview!);
  expect(previewed?.status()).toBe(200);
  expect(previewed?.headers()['cache-control']).toBe('private, no-store');
  expect(previewed?.headers()['x-robots-tag']).toContain('noindex');
  await expect(previewTab.getByRole('complementary', { name: 'Annonce' })).toHaveText(
    frenchSpacing(PREVIEW_TEXT),
  );
  await expect(previewTab.getByRole('heading', { level: 1, name: exact(name) })).toBeVisible();
  await previewTab.screenshot({ path: '.tmp/e2e-results/product-preview.png' });
  await previewTab.close();
  const stranger = await browser.newContext();
  expect((await stranger.request.get(preview!)).status()).toBe(404);
  await stranger.close();

  await atRest(page);
  expect(await allViolations(page, 'dialog[open]')).toBe('');
  await page.screenshot({ path: '.tmp/e2e-results/admin-products-editor.png' });

  // Two photos from the phone's files: the first is the main one.
  await editor.getByLabel('Fichiers des photos à ajouter').setInputFiles([
    { name: 'face.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0603a') },
    { name: 'dos.jpg', mimeType: 'image/jpeg', buffer: await photo('#0e7c7b') },
  ]);
  await expect(editor.getByRole('listitem', { name: /^Photo \d$/ })).toHaveCount(2, {
    timeout: 30_000,
  });
  // The deletion's confirmation, checked by axe, then kept.
  await editor.getByRole('button', { name: 'Supprimer la photo 2' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Supprimer cette photo ?' });
  await expect(confirmation).toBeVisible();
  await atRest(page);
  expect(await allViolations(page, 'dialog[open]')).toBe('');
  await confirmation.getByRole('button', { name: 'Garder la photo' }).click();
  await expect(confirmation).toBeHidden();
  await expect(editor.getByRole('listitem', { name: /^Photo \d$/ })).toHaveCount(2);

  // Online.
  await editor.getByRole('radio', { name: 'En ligne' }).check();
  await editor.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(toast(page, PRODUCT_TEXT.saved)).toBeVisible();
  await expect(editor.getByRole('radio', { name: 'En ligne' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // Three pieces in M: a new product starts with none.
  await panel.getByLabel('Rechercher un produit').fill(name);
  await tapInList(panel.getByRole('button', { name: `Modifier le stock de ${name}` }));
  const stockDialog = page.getByRole('dialog');
  await stockDialog.getByLabel('Taille M').fill('3');
  await atRest(page);
  expect(await allViolations(page, 'dialog[open]')).toBe('');
  await stockDialog.getByRole('button', { name: 'Enregistrer le stock' }).click();
  await expect(toast(page, 'Stock mis à jour')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(stockDialog).toBeHidden();

  // Its place among the tops: created last, moved up one place.
  await panel.getByLabel('Rechercher un produit').fill('');
  await panel.getByLabel('Catégorie').selectOption({ label: 'Tops' });
  const down = panel.getByRole('button', { name: frenchSpacing(`Descendre « ${name} »`) });
  await expect(down).toBeDisabled();
  await tapInList(panel.getByRole('button', { name: frenchSpacing(`Monter « ${name} »`) }));
  await expect(toast(page, PRODUCT_TEXT.moved)).toBeVisible();
  await expect(down).toBeEnabled();
  const box = await down.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await down.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: '.tmp/e2e-results/admin-products-reordered.png' });
  await panel.getByLabel('Catégorie').selectOption({ label: 'Toutes les catégories' });

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await eventually(shopper, url, async () => {
      await expect(shopper.getByRole('heading', { level: 1, name: exact(name) })).toBeVisible({
        timeout: 1_000,
      });
      await expect(shopper.getByRole('main')).toContainText(priceText(7_500), { timeout: 1_000 });
    });
    // The main picture is the uploaded photo, in the format and width the phone needs.
    const mainPhoto = shopper
      .getByRole('region', { name: 'Photos du produit' })
      .locator('img')
      .first();
    await expect
      .poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/photos\/[0-9a-f]+-\d+\.(avif|webp|jpg)$/);
    await shopper.screenshot({ path: '.tmp/e2e-results/product-with-photos.png' });
    const firstHash = photoHash(
      await mainPhoto.evaluate((img: HTMLImageElement) => img.currentSrc),
    );
    await eventually(shopper, `/recherche?q=${encodeURIComponent(name)}`, async () => {
      expect(await productIdsIn(shopper.getByRole('main'))).toContain(id);
    });
    // Buyable in M.
    await eventually(shopper, url, async () => {
      await expect(shopper.getByRole('radio', { name: /^M\b/ })).toBeEnabled({ timeout: 1_000 });
    });
    await shopper.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const main = shopper.getByRole('main');
    await main
      .locator('label')
      .filter({ has: shopper.getByRole('radio', { name: /^M\b/ }) })
      .click();
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(toast(shopper, 'Produit ajouté')).toBeVisible();
    await gotoHydrated(shopper, '/cart');
    await expect(shopper.getByRole('main')).toContainText(name);
    await expect(shopper.getByRole('main')).toContainText(priceText(7_500));
    await eventually(shopper, '/collections/top', async () => {
      expect(await categoryIds(shopper)).toContain(id);
    });

    // The second photo dragged above the first with a finger: it becomes the main photo.
    await tapInList(panel.getByRole('button', { name: frenchSpacing(`Modifier « ${name} »`) }));
    const photoItem = (n: number) => editor.getByRole('listitem', { name: `Photo ${n}` });
    const secondHash = photoHash(await photoItem(2).locator('img').getAttribute('src'));
    expect(photoHash(await photoItem(1).locator('img').getAttribute('src'))).toBe(firstHash);
    expect(secondHash).toBeDefined();
    expect(secondHash).not.toBe(firstHash);
    await dragByTouch(
      page,
      editor.getByRole('button', { name: 'Déplacer la photo 2' }),
      photoItem(2),
      photoItem(1),
    );
    await expect(editor.getByRole('status', { name: 'Suivi des photos' })).toHaveText(
      'Photo principale choisie',
    );
    expect(photoHash(await photoItem(1).locator('img').getAttribute('src'))).toBe(secondHash);
    await page.screenshot({ path: '.tmp/e2e-results/admin-photos-dragged.png' });
    // With the keyboard, Échap cancels the move: the photos stay, and so does the editor around them.
    await editor.getByRole('button', { name: 'Déplacer la photo 1' }).focus();
    await page.keyboard.press('Space');
    await expect(editor.getByText('Photo 1 saisie, place 1 sur 2.')).toBeAttached();
    // dnd-kit announces the pick-up, then listens for the arrows from its next task (its keyboard
    // sensor's setTimeout): an arrow sent before then, faster than any hand, is lost. One task of
    // ours, queued after that one, waits for it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowDown');
    await expect(editor.getByText('Photo 1 au-dessus de la place 2.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(
      editor.getByText(/Déplacement annulé\s:\sla photo 1 reste à sa place\./),
    ).toBeAttached();
    await expect(editor).toBeVisible();
    expect(photoHash(await photoItem(1).locator('img').getAttribute('src'))).toBe(secondHash);
    await eventually(shopper, url, async () => {
      expect(
        photoHash(
          await mainPhoto.evaluate((img: HTMLImageElement) => img.currentSrc, undefined, {
            timeout: 1_000,
          }),
        ),
      ).toBe(secondHash);
    });

    // A new price, shown by the product page and the cart.
    const price = editor.getByLabel('Prix (FCFA)', { exact: true });
    await price.fill('8200');
    await editor.getByRole('button', { name: 'Enregistrer le produit' }).click();
    await expect(
      editor.getByRole('region', { name: 'Historique des modifications' }),
    ).toContainText(/Prix \(FCFA\)\s:\s7\s500\sFCFA → 8\s200\sFCFA/);
    await eventually(shopper, url, async () => {
      await expect(shopper.getByRole('main')).toContainText(priceText(8_200), { timeout: 1_000 });
    });
    await eventually(shopper, '/cart', async () => {
      await expect(shopper.getByRole('main')).toContainText(priceText(8_200), { timeout: 1_000 });
    });

    // Archived: its page answers 410 and the category no longer lists it.
    await editor.getByRole('radio', { name: 'Archivé' }).check();
    await editor.getByRole('button', { name: 'Enregistrer le produit' }).click();
    await expect(
      editor.getByRole('region', { name: 'Historique des modifications' }),
    ).toContainText(/Statut\s:\sEn ligne → Archivé/);
    await expect(async () => {
      const response = await shopper.goto(url);
      expect(response?.status()).toBe(410);
    }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
    await expect(
      shopper.getByRole('heading', {
        level: 1,
        name: frenchSpacing('Ce produit n’est plus disponible'),
      }),
    ).toBeVisible();
    await shopper.screenshot({ path: '.tmp/e2e-results/product-archived.png' });
    await eventually(shopper, '/collections/top', async () => {
      expect(await categoryIds(shopper)).not.toContain(id);
    });
  } finally {
    await shopperContext.close();
  }
});
