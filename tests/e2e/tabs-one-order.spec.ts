// A shopper with the shop open in several tabs who confirms the same cart in each makes one order:
// the tabs share the order's key (features/checkout/order-key.ts), and the server answers a key it
// knows with the order it placed.
import { expect, test } from '@playwright/test';
import { useAdminSession } from './support/admin.ts';
import { expectCartCount, gotoHydrated, products } from './support/shop.ts';

const TABS = 10;
const PHONE = '07 58 69 70 81';
const product = products.filter((p) => p.inStock && p.sizes.some((s) => s.available)).at(-3)!;

test('dix onglets qui confirment le même panier font une seule commande', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expectCartCount(page, 1);

  const tabs = [page];
  for (let i = 1; i < TABS; i++) tabs.push(await page.context().newPage());
  const confirms = [];
  for (const tab of tabs) {
    await gotoHydrated(tab, '/cart');
    await tab.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = tab.getByRole('dialog', { name: 'Finaliser votre commande' });
    await checkout.getByLabel('Nom complet').fill('Fatou Bamba');
    await checkout.getByLabel('Téléphone').fill(PHONE);
    await checkout.getByLabel('Adresse').fill('Angré 8e tranche, immeuble Lagune, porte 3');
    confirms.push(checkout.getByRole('button', { name: 'Confirmer la commande' }));
  }
  // Every tab's 'Confirmer' at the same moment (no waiting for the others' answers).
  await Promise.all(confirms.map((button) => button.evaluate((el: HTMLElement) => el.click())));
  // The tabs that were answered show one and the same order (the others' carts emptied first).
  const shown = async () => {
    const references = new Set<string>();
    for (const tab of tabs) {
      const reference = tab
        .getByRole('dialog', { name: 'Paiement par Wave' })
        .getByTestId('payment-reference');
      if (await reference.isVisible()) references.add((await reference.innerText()).trim());
    }
    return references;
  };
  await expect.poll(async () => (await shown()).size, { timeout: 20_000 }).toBeGreaterThan(0);
  const references = await shown();
  expect(references.size).toBe(1);

  // And the shop received one order from this phone.
  const admin = await (await browser.newContext()).newPage();
  await useAdminSession(admin);
  const found = await admin.request.get(`/api/admin/orders?q=${encodeURIComponent(PHONE)}`);
  expect(found.status()).toBe(200);
  const { orders } = (await found.json()) as { orders: { reference: string }[] };
  expect(orders.map((o) => o.reference)).toEqual([...references]);
  await admin.context().close();
});
