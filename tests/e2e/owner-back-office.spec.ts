import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { frenchSpacing } from '../../src/shared/format/typography.ts';
import { formatPrice } from '../../src/shared/format/money.ts';
import { useAdminSession } from './support/admin.ts';
import { exact, gotoHydrated, toast } from './support/shop.ts';

// The owner's day on her phone (390 px, the phone project): money in and to collect, a customer's
// page, a delivery slip on one A6 sheet, her own promotion code. Products no other spec buys.
const PULL = 'pull-col-rond-sable'; // 28 000 FCFA
const SHORT = 'short-raye-plage'; // 7 000 FCFA

type Money = { collected: { today: number }; unpaid: { count: number; total: number } };
type Created = { order: { id: string; reference: string; totalAmount: number; discount: number } };

/** A phone number of this test's own, so that its customer is nobody else's. */
function freshPhone(): string {
  return `07 ${String(randomInt(10, 99))} ${String(randomInt(10, 99))} ${String(randomInt(10, 99))} ${String(randomInt(10, 99))}`;
}

async function order(
  request: APIRequestContext,
  {
    productId,
    fullName,
    phone,
    promoCode,
  }: { productId: string; fullName: string; phone: string; promoCode?: string },
) {
  return request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      items: [{ productId, size: 'M', quantity: 1 }],
      customer: { fullName, phone, address: 'Yopougon Selmer, près de la pharmacie' },
      delivery: { zone: 'abidjan' },
      ...(promoCode ? { promoCode } : {}),
    },
  });
}

async function placed(request: APIRequestContext, input: Parameters<typeof order>[1]) {
  const response = await order(request, input);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Created).order;
}

async function money(request: APIRequestContext): Promise<Money> {
  const response = await request.get('/api/admin/money');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Money;
}

async function gotoDashboard(page: Page, tab?: string) {
  await gotoHydrated(page, tab ? `/admin/dashboard?onglet=${tab}` : '/admin/dashboard');
  await expect(page.getByText('Mises à jour en temps réel activées')).toBeVisible();
}

/** Finds an order by its reference, once the list has applied the search (after a pause in typing). */
async function searchOrder(page: Page, reference: string) {
  await page.getByLabel('Rechercher une commande').fill(reference);
  await expect(page.getByRole('link', { name: 'Exporter les commandes' })).toHaveAttribute(
    'href',
    new RegExp(`[?&]q=${reference}`),
  );
}

function figure(page: Page, label: string) {
  return page
    .getByRole('region', { name: "Tableau de bord de l'argent" })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: exact(label) }) })
    .locator('dd')
    .first();
}

