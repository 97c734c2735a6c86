import { expect, test } from '@playwright/test';
import { useAdminSession } from './support/admin.ts';
import { expectCartCount, gotoHydrated, products, toast } from './support/shop.ts';

// Pick-up in a shop (docs/decisions/0220, 0221): the checkout asks no address, /suivi and the
// owner's card say which shop. The sample shop's 'LAGUNE Cocody' allows pick-up.
const product = products.filter((p) => p.inStock && p.sizes.some((s) => s.available)).at(3)!;
const SHOP = 'LAGUNE Cocody';

test('retrait en boutique : sans adresse → /suivi montre la boutique → la fiche de la patronne aussi', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'phone', 'a phone');
  test.slow();
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const size = product.sizes.find((s) => s.available)!.name;
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(toast(page, 'Produit ajouté')).toBeVisible();
  await expectCartCount(page, 1);

  await gotoHydrated(page, '/cart');
  await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
  await checkout.getByLabel('Nom complet').fill('Aya Traoré');
  await checkout.getByLabel('Téléphone').fill('07 08 09 10 11');
  await checkout.getByLabel('Zone de livraison').selectOption('pickup');
  await expect(checkout.getByLabel('Adresse')).toHaveCount(0);
  const where = checkout.getByLabel('Boutique de retrait');
  if ((await where.locator('option').count()) > 1) await where.selectOption(SHOP);
  await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
  const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
  await expect(payment).toBeVisible();
  const reference = (await payment.getByTestId('payment-reference').innerText()).trim();

  await gotoHydrated(page, `/suivi?ref=${reference}`);
  await page.getByLabel('Téléphone utilisé pour la commande').fill('07 08 09 10 11');
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  const found = page.getByRole('article', { name: new RegExp(`Commande ${reference}`) });
  const shop = found.getByRole('region', { name: `À retirer à ${SHOP}` });
  await expect(shop).toBeVisible();
  await expect(shop.getByRole('link', { name: /^\+225/ })).toHaveAttribute('href', /^tel:\+225/);

  await useAdminSession(page);
  await gotoHydrated(page, '/admin/dashboard');
  await page.getByLabel('Rechercher une commande').fill(reference);
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card.getByRole('group', { name: `Retrait à ${SHOP}` })).toBeVisible();
  await expect(card.getByText('Adresse non spécifiée')).toHaveCount(0);
});
