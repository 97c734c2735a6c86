import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated, products, toast } from './support/shop.ts';

// Nothing typed is lost. On a slow phone /auth shows its form (the server's
// HTML) seconds before its JavaScript runs and the session check answers; what the shopper typed
// meanwhile must still be there afterwards (it was wiped when the session answered).

/** Holds GET /api/auth/session until `release()` (the check a slow network keeps pending). */
async function holdSessionCheck(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: (request: Request) => void;
  const askedFor = new Promise<Request>((resolve) => (asked = resolve));
  await page.route('**/api/auth/session', async (route) => {
    asked(route.request());
    await held;
    await route.continue();
  });
  return { release, askedFor };
}

/** Two frames: what React does with an answer has reached the screen. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test('/auth : le texte saisi avant le JavaScript et la réponse de la session reste', async ({
  page,
}) => {
  // The page's scripts are held too: the shopper types into the server's HTML.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const session = await holdSessionCheck(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Connexion' });
  const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
  await email.fill('awa.kone@example.ci');

  releaseScripts();
  await session.askedFor;
  const answered = page.waitForResponse('**/api/auth/session');
  session.release();
  await answered;
  await settle(page);
  await expect(email).toHaveValue('awa.kone@example.ci');
});

test('la caisse : le texte saisi reste après les nouveaux rendus, la fermeture et la réouverture', async ({
  page,
}) => {
  // Under the free-delivery threshold, so that the zone changes the fee.
  const product = products.find(
    (p) => p.inStock && p.price < 50_000 && p.sizes.some((s) => s.available),
  )!;
  const size = product.sizes.find((s) => s.available)!.name;
  // 'Mes coordonnées' saved in this browser: the phone only, which fills its empty field.
  await page.addInitScript(() =>
    localStorage.setItem(
      'userAddress',
      JSON.stringify({
        fullName: '',
        phone: '07 11 22 33 44',
        email: '',
        address: '',
        city: '',
        postalCode: '',
      }),
    ),
  );
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(toast(page, 'Produit ajouté')).toBeVisible();

  await gotoHydrated(page, '/cart');
  const checkout = page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' });
  await checkout.click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser votre commande' });
  await expect(dialog.getByLabel('Téléphone')).toHaveValue('07 11 22 33 44');
  await dialog.getByLabel('Nom complet').pressSequentially('Awa Koné');
  await dialog.getByLabel('Adresse').pressSequentially('Cocody, rue des Jardins');
  await dialog.getByLabel(/Instructions/).pressSequentially('Portail bleu');
  // Another zone: the fee and the total render again.
  await dialog.getByLabel('Zone de livraison').selectOption('interior');
  await expect(dialog.getByTestId('checkout-fee')).not.toHaveText('Offerte');
  await settle(page);
  await expect(dialog.getByLabel('Nom complet')).toHaveValue('Awa Koné');
  await expect(dialog.getByLabel('Adresse')).toHaveValue('Cocody, rue des Jardins');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await checkout.click();
  await expect(dialog.getByLabel('Nom complet')).toHaveValue('Awa Koné');
  await expect(dialog.getByLabel('Téléphone')).toHaveValue('07 11 22 33 44');
  await expect(dialog.getByLabel('Adresse')).toHaveValue('Cocody, rue des Jardins');
  await expect(dialog.getByLabel(/Instructions/)).toHaveValue('Portail bleu');
  await expect(dialog.getByLabel('Zone de livraison')).toHaveValue('interior');
});

test('/suivi : une recherche saisie avant le JavaScript trouve la commande une fois la page prête', async ({
  page,
  request,
}) => {
  const product = products.find((p) => p.inStock && p.sizes.every((s) => s.available))!;
  const phone = '07 45 56 67 78';
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: product.id, size: 'L', quantity: 1 }],
      customer: { fullName: 'Mariam Koné', phone, address: 'Marcory, zone 4, rue 7' },
      delivery: { zone: 'abidjan' },
    },
  });
  expect(placed.status()).toBe(201);
  const reference = ((await placed.json()) as { order: { reference: string } }).order.reference;

  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/suivi', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  // Typed the way a shopper reads it from an SMS: lower case, without the dash.
  await main
    .getByRole('textbox', { name: 'Référence de commande' })
    .fill(reference.replace('-', '').toLowerCase());
  await main.getByRole('textbox', { name: 'Téléphone utilisé pour la commande' }).fill(phone);

  releaseScripts();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await main.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(
    main.getByRole('article', { name: new RegExp(`Commande ${reference}`) }),
  ).toBeVisible();
  await expect(main.getByText('Commande introuvable')).toHaveCount(0);
});
