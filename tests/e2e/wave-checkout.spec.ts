import { expect, test } from '@playwright/test';
import { SHOP } from '../../src/shared/config/shop.ts';
import { startSmsStub } from '../../src/server/test/sms-stub.ts';
import { startWaveStub } from '../../src/server/test/wave-stub.ts';
import {
  adminCodeForDialog,
  E2E_ADMIN,
  openAdminDialog,
  releaseDialogCode,
} from './support/admin.ts';
import { gotoHydrated, products, toast } from './support/shop.ts';

// Wave Checkout end to end (ADR 0143): against the local Wave and SMS stand-ins
// playwright.config.ts points the server at, a shopper orders, taps 'Payer avec Wave', pays on
// Wave's page and comes back to /suivi, where the order is 'Payée'; the owner's dashboard shows it
// paid without a reload; the shopper gets 'commande reçue' and 'paiement reçu' by SMS, once each.

const product = products.find((p) => p.inStock && p.sizes.some((s) => s.available))!;
// A number no other spec uses, new each run.
const PHONE = `05 ${String(Date.now())
  .slice(-8)
  .replace(/(\d\d)(?=\d)/g, '$1 ')}`;
const SMS_TO = `tel:+225${PHONE.replace(/\s/g, '')}`;

test('commande, « Payer avec Wave », paiement sur Wave : « Payée » sur /suivi et en direct chez la patronne, SMS une fois chacun', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const baseURL = testInfo.project.use.baseURL!;
  const wave = await startWaveStub({
    port: Number(process.env.LAGUNE_E2E_WAVE_PORT),
    webhookUrls: [`${baseURL}/api/payments/wave/webhook`],
  });
  const sms = await startSmsStub({ port: Number(process.env.LAGUNE_E2E_SMS_PORT) });
  const admin = await browser.newPage({ baseURL });
  try {
    // The owner's dashboard, open before the order.
    await gotoHydrated(admin, '/');
    const code = await adminCodeForDialog(baseURL);
    const dialog = await openAdminDialog(admin);
    await dialog.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.email);
    await dialog.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await dialog.getByLabel('Code à 6 chiffres').fill(code, { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Vérifier le code' }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    await releaseDialogCode();
    await expect(admin.getByText('Mises à jour en temps réel activées')).toBeVisible();

    // The shopper orders.
    const size = product.sizes.find((s) => s.available)!.name;
    await gotoHydrated(page, `/product/${product.id}`);
    const main = page.getByRole('main');
    const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
    await main.locator('label').filter({ has: radio }).click();
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(toast(page, 'Produit ajouté')).toBeVisible();
    await gotoHydrated(page, '/cart');
    await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const form = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    await form.getByLabel('Nom complet').fill('Aya Traoré');
    await form.getByLabel('Téléphone').fill(PHONE);
    await form.getByLabel('Adresse').fill('Marcory Zone 4, rue du Canal');
    await form.getByRole('button', { name: 'Confirmer la commande' }).click();
    const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
    const reference = (await payment.getByTestId('payment-reference').textContent())!.trim();
    expect(reference).toMatch(/^LG-/);

    // The dashboard shows the new order, unpaid, without a reload.
    await admin.evaluate(() => {
      (window as unknown as { __sansRechargement: boolean }).__sansRechargement = true;
    });
    const card = admin.getByRole('article', { name: new RegExp(reference) });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('En attente');

    // 'Payer avec Wave' opens Wave's page for the order's exact total; the shopper pays.
    await payment.getByRole('button', { name: 'Payer avec Wave' }).click();
    await expect(page).toHaveURL(new RegExp(`^${wave.url}/c/cos-`), { timeout: 15_000 });
    const [session] = wave.sessionsFor(reference);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Payer ${session!.amount} F à LAGUNE`,
    );
    // Wave sends the shopper back to the shop's public address (PUBLIC_URL, left at its default
    // in the tests): the test plays that address being this server.
    await page.route(`${SHOP.publicUrl}/**`, (route) =>
      route.fulfill({
        status: 302,
        headers: { location: route.request().url().replace(SHOP.publicUrl, baseURL) },
      }),
    );
    await page.getByRole('button', { name: 'Payer' }).click();

    // Back on /suivi: the order is paid.
    await expect(page).toHaveURL(new RegExp(`/suivi\\?ref=${reference}&paiement=ok$`));
    // The shopper types once the page is ready (typing before it is checked by typed-text-kept).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const phoneField = page.getByLabel('Téléphone utilisé pour la commande');
    await phoneField.fill(PHONE);
    await page.getByLabel('Référence de commande').fill(reference);
    await expect(phoneField).toHaveValue(PHONE);
    await page.getByRole('button', { name: 'Suivre ma commande' }).click();
    await expect(page.getByRole('main')).toContainText('Payée', { timeout: 10_000 });
    await page.screenshot({ path: testInfo.outputPath('wave-paid-suivi.png'), fullPage: true });

    // The owner sees it paid, live; the page was never reloaded.
    await expect(card).toContainText('Payée', { timeout: 15_000 });
    expect(
      await admin.evaluate(
        () => (window as unknown as { __sansRechargement?: boolean }).__sansRechargement,
      ),
    ).toBe(true);

    // SMS: 'commande reçue' and 'paiement recu' (GSM-7: one segment), once each, to the order's phone.
    const about = () => sms.received.filter((m) => m.to === SMS_TO && m.text.includes(reference));
    await expect
      .poll(
        () =>
          about()
            .map((m) => (m.text.includes('paiement recu') ? 'payé' : 'reçue'))
            .sort(),
        {
          timeout: 20_000,
        },
      )
      .toEqual(['payé', 'reçue']);
    // Nothing more comes (the outbox sends every few seconds): once each.
    await page.waitForTimeout(6_000);
    expect(about()).toHaveLength(2);
  } finally {
    await admin.close();
    await sms.close();
    await wave.close();
  }
});
