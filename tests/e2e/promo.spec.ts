import { expect, test, type Page, type Route } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { freshEmail, openAccountModal, SLOW } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { defaultDeliveryFee, expectCartCount, gotoHydrated, products } from './support/shop.ts';

/** The server of playwright.config.ts writes e-mails here (no SMTP_URL in tests). */
const OUTBOX = path.join(process.env.LAGUNE_E2E_DATA_DIR ?? '', 'outbox');

/** The welcome code of the latest e-mail sent to `to`, read from the outbox like a mail client. */
async function promoCodeFromEmail(to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        let names: string[] = [];
        try {
          names = (await readdir(OUTBOX)).filter((n) => n.endsWith('.eml')).sort();
        } catch {
          return undefined;
        }
        for (const name of names.reverse()) {
          const mail = await simpleParser(await readFile(path.join(OUTBOX, name)));
          const recipients = [mail.to ?? []].flat().map((a) => a.text.toLowerCase());
          if (!recipients.some((r) => r.includes(to.toLowerCase()))) continue;
          const match = /BIENVENUE-[A-Z0-9]{6}/.exec(mail.text ?? '');
          if (match) return (found = match[0]);
        }
        return undefined;
      },
      { message: `e-mail du code promo pour ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * Holds the answers of POST /api/promo/check until `release()`: what the checkout shows before the
 * server has answered.
 */
async function holdPromoChecks(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/promo/check', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    waitForRequest: () => expect.poll(() => held.length, SLOW).toBeGreaterThan(0),
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

// A product the other specs do not buy from.
const orderable = products.filter((p) => p.inStock && p.sizes.some((s) => s.available));
const product = orderable[7]!;
const size = product.sizes.find((s) => s.available)!.name;

test('code de bienvenue : demandé dans la fenêtre du compte, reçu par e-mail, -10 % sur la commande', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('promo');

  // The Promotion tab: the spec's messages, then the code sent by e-mail.
  await gotoHydrated(page, '/');
  const dialog = await openAccountModal(page);
  await dialog.getByRole('tab', { name: 'Promotion' }).click();
  await expect(dialog.getByText('-10 % sur votre première commande.')).toBeVisible();
  await expectNoSeriousViolations(page, 'onglet Promotion');
  await dialog.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(dialog.getByText('Veuillez entrer votre email')).toBeVisible();
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(dialog.getByText("Veuillez accepter les conditions d'utilisation")).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Votre code promo de bienvenue a été envoyé par e-mail à ${email}.`,
    SLOW,
  );
  const code = await promoCodeFromEmail(email);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // An order with the code: 10 % off the subtotal, shown before and after it is placed.
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expectCartCount(page, 1);
  await gotoHydrated(page, '/cart');
  await main.getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
  await checkout.getByLabel('Nom complet').fill('Awa Koné');
  await checkout.getByLabel('Téléphone').fill('07 08 09 10 12');
  await checkout.getByLabel('Adresse').fill('Cocody Riviera 2, rue des Jardins');
  const hold = await holdPromoChecks(page);
  await checkout.getByLabel(/Code promo/).fill(code.toLowerCase());
  const discount = Math.floor(product.price / 10);
  const amount = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+$)/g, '\\s?'));
  // No discount until the server has accepted the code.
  await hold.waitForRequest();
  await expect(checkout.getByText('Vérification du code…')).toBeVisible();
  await expect(checkout.getByTestId('checkout-discount')).toHaveCount(0);
  await hold.release();
  await expect(checkout.getByTestId('checkout-discount')).toHaveText(amount(discount), SLOW);
  await expect(checkout.getByText(/^Code accepté\s?: -/)).toBeVisible();
  await expectNoSeriousViolations(page, 'caisse avec code promo');
  await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();

  const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
  await expect(payment.getByTestId('payment-discount')).toContainText('-10 %', SLOW);
  await expect(payment.getByTestId('payment-discount')).toHaveText(amount(discount));
  await expect(payment.getByTestId('payment-amount')).toHaveText(
    amount(product.price - discount + defaultDeliveryFee('abidjan', product.price)),
  );
  await payment.getByRole('button', { name: 'Fermer', exact: true }).click();

  // The same code a second time (passed on to a friend, another phone): refused on the field.
  await gotoHydrated(page, `/product/${product.id}`);
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expectCartCount(page, 1);
  await gotoHydrated(page, '/cart');
  await main.getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  await checkout.getByLabel('Nom complet').fill('Awa Koné');
  await checkout.getByLabel('Téléphone').fill('07 08 09 10 13');
  await checkout.getByLabel('Adresse').fill('Cocody Riviera 2, rue des Jardins');
  await checkout.getByLabel(/Code promo/).fill(code);
  await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(checkout.getByLabel(/Code promo/)).toHaveAccessibleDescription(
    /Ce code promo a déjà été utilisé\./,
    SLOW,
  );
});

test('un code inventé n’affiche aucune remise et reçoit le refus du serveur ; l’indice mène au code de bienvenue', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expectCartCount(page, 1);
  await gotoHydrated(page, '/cart');
  await main.getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
  await checkout.getByLabel('Nom complet').fill('Awa Koné');
  const total = await checkout.getByTestId('checkout-total').textContent();

  const hold = await holdPromoChecks(page);
  const field = checkout.getByLabel(/Code promo/);
  await field.fill('BIENVENUE-ZZZZZZ');
  // Before the server's answer: no discount, the total as it was.
  await expect(checkout.getByTestId('checkout-discount')).toHaveCount(0);
  await expect(checkout.getByTestId('checkout-total')).toHaveText(total!);
  await hold.waitForRequest();
  await expect(checkout.getByTestId('checkout-discount')).toHaveCount(0);
  await hold.release();
  await expect(field).toHaveAccessibleDescription(
    /Ce code promo n’existe pas\. Vérifiez-le dans votre e-mail\./,
    SLOW,
  );
  await expect(
    checkout.getByText('Ce code promo n’existe pas. Vérifiez-le dans votre e-mail.'),
  ).toBeVisible();
  await expect(checkout.getByTestId('checkout-discount')).toHaveCount(0);
  await expect(checkout.getByTestId('checkout-total')).toHaveText(total!);
  await expectNoSeriousViolations(page, 'caisse avec un code refusé');

  // The hint leads to where a welcome code is asked for: the account modal's 'Promotion' tab.
  await checkout.getByRole('button', { name: 'Recevoir mon code de bienvenue' }).click();
  await expect(checkout).toBeHidden();
  const account = page.getByRole('dialog', { name: /Bienvenue chez LAGUNE|Mon compte/ });
  await expect(account.getByRole('tab', { name: 'Promotion' })).toHaveAttribute(
    'aria-selected',
    'true',
    SLOW,
  );
  await expect(account.getByRole('button', { name: 'Recevoir mon code' })).toBeVisible();
  // Closed, the checkout opens again with what was typed.
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
  await main.getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  await expect(checkout.getByLabel('Nom complet')).toHaveValue('Awa Koné');
  await expect(field).toHaveValue('BIENVENUE-ZZZZZZ');
});
