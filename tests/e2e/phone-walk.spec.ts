// What a phone walk found on the buying path: international phone numbers, quantities that
// follow the stock and toasts that never cover the next tap.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { allViolations, atRest } from './support/axe.ts';
import {
  defaultDeliveryFee,
  expectCartCount,
  gotoHydrated,
  priceText,
  products,
  toast,
} from './support/shop.ts';

// Products no other spec buys from (the others take the first few and the last one).
const orderable = products.filter(
  (p) => p.inStock && p.sizes.filter((s) => s.available).length >= 2,
);
const abroad = orderable.at(-3)!;
const scarce = orderable.at(-4)!;
const toasted = orderable.at(-5)!;
const picked = orderable.filter((p) => p.id.startsWith('t-shirt-')).slice(0, 2);

type StockLevels = Record<string, Record<string, number>>;

async function unitsOf(request: APIRequestContext, productId: string, size: string) {
  const response = await request.get('/api/stock');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as StockLevels)[productId]?.[size] ?? 0;
}

/** Another buyer takes units until `keep` are left (10 pieces an order at most, ADR 0100). */
async function leaveOnly(
  request: APIRequestContext,
  productId: string,
  size: string,
  keep: number,
) {
  for (let rest = (await unitsOf(request, productId, size)) - keep; rest > 0; rest -= 10) {
    const response = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        items: [{ productId, size, quantity: Math.min(10, rest) }],
        customer: { fullName: 'Koffi Yao', phone: '05 06 07 08 09', address: 'Yopougon Maroc' },
        delivery: { zone: 'abidjan' },
      },
    });
    expect(response.status()).toBe(201);
  }
  expect(await unitsOf(request, productId, size)).toBe(keep);
}

async function chooseSize(page: Page, size: string) {
  const main = page.getByRole('main');
  // The radio is visually hidden inside its label: a shopper taps the label.
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await expect(main.getByRole('radio', { name: new RegExp(`^${size}\\b`) })).toBeChecked();
}

test.describe('numéros de téléphone internationaux', () => {
  test('+33 6 12 34 56 78 commande une livraison en Europe, puis suit la commande', async ({
    page,
  }) => {
    const size = abroad.sizes.find((s) => s.available)!.name;
    await gotoHydrated(page, `/product/${abroad.id}`);
    await chooseSize(page, size);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
    await expectCartCount(page, 1);
    await gotoHydrated(page, '/cart');
    await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    await expect(checkout).toBeVisible();

    await checkout.getByLabel('Nom complet').fill('Camille Martin');
    await checkout.getByLabel('Adresse').fill('12 rue des Lilas, 75011 Paris, France');
    await checkout.getByLabel('Zone de livraison').selectOption('world');
    // A digit missing: the message says so, in French, and nothing is ordered.
    await checkout.getByLabel('Téléphone').fill('+33 6 12 34 56 7');
    await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(
      checkout.getByText(/Il manque des chiffres à ce numéro pour l’indicatif \+33/),
    ).toBeVisible();
    await expect(checkout.getByText(/au moins 8 chiffres/)).toHaveCount(0);
    await expect(checkout.getByLabel('Téléphone')).toHaveAccessibleDescription(/Il manque/);
    await page.screenshot({ path: '.tmp/e2e-results/phone-international.png' });

    await checkout.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
    await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
    const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
    await expect(payment).toBeVisible();
    const amount = abroad.price + defaultDeliveryFee('world', abroad.price);
    await expect(payment.getByTestId('payment-amount')).toHaveText(priceText(amount));
    const reference = (await payment.getByTestId('payment-reference').innerText()).trim();
    await payment.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(payment).toBeHidden();

    // The same number written with the international call prefix finds the order.
    await gotoHydrated(page, `/suivi?ref=${reference}`);
    await page.getByLabel('Téléphone utilisé pour la commande').fill('0033 6 12 34 56 78');
    await page.getByRole('button', { name: 'Suivre ma commande' }).click();
    const found = page.getByRole('article', { name: new RegExp(`Commande ${reference}`) });
    await expect(found).toBeVisible();
    await expect(found).toContainText(priceText(amount));
  });
});

