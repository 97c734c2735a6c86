import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { freshEmail, openAccountModal, SLOW } from './support/account.ts';
import { deliveryFee } from '../../src/shared/domain/delivery.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectCartCount, gotoHydrated, products } from './support/shop.ts';

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
  await dialog.getByLabel('Email').fill(email);
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
  await checkout.getByLabel(/Code promo/).fill(code.toLowerCase());
  const discount = Math.floor(product.price / 10);
  const amount = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+$)/g, '\\s?'));
  await expect(checkout.getByTestId('checkout-discount')).toHaveText(amount(discount));
  await expectNoSeriousViolations(page, 'caisse avec code promo');
  await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();

  const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
  await expect(payment.getByTestId('payment-discount')).toContainText('-10 %', SLOW);
  await expect(payment.getByTestId('payment-discount')).toHaveText(amount(discount));
  await expect(payment.getByTestId('payment-amount')).toHaveText(
    amount(product.price - discount + deliveryFee('abidjan', product.price)),
  );
  await payment.getByRole('button', { name: 'Fermer' }).click();

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