test.describe('le back-office de la propriétaire, sur son téléphone', () => {
  test('un paiement reçu et une commande en attente font bouger l’argent ; la page du client montre les deux', async ({
    page,
    request,
  }) => {
    await useAdminSession(page);
    const name = `Mariam Ouattara ${randomInt(1000, 9999)}`;
    const phone = freshPhone();
    const before = await money(page.request);
    // Guests (the `request` fixture has no session): the admin's cookie would make them hers.
    const paid = await placed(request, { productId: PULL, fullName: name, phone });
    const unpaid = await placed(request, { productId: SHORT, fullName: name, phone });

    await gotoDashboard(page);
    await searchOrder(page, paid.reference);
    const card = page.getByRole('article', { name: new RegExp(paid.reference) });
    // Paid in cash at the door: recorded by hand (the means' list starts with cash).
    await card.getByRole('button', { name: `Paiement reçu pour ${paid.reference}` }).click();
    await expect(toast(page, /^Paiement enregistré/)).toBeVisible();

    // The money came in today (other specs order and pay at the same time: the exact sums are
    // src/server/admin/money.test.ts's), and the board shows the server's figures.
    await expect
      .poll(async () => (await money(page.request)).collected.today - before.collected.today)
      .toBeGreaterThanOrEqual(paid.totalAmount);
    await expect(async () => {
      const now = await money(page.request);
      await expect(figure(page, "Encaissé aujourd'hui")).toHaveText(
        frenchSpacing(formatPrice(now.collected.today)),
        { timeout: 1_000 },
      );
      await expect(figure(page, 'À encaisser')).toHaveText(
        frenchSpacing(formatPrice(now.unpaid.total)),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 15_000 });

    // Her customer's page: both orders, what is paid and what is still to pay.
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.getByRole('button', { name, exact: true }).first().click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet.getByText(paid.reference)).toBeVisible();
    await expect(sheet.getByText(unpaid.reference)).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Commandes (2)' })).toBeVisible();
    const amounts = sheet.locator('dl').first();
    await expect(amounts).toContainText(`Payé${frenchSpacing(formatPrice(paid.totalAmount))}`);
    await expect(amounts).toContainText(
      `Reste à payer${frenchSpacing(formatPrice(unpaid.totalAmount))}`,
    );
    mkdirSync('.tmp/screenshots', { recursive: true });
    await page.screenshot({ path: '.tmp/screenshots/customer-page-390.png' });
  });

  test('le bon de livraison tient sur une feuille A6', async ({ page, request }) => {
    await useAdminSession(page);
    const created = await placed(request, {
      productId: PULL,
      fullName: 'Adjoua Kouamé',
      phone: freshPhone(),
    });
    await gotoDashboard(page);
    await searchOrder(page, created.reference);
    await page.getByRole('button', { name: `Bon de livraison de ${created.reference}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Bon de livraison ${created.reference}` }),
    ).toBeVisible();

    // What Chromium prints: one page, of the A6 size the print rules ask for (105 × 148 mm).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(box, 'MediaBox').not.toBeNull();
    // 105 × 148 mm in points (1 pt = 1/72 in).
    expect(Math.abs(Number(box![1]) - (105 / 25.4) * 72)).toBeLessThan(2);
    expect(Math.abs(Number(box![2]) - (148 / 25.4) * 72)).toBeLessThan(2);

    // As it looks on paper (the print rules, an A6 sheet's size at 96 dpi).
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 397, height: 559 });
    await expect(page.locator('.delivery-slip-print').getByText(created.reference)).toBeVisible();
    mkdirSync('.tmp/screenshots', { recursive: true });
    await page.screenshot({ path: '.tmp/screenshots/delivery-slip-a6.png' });
  });

  test('TABASKI10 : -10 % dès 20 000 FCFA, une fois par client, refusé sous le minimum', async ({
    page,
    request,
  }) => {
    await useAdminSession(page);
    await gotoDashboard(page, 'promotions');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Code', { exact: true }).fill('TABASKI10');
    await panel.getByLabel('Pourcentage', { exact: true }).fill('10');
    await panel.getByLabel('Minimum d’achats (FCFA)').fill('20000');
    await panel.getByLabel('Utilisations par client').fill('1');
    await panel.getByRole('button', { name: 'Créer le code' }).click();
    const row = panel.getByRole('list', { name: 'Codes promo' }).getByRole('listitem').filter({
      hasText: 'TABASKI10',
    });
    await expect(row).toBeVisible();
    await expect(row).toContainText('0 utilisation');

    const phone = freshPhone();
    const shopper = { fullName: 'Fatou Bamba', phone };
    // Under the minimum: refused in French, nothing ordered.
    const small = await order(request, {
      ...shopper,
      productId: SHORT,
      promoCode: 'TABASKI10',
    });
    expect(small.status()).toBe(400);
    expect(JSON.stringify(await small.json())).toContain(
      `À partir de ${formatPrice(20_000)} d’achats`,
    );
    // Over it: 10 % of the 28 000 FCFA pull.
    const first = await placed(request, {
      ...shopper,
      productId: PULL,
      promoCode: 'TABASKI10',
    });
    expect(first.discount).toBe(2800);
    // Once per customer: the same phone is refused the second time.
    const again = await order(request, {
      ...shopper,
      productId: PULL,
      promoCode: 'TABASKI10',
    });
    expect(again.status()).toBe(409);
    expect(JSON.stringify(await again.json())).toContain('Code déjà utilisé');

    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Codes promo' }).getByRole('listitem').filter({
        hasText: 'TABASKI10',
      }),
    ).toContainText('1 utilisation');
    mkdirSync('.tmp/screenshots', { recursive: true });
    await page.screenshot({ path: '.tmp/screenshots/promotions-390.png', fullPage: true });
  });
});
