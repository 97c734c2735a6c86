import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { atRest, seriousViolations } from './support/axe.ts';
import {
  FAILING_LATITUDE,
  geocoderPort,
  startGeocoderStub,
  STUB_ADDRESS,
} from './support/geocoder-stub.ts';
import {
  defaultDeliveryFee,
  expectCartCount,
  gotoHydrated,
  priceText,
  products,
  toast,
} from './support/shop.ts';

// Two products no other spec buys from: the first has two sizes to order, cheap enough that three
// units stay under the 50 000 FCFA free-delivery threshold (so the zone changes the fee); the
// second loses its last size to another buyer.
const orderable = products.filter(
  (p) => p.inStock && p.sizes.filter((s) => s.available).length >= 2,
);
const bought = orderable.find((p, i) => i >= 2 && p.price * 3 < 50_000);
const contested = orderable.at(-1);
const REFERENCE = /^LG-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

type StockLevels = Record<string, Record<string, number>>;

async function stock(request: APIRequestContext): Promise<StockLevels> {
  const response = await request.get('/api/stock');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StockLevels;
}

async function chooseSizeAndAdd(page: Page, size: string) {
  const main = page.getByRole('main');
  // The radio is visually hidden inside its label: a shopper taps the label.
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await expect(main.locator('label').filter({ has: radio }).getByRole('radio')).toBeChecked();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(toast(page, 'Produit ajouté')).toBeVisible();
}

/** axe once the screen is at rest (support/axe.ts): the report of serious or critical violations. */
async function axeReport(page: Page): Promise<string> {
  await atRest(page);
  return (await seriousViolations(page)).report;
}

test.beforeAll(() => {
  expect(bought && contested && bought.id !== contested.id, 'deux produits commandables').toBe(
    true,
  );
});

