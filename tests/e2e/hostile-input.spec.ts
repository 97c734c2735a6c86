import { expect, test, type Page } from '@playwright/test';
import { useAdminSession } from './support/admin.ts';
import { gotoHydrated, products, toast } from './support/shop.ts';

// Script payloads typed where shoppers type: the checkout's name, address and
// instructions, the contact form. They are stored as sent; every page that shows them after —
// the checkout itself, /suivi, the admin wing — and the admin's CSV export must treat them as
// text. Each payload, if it ever ran, would bump window.__xss or open a dialog.
const NAME = '<img src=x onerror="window.__xss=(window.__xss||0)+1"> Awa';
const ADDRESS = '"><svg onload="window.__xss=(window.__xss||0)+1"> Cocody, rue des Jardins';
const INSTRUCTIONS = '<script>window.__xss=(window.__xss||0)+1</script> =HYPERLINK("http://x")';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","cliquez")';
const PHONE = '07 55 44 33 22';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Fails the test on any dialog, and collects page errors (a payload that half-ran). */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialogue : ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`erreur : ${error.message}`));
  return problems;
}

/** Nothing ran and nothing was parsed as markup: no counter, no injected element or script. */
async function expectInert(page: Page, problems: string[]) {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  expect(
    await page
      .locator('script')
      .evaluateAll((all) => all.filter((s) => s.textContent?.includes('__xss')).length),
  ).toBe(0);
  expect(problems).toEqual([]);
}

const product = products.find((p) => p.inStock && p.sizes.some((s) => s.available))!;

test('des scripts saisis à la caisse et au contact restent du texte : paiement, /suivi, espace admin, export CSV', async ({
  page,
}) => {
  test.slow();
  const problems = watch(page);
  const size = product.sizes.find((s) => s.available)!.name;

  // The cart through the page, then the checkout typed with the payloads.
  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await main.locator('label').filter({ has: radio }).click();
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(toast(page, 'Produit ajouté')).toBeVisible();
  await gotoHydrated(page, '/cart');
  await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
  await checkout.getByLabel('Nom complet').fill(NAME);
  await checkout.getByLabel('Téléphone').fill(PHONE);
  await checkout.getByLabel('Adresse').fill(ADDRESS);
  await checkout.getByLabel(/Instructions/).fill(INSTRUCTIONS);
  await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
  const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
  await expect(payment).toBeVisible();
  const reference = (await payment.getByTestId('payment-reference').innerText()).trim();
  await expectInert(page, problems);
  await payment.getByRole('button', { name: 'Fermer', exact: true }).click();

  // /suivi finds it and shows it as an order card.
  await gotoHydrated(page, `/suivi?ref=${reference}`);
  await page.getByLabel('Téléphone utilisé pour la commande').fill(PHONE);
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(
    page.getByRole('article', { name: new RegExp(`Commande ${reference}`) }),
  ).toBeVisible();
  await expectInert(page, problems);

  // The contact form.
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(FORMULA_NAME);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('awa@example.ci');
  await form.getByRole('textbox', { name: 'Sujet' }).fill(NAME);
  await form.getByRole('textbox', { name: 'Message' }).fill(`${INSTRUCTIONS}\n${ADDRESS}`);
  await form.getByRole('button', { name: /envoyer le message/i }).click();
  await expect(toast(page, 'Message envoyé')).toBeVisible();
  await expectInert(page, problems);

  // The admin: the order comes back exactly as typed (escaping is the page's job, not the
  // database's), the admin wing opens inert, and the CSV export writes the formula as text.
  // page.request shares the browser's cookies: the admin page below opens signed in.
  await useAdminSession(page);
  const found = await page.request.get(`/api/admin/orders?q=${reference}`);
  expect(found.status()).toBe(200);
  const body = JSON.stringify(await found.json());
  expect(body).toContain(JSON.stringify(NAME).slice(1, -1));
  const order = (await found.json()) as { orders: { id: string }[] };
  const detail = await page.request.get(`/api/admin/orders/${order.orders[0]!.id}`);
  expect(JSON.stringify(await detail.json())).toContain(JSON.stringify(ADDRESS).slice(1, -1));

  await gotoHydrated(page, '/admin/dashboard');
  // The order card shows what the buyer typed, as text.
  await page.getByPlaceholder('Référence, téléphone ou nom').fill(reference);
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expect(page.getByText(ADDRESS).first()).toBeVisible();
  await expectInert(page, problems);

  // The check sees a payload parsed as markup; and the CSP is the second wall: even then, its
  // inline handler does not run.
  await page.evaluate((html) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    document.body.append(div);
  }, NAME);
  await expect(page.locator('img[src="x"]')).toHaveCount(1);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  // A second order whose name is a spreadsheet formula: the export prefixes it with '.
  const formula = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, size, quantity: 1 }],
      customer: { fullName: FORMULA_NAME, phone: '07 66 55 44 33', address: ADDRESS },
      delivery: { zone: 'abidjan' },
    },
  });
  expect(formula.status()).toBe(201);
  const csv = await (await page.request.get('/api/admin/customers.csv')).text();
  expect(csv).toContain(`'=HYPERLINK(`);
  for (const line of csv.split(/\r?\n/))
    for (const cell of line.split(';'))
      expect(cell.replace(/^"/, ''), `cellule : ${cell}`).not.toMatch(/^[=+\-@]/);
});
