// The admin's Paramètres tab at the owner's phone width (ADR 0134). Saving real values is
// tested by the API tests (src/server/shop/settings-admin.test.ts) and their reaching every cached
// page by src/server/pages/pages.test.ts. Every other spec of this run reads the same shop
// settings at the same time: the first test saves nothing, the second changes one fee that no
// other spec reads and restores the first-start values.
import { expect, test } from '@playwright/test';
import { SETTINGS_TEXT } from '../../src/shared/api/admin-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../src/shared/config/shop-settings.ts';
import { PHONE_MESSAGE } from '../../src/shared/schemas/phone.ts';
import { useAdminSession } from './support/admin.ts';
import { allViolations, atRest } from './support/axe.ts';
import {
  exact,
  gotoHydrated,
  newShopperContext,
  priceText,
  products,
  toast,
} from './support/shop.ts';

test('Paramètres : les valeurs de la boutique, un numéro WhatsApp trop court refusé, sans erreur axe', async ({
  page,
}) => {
  await useAdminSession(page);
  await gotoHydrated(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Paramètres' }).click();

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('Numéro Wave')).toHaveValue(DEFAULT_SHOP_SETTINGS.waveNumber);
  await expect(panel.getByLabel('E-mail de contact')).toHaveValue(DEFAULT_SHOP_SETTINGS.email);
  const save = panel.getByRole('button', { name: 'Enregistrer les paramètres' });
  // Nothing changed yet: nothing to save.
  await expect(save).toBeDisabled();
  await atRest(page);
  expect(await allViolations(page, '[role="tabpanel"]')).toBe('');

  const whatsapp = panel.getByLabel('Numéro WhatsApp');
  await whatsapp.fill('07 00');
  const saving = page.waitForRequest(
    (r) => r.url().endsWith('/api/admin/settings') && r.method() === 'PUT',
    { timeout: 1_500 },
  );
  await save.click();
  await expect(panel.getByRole('alert')).toHaveText(PHONE_MESSAGE);
  await expect(whatsapp).toBeFocused();
  await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
  await expect(saving).rejects.toThrow();
  await page.screenshot({ path: '.tmp/e2e-results/admin-settings.png', fullPage: true });
  expect(await allViolations(page, '[role="tabpanel"]')).toBe('');

  // The saved values did not move.
  const saved = await page.request.get('/api/admin/settings');
  expect((await saved.json()).settings).toEqual(DEFAULT_SHOP_SETTINGS);
});

// The one test of the run that saves settings: it changes the fee of the zone no other spec
// prices (west-africa: checkout, promo and phone-walk use abidjan, interior and world) and puts
// the first-start values back at the end. This file's tests run one after the other, so the
// test above never reads the changed fee.
test.describe.configure({ mode: 'default' });

test('Paramètres : les frais d’une zone changés, le panier d’un client les affiche à la caisse', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await useAdminSession(page);
  const restore = async () => {
    const current = await page.request.get('/api/admin/settings');
    const { version } = (await current.json()) as { version: string | null };
    const put = await page.request.put('/api/admin/settings', {
      data: { ...DEFAULT_SHOP_SETTINGS, version },
    });
    expect(put.status(), await put.text()).toBe(200);
  };
  const shopper = await newShopperContext(browser, testInfo);
  try {
    await gotoHydrated(page, '/admin/dashboard');
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    const panel = page.getByRole('tabpanel');
    const fee = panel.getByLabel(/^Frais de livraison — Afrique de l'Ouest/);
    await expect(fee).toHaveValue(String(DEFAULT_SHOP_SETTINGS.deliveryFees['west-africa']));
    await expect(fee).toHaveAttribute('inputmode', 'numeric');
    await fee.fill('13 750');
    await panel.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await expect(toast(page, SETTINGS_TEXT.saved)).toBeVisible();
    await expect(fee).toHaveValue('13750');
    expect(await allViolations(page, '[role="tabpanel"]')).toBe('');

    // A shopper elsewhere: a piece in the cart, the checkout, the zone.
    const shop = await shopper.newPage();
    const product = products.find(
      (p) => p.inStock && p.price < 30_000 && p.sizes.some((s) => s.available),
    )!;
    const size = product.sizes.find((s) => s.available)!.name;
    await gotoHydrated(shop, `/product/${product.id}`);
    const main = shop.getByRole('main');
    const radio = shop.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
    await main.locator('label').filter({ has: radio }).click();
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(toast(shop, 'Produit ajouté')).toBeVisible();
    await gotoHydrated(shop, '/cart');
    await shop.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = shop.getByRole('dialog', { name: 'Finaliser votre commande' });
    const zone = checkout.getByLabel('Zone de livraison');
    await expect(zone.locator('option[value="west-africa"]')).toHaveText(
      new RegExp(`${priceText(13_750).source}$`),
    );
    await zone.selectOption('west-africa');
    await expect(checkout.getByTestId('checkout-fee')).toHaveText(priceText(13_750));
    await expect(checkout.getByTestId('checkout-total')).toHaveText(
      priceText(product.price + 13_750),
    );
  } finally {
    await shopper.close();
    await restore();
  }
});