test.describe('commande', () => {
  // One worker runs these in order: the geocoder stand-in listens on one port.
  test.describe.configure({ mode: 'default' });
  let closeStub: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    closeStub = (await startGeocoderStub(geocoderPort())).close;
  });
  test.afterAll(async () => {
    await closeStub?.();
  });

  test.use({
    geolocation: { latitude: 5.3599, longitude: -4.0083 },
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
  });

  test('produit → deux tailles → panier → caisse → paiement Wave → suivi', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    if (!bought) return;
    const [sizeA, sizeB] = bought.sizes.filter((s) => s.available).map((s) => s.name);
    const before = await stock(request);

    // Two sizes from the product page.
    await gotoHydrated(page, `/product/${bought.id}`);
    await chooseSizeAndAdd(page, sizeA!);
    await chooseSizeAndAdd(page, sizeB!);
    await expectCartCount(page, 2);

    // The cart: one more of the first size.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /panier/i })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    const main = page.getByRole('main');
    const lineA = main.getByRole('listitem').filter({ hasText: `Taille : ${sizeA}` });
    await lineA.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expectCartCount(page, 3);
    const subtotal = 3 * bought.price;
    const summary = main.getByRole('complementary');
    await expect(summary).toContainText(priceText(subtotal));
    await expect(summary).toContainText("Calculée à l'étape suivante");

    // Checkout: errors first, as a shopper in a hurry.
    await main.getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    await expect(checkout).toBeVisible();
    expect(await axeReport(page)).toBe('');
    await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(toast(page, 'Nom ou numéro de téléphone manquant')).toBeVisible();
    await expect(
      checkout.getByText('Le nom complet doit contenir au moins 3 caractères'),
    ).toBeVisible();
    await expect(checkout.getByText(/au moins 8 chiffres/)).toBeVisible();
    expect(await axeReport(page)).toBe('');

    await checkout.getByLabel('Nom complet').fill('Awa Koné');
    await checkout.getByLabel('Téléphone').fill('07 01 02 03 04');
    await expect(
      checkout.getByText('Le nom complet doit contenir au moins 3 caractères'),
    ).toHaveCount(0);

    // Me localiser: the browser's position, our server, the geocoder stand-in.
    await checkout.getByRole('button', { name: 'Me localiser' }).click();
    await expect(checkout.getByLabel('Adresse')).toHaveValue(STUB_ADDRESS);
    await expect(toast(page, 'Position trouvée')).toBeVisible();

    // The zone changes the fee and the total.
    const fee = checkout.getByTestId('checkout-fee');
    const total = checkout.getByTestId('checkout-total');
    await expect(fee).toHaveText(priceText(defaultDeliveryFee('abidjan', subtotal)));
    await expect(total).toHaveText(priceText(subtotal + defaultDeliveryFee('abidjan', subtotal)));
    await checkout.getByLabel('Zone de livraison').selectOption('interior');
    const interiorFee = defaultDeliveryFee('interior', subtotal);
    await expect(fee).toHaveText(priceText(interiorFee));
    await expect(total).toHaveText(priceText(subtotal + interiorFee));
    await checkout.getByLabel(/Instructions/).fill('Appeler en arrivant au portail bleu');

    // The order; the payment dialog shows what the server priced.
    await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
    const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
    await expect(payment).toBeVisible();
    await expect(checkout).toBeHidden();
    const amount = subtotal + interiorFee;
    await expect(payment.getByTestId('payment-amount')).toHaveText(priceText(amount));
    const reference = (await payment.getByTestId('payment-reference').innerText()).trim();
    expect(reference).toMatch(REFERENCE);
    await expect(payment).toContainText(`écrivez la référence ${reference}`);
    const number = (await payment.getByTestId('payment-number').innerText()).trim();
    expect(number).toMatch(/^\+?[\d ]{8,}$/);
    const whatsapp = payment.getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
    );
    await expect(payment.getByRole('link', { name: 'Payer avec Wave' })).toHaveCount(0);
    expect(await axeReport(page)).toBe('');

    // The cart was emptied as soon as the order was placed.
    await expectCartCount(page, 0);

    // Copy the Wave number: check mark, toast, clipboard.
    await payment.getByRole('button', { name: 'Copier le numéro' }).click();
    await expect(payment.getByRole('button', { name: 'Numéro copié' })).toBeVisible();
    await expect(toast(page, 'Numéro copié')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

    // Close: thank-you toast, empty cart.
    await payment.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(payment).toBeHidden();
    await expect(toast(page, 'Merci pour votre commande !')).toBeVisible();
    await expect(toast(page, new RegExp(reference))).toBeVisible();
    await expect(main.getByText('Votre panier est vide.')).toBeVisible();

    // The rows are in the database: the order, its contact (the phone matches) and its items,
    // as /suivi reads them; the stock went down by what was bought.
    await gotoHydrated(page, `/suivi?ref=${reference}`);
    await expect(page.getByLabel('Référence de commande')).toHaveValue(reference);
    await page.getByLabel('Téléphone utilisé pour la commande').fill('+225 07 01 02 03 04');
    await page.getByRole('button', { name: 'Suivre ma commande' }).click();
    const found = page.getByRole('article', { name: new RegExp(`Commande ${reference}`) });
    await expect(found).toBeVisible();
    await expect(found).toContainText('En attente');
    await expect(found).toContainText(bought.name);
    await expect(found).toContainText(priceText(amount));
    expect(await axeReport(page)).toBe('');
    const after = await stock(request);
    expect(after[bought.id]?.[sizeA!]).toBe((before[bought.id]?.[sizeA!] ?? 0) - 2);
    expect(after[bought.id]?.[sizeB!]).toBe((before[bought.id]?.[sizeB!] ?? 0) - 1);
    await context.clearPermissions();
  });

  test('adresse introuvable : les coordonnées remplissent le champ', async ({ page, context }) => {
    if (!bought) return;
    await context.setGeolocation({ latitude: FAILING_LATITUDE, longitude: -5.5 });
    await gotoHydrated(page, `/product/${bought.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
    await gotoHydrated(page, '/cart');
    await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    await checkout.getByRole('button', { name: 'Me localiser' }).click();
    await expect(checkout.getByLabel('Adresse')).toHaveValue('7.50000, -5.50000');
    await expect(toast(page, 'Position trouvée')).toBeVisible();
    // Escape closes the sheet; the cart is still there.
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
    await expectCartCount(page, 1);
  });
});

test.describe('stock en direct', () => {
  test('une taille vendue par un autre acheteur est désactivée et bloque le panier', async ({
    page,
    request,
  }) => {
    if (!contested) return;
    // The last size that still has units (a retry finds the first run's size sold out).
    const levels = (await stock(request))[contested.id] ?? {};
    const size = contested.sizes
      .filter((s) => s.available && (levels[s.name] ?? 0) > 0)
      .at(-1)?.name;
    expect(size, 'une taille encore en stock').toBeDefined();
    if (!size) return;
    await gotoHydrated(page, `/product/${contested.id}`);
    await chooseSizeAndAdd(page, size);

    // Another buyer takes every unit left of that size.
    const left = (await stock(request))[contested.id]?.[size] ?? 0;
    expect(left).toBeGreaterThan(0);
    // An order takes at most 10 pieces of a size (docs/decisions/0100): as many as it takes.
    for (let rest = left; rest > 0; rest -= 10) {
      const response = await request.post('/api/orders', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          items: [{ productId: contested.id, size, quantity: Math.min(10, rest) }],
          customer: {
            fullName: 'Koffi Yao',
            phone: '05 06 07 08 09',
            address: 'Yopougon Maroc, près du marché',
          },
          delivery: { zone: 'abidjan' },
        },
      });
      expect(response.status()).toBe(201);
    }
    expect((await stock(request))[contested.id]?.[size]).toBe(0);

    // The cart flags the line and blocks checkout.
    await gotoHydrated(page, '/cart');
    const main = page.getByRole('main');
    await expect(main.getByText(/Épuisé dans cette taille/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'PASSER À LA CAISSE' })).toBeDisabled();

    // The product page disables it, and so does its HTML: the page cache is dropped on a sell-out
    // (the cards' size pickers below have buttons of the same value: the radio is looked for).
    await gotoHydrated(page, `/product/${contested.id}`);
    await expect(
      main.getByRole('radio', { name: new RegExp(`^${size}\\s*\\(indisponible\\)`) }),
    ).toBeDisabled();
    const radio = new RegExp(`<input type="radio"[^>]* name="taille"[^>]* value="${size}"[^>]*>`);
    await expect
      .poll(
        async () => radio.exec(await (await request.get(`/product/${contested.id}`)).text())?.[0],
      )
      .toMatch(/\sdisabled=""/);

    // Removing the line unblocks nothing to order; the cart is empty again.
    await gotoHydrated(page, '/cart');
    await main.getByRole('button', { name: new RegExp(`Retirer .* \\(taille ${size}\\)`) }).click();
    await expect(main.getByText('Votre panier est vide.')).toBeVisible();
  });
});