test.describe('quantités et stock', () => {
  test('3 pièces restantes ne s’ajoutent pas 4 fois ; le + du panier s’arrête au stock', async ({
    page,
    request,
  }) => {
    const size = scarce.sizes.filter((s) => s.available).at(-1)!.name;
    await leaveOnly(request, scarce.id, size, 3);

    await gotoHydrated(page, `/product/${scarce.id}`);
    await chooseSize(page, size);
    const main = page.getByRole('main');
    await expect(main.getByText(`Plus que 3 pièces en taille ${size}`)).toBeVisible();
    const add = main.getByRole('button', { name: 'Ajouter au panier' });
    for (let i = 1; i <= 3; i++) {
      await add.click();
      await expectCartCount(page, i);
    }
    await expect(
      main.getByText(`Les 3 pièces restantes en taille ${size} sont déjà dans votre panier.`),
    ).toBeVisible();
    await add.click();
    await expect(toast(page, 'Stock atteint')).toBeVisible();
    await expectCartCount(page, 3);

    // The cart: the line's + stops at the 3 units left, and says why.
    await gotoHydrated(page, '/cart');
    const line = main.getByRole('listitem').filter({ hasText: `Taille : ${size}` });
    const more = line.getByRole('button', { name: 'Augmenter la quantité' });
    await expect(more).toBeDisabled();
    await expect(more).toHaveAccessibleDescription(
      `Les 3 pièces restantes en taille ${size} sont dans votre panier`,
    );
    await expect(line.getByText('Les 3 pièces restantes')).toBeVisible();
    await page.screenshot({ path: '.tmp/e2e-results/cart-stock-hint.png' });
    await line.getByRole('button', { name: 'Diminuer la quantité' }).click();
    await expect(more).toBeEnabled();
    await more.click();
    await expectCartCount(page, 3);
    await expect(more).toBeDisabled();
    await atRest(page);
    expect(await allViolations(page, 'main')).toBe('');
  });
});

/** The two boxes on screen, and whether they overlap (by more than a hairline). */
async function overlap(a: Locator, b: Locator): Promise<string> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, 'deux éléments à l’écran').toBeTruthy();
  const x = Math.min(boxA!.x + boxA!.width, boxB!.x + boxB!.width) - Math.max(boxA!.x, boxB!.x);
  const y = Math.min(boxA!.y + boxA!.height, boxB!.y + boxB!.height) - Math.max(boxA!.y, boxB!.y);
  return x > 1 && y > 1 ? `chevauchement ${Math.round(x)}×${Math.round(y)} px` : '';
}

/** The toast's own box (its <li>), once it has settled. */
async function toastBox(page: Page, text: string | RegExp): Promise<Locator> {
  const box = page
    .locator('[data-toast]')
    .filter({ hasText: text })
    .filter({ visible: true })
    .first();
  await expect(box).toBeVisible();
  // A toast slides in (and the others move up when another one comes): at rest once its box is the
  // same on two looks 100 ms apart.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await box.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return box;
}

test.describe('les toasts ne couvrent pas le geste suivant', () => {
  test('« Produit ajouté » laisse voir les tailles du choix rapide suivant', async ({ page }) => {
    expect(picked).toHaveLength(2);
    await gotoHydrated(page, '/collections/t-shirt');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: `Ajouter ${picked[0]!.name} au panier` }).click();
    let sheet = page.getByRole('dialog', { name: 'Choisir une taille' });
    await sheet
      .getByRole('button', { name: /^Ajouter en taille [^(]*$/ })
      .first()
      .click();
    await expect(sheet).toBeHidden();
    // At once, the next product, while 'Produit ajouté' still shows.
    await main.getByRole('button', { name: `Ajouter ${picked[1]!.name} au panier` }).click();
    sheet = page.getByRole('dialog', { name: 'Choisir une taille' });
    await expect(sheet).toBeVisible();
    const added = await toastBox(page, 'Produit ajouté');
    await page.screenshot({ path: '.tmp/e2e-results/toast-quick-add.png' });
    expect(await overlap(added, sheet.getByRole('group', { name: 'Tailles' }))).toBe('');
    expect(await overlap(added, sheet)).toBe('');
    expect(await allViolations(page, 'dialog[open]')).toBe('');
  });

  test('l’erreur de la caisse laisse « Confirmer la commande » libre ; « Numéro copié » laisse WhatsApp libre', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const size = toasted.sizes.find((s) => s.available)!.name;
    await gotoHydrated(page, `/product/${toasted.id}`);
    await chooseSize(page, size);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
    await expectCartCount(page, 1);
    await gotoHydrated(page, '/cart');
    await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    const confirm = checkout.getByRole('button', { name: 'Confirmer la commande' });
    await confirm.click();
    const missing = await toastBox(page, 'Nom ou numéro de téléphone manquant');
    await page.screenshot({ path: '.tmp/e2e-results/toast-checkout.png' });
    expect(await overlap(missing, confirm)).toBe('');
    expect(await allViolations(page, 'dialog[open]')).toBe('');

    await checkout.getByLabel('Nom complet').fill('Awa Koné');
    await checkout.getByLabel('Téléphone').fill('07 01 02 03 04');
    await checkout.getByLabel('Adresse').fill('Cocody Riviera 3, villa 12');
    await confirm.click();
    const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
    await expect(payment).toBeVisible();
    await payment.getByRole('button', { name: 'Copier le numéro' }).click();
    const copied = await toastBox(page, 'Numéro copié');
    const whatsapp = payment.getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' });
    expect(await overlap(copied, whatsapp)).toBe('');
    expect(await overlap(copied, payment.getByRole('link', { name: 'Retour à la boutique' }))).toBe(
      '',
    );
    expect(await allViolations(page, 'dialog[open]')).toBe('');
    await page.screenshot({ path: '.tmp/e2e-results/toast-payment.png' });
  });
});
