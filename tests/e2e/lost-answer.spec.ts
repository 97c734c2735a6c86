import { expect, test, type Page } from '@playwright/test';
import { useAdminSession } from './support/admin.ts';
import { gotoHydrated, products, toast } from './support/shop.ts';

// The answer to POST /api/orders is lost on the way back (3G), the shopper
// reloads and sends the same order again. The order's key survived the reload (sessionStorage),
// so the server answers with the order the first request made: one order, stock taken once.

const product = products.find((p) => p.inStock && p.sizes.some((s) => s.available))!;
// A number no other spec uses, new each run: the admin search by phone then finds only this test's orders.
const PHONE = `07 ${String(Date.now())
  .slice(-8)
  .replace(/(\d\d)(?=\d)/g, '$1 ')}`;

async function checkout(page: Page) {
  await gotoHydrated(page, '/cart');
  await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser votre commande' });
  await dialog.getByLabel('Nom complet').fill('Awa Koné');
  await dialog.getByLabel('Téléphone').fill(PHONE);
  await dialog.getByLabel('Adresse').fill('Cocody, rue des Jardins');
  await dialog.getByRole('button', { name: 'Confirmer la commande' }).click();
  return dialog;
}

test('la réponse de la commande perdue, la page rechargée, la commande renvoyée : une seule commande', async ({
  page,
  browser,
}) => {
  test.slow();
  const size = product.sizes.find((s) => s.available)!.name;
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(toast(page, 'Produit ajouté')).toBeVisible();

  // The request reaches the server, which makes the order; its answer never reaches the phone.
  let madeByFirstRequest: string | undefined;
  await page.route('**/api/orders', async (route) => {
    const response = await route.fetch();
    madeByFirstRequest = ((await response.json()) as { order?: { reference?: string } }).order
      ?.reference;
    await route.abort('connectionreset');
  });
  const first = await checkout(page);
  await expect(first.getByRole('alert')).toContainText('Impossible de joindre LAGUNE');
  expect(madeByFirstRequest).toMatch(/^LG-/);
  await page.unroute('**/api/orders');

  // The shopper reloads and confirms the same order again.
  await page.reload();
  await checkout(page);
  const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
  await expect(payment).toBeVisible();
  await expect(payment.getByTestId('payment-reference')).toHaveText(madeByFirstRequest!);

  // The shop has one order from this phone.
  const admin = await browser.newPage();
  try {
    await useAdminSession(admin);
    const found = await admin.request.get(
      `/api/admin/orders?q=${encodeURIComponent(PHONE.replace(/\s/g, ''))}`,
    );
    expect(found.status()).toBe(200);
    const { orders } = (await found.json()) as { orders: { reference: string }[] };
    expect(orders.map((o) => o.reference)).toEqual([madeByFirstRequest]);
  } finally {
    await admin.close();
  }
});
