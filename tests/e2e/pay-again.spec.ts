import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SLOW, freshEmail, signUpAndConfirm, submitSignIn } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { exact, gotoHydrated, priceText, products, toast } from './support/shop.ts';

// How to pay again (ADR 0144): a shopper who closed the payment dialog finds how to pay again — on
// /suivi for a guest, in 'Mes commandes' for a signed-in customer — for as long as the order is
// unpaid.

const product = products.find((p) => p.inStock && p.sizes.every((s) => s.available))!;
// A number no other spec uses, new each run.
const PHONE = `05 ${String(Date.now())
  .slice(-8)
  .replace(/(\d\d)(?=\d)/g, '$1 ')}`;

function howToPay(page: Page) {
  return page.getByRole('region', { name: 'Comment payer cette commande' });
}

/** The copy button sits inside the panel's white box, beside or under the number, never past it. */
async function expectCopyButtonInside(panel: Locator) {
  const box = await panel.locator('dl').boundingBox();
  const button = await panel.getByRole('button', { name: 'Copier le numéro' }).boundingBox();
  expect(box && button).toBeTruthy();
  expect(button!.x).toBeGreaterThanOrEqual(box!.x);
  expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width);
}

test('fenêtre de paiement fermée : /suivi redonne le montant, le numéro Wave et la référence', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const radio = page.getByRole('radio', { name: /^M\b/ });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(toast(page, 'Produit ajouté')).toBeVisible();

  await gotoHydrated(page, '/cart');
  await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
  await checkout.getByLabel('Nom complet').fill('Fatou Bamba');
  await checkout.getByLabel('Téléphone').fill(PHONE);
  await checkout.getByLabel('Adresse').fill('Marcory Zone 4, rue du Canal');
  await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
  const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
  const reference = (await payment.getByTestId('payment-reference').innerText()).trim();
  const amount = (await payment.getByTestId('payment-amount').innerText()).trim();
  const number = (await payment.getByTestId('payment-number').innerText()).trim();
  expect(reference).toMatch(/^LG-/);
  // The shopper closes the dialog without paying.
  await payment.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(payment).toBeHidden();

  await gotoHydrated(page, `/suivi?ref=${reference}`);
  await expect(page.getByLabel('Référence de commande')).toHaveValue(reference);
  await page.getByLabel('Téléphone utilisé pour la commande').fill(PHONE);
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  const panel = howToPay(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('how-to-pay-amount')).toHaveText(amount);
  await expect(panel.getByTestId('how-to-pay-number')).toHaveText(number);
  await expect(panel.getByTestId('how-to-pay-reference')).toHaveText(reference);
  await expect(panel.getByRole('button', { name: 'Copier le numéro' })).toBeVisible();
  await expectCopyButtonInside(panel);
  await expect(panel.getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
  );
  const card = page.getByRole('article', { name: new RegExp(`Commande ${reference}`) });
  await expect(card.getByText(exact('En attente'))).toBeVisible();
  // On a 390 px phone the panel fits the width: nothing scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, '/suivi (commande à payer)');
  await page.screenshot({ path: '.tmp/e2e-results/suivi-comment-payer.png', fullPage: true });

  // Back from Wave: a line above the lookup says how it went.
  await gotoHydrated(page, `/suivi?ref=${reference}&paiement=erreur`);
  await expect(page.getByTestId('wave-return')).toHaveText(
    'Le paiement n’a pas abouti. Vous pouvez réessayer ou payer par transfert Wave.',
  );
});

test('Mes commandes : chaque commande non payée dit comment la payer', async ({ page }) => {
  test.slow();
  const email = freshEmail('payer');
  await signUpAndConfirm(page, email, 'Koffi Yao');
  await gotoHydrated(page, '/auth');
  await submitSignIn(page, email);
  await expect(toast(page, 'Connexion réussie')).toBeVisible(SLOW);
  const origin = new URL(page.url()).origin;
  const placed = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID(), origin },
    data: {
      items: [{ productId: product.id, size: 'M', quantity: 1 }],
      customer: { fullName: 'Koffi Yao', phone: PHONE, address: 'Cocody Angré, 8e tranche' },
      delivery: { zone: 'abidjan' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, payment } = (await placed.json()) as {
    order: { reference: string; totalAmount: number };
    payment: { number: string; checkout: boolean };
  };
  // The tests' server has Wave Checkout (pointed at a local stand-in, playwright.config.ts).
  expect(payment.checkout).toBe(true);

  await gotoHydrated(page, '/orders');
  const card = page.getByRole('article').filter({ hasText: order.reference });
  const panel = card.getByRole('region', { name: 'Comment payer cette commande' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('how-to-pay-amount')).toHaveText(priceText(order.totalAmount));
  await expect(panel.getByTestId('how-to-pay-number')).toHaveText(payment.number);
  await expect(panel.getByTestId('how-to-pay-reference')).toHaveText(order.reference);
  await expect(panel.getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Payer avec Wave' })).toBeVisible();
  await expectCopyButtonInside(panel);
  await expectNoSeriousViolations(page, '/orders (commande à payer)');
  await page.screenshot({
    path: '.tmp/e2e-results/mes-commandes-comment-payer.png',
    fullPage: true,
  });
});
