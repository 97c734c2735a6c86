import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminOutbox } from '../../src/shared/api/admin-outbox.ts';
import { useAdminSession } from './support/admin.ts';
import { exact, gotoHydrated, productById, toast } from './support/shop.ts';

// 'Nouvelle commande' (ADR 0198): the owner, on her phone, records an order a customer sent on
// WhatsApp. A product no other spec buys, so its stock is this spec's to count.
const PRODUCT = productById('pull-maille-terracotta');
const SIZE = 'L';

async function unitsLeft(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/stock');
  expect(response.ok()).toBe(true);
  const levels = (await response.json()) as Record<string, Record<string, number>>;
  return levels[PRODUCT.id]![SIZE]!;
}

test('« Nouvelle commande » pour une cliente WhatsApp : dans la liste, stock pris, SMS en file', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the owner’s phone');
  await useAdminSession(page);
  const before = await unitsLeft(page.request);
  await gotoHydrated(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle commande' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle commande' });
  await form.getByLabel('Ajouter un produit').fill('terracotta');
  await form.getByRole('button', { name: new RegExp(PRODUCT.name) }).click();
  const lines = form.getByRole('list', { name: 'Articles de la commande' });
  await lines.getByLabel(`Taille de ${PRODUCT.name}`).selectOption(SIZE);
  await form.getByLabel('Zone de livraison').selectOption('abidjan');
  await form.getByLabel('Nom du client').fill('Mariam Bamba');
  await form.getByLabel('Téléphone du client').fill('07 55 44 33 22');
  await form.getByLabel('Adresse de livraison').fill('Yopougon Maroc, près de la pharmacie');
  await form.getByRole('button', { name: 'Enregistrer la commande' }).click();

  const placed = toast(page, /^Commande LG-[2-9A-Z]{6} enregistrée$/);
  await expect(placed).toBeVisible({ timeout: 15_000 });
  const reference = /LG-[2-9A-Z]{6}/.exec((await placed.textContent())!)![0];

  // In the list like any order, marked as taken by the admin.
  await page.getByLabel('Rechercher une commande').fill(reference);
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Prise par /)).toBeVisible();
  await expect(card.getByText('Mariam Bamba')).toBeVisible();

  // One unit of the size taken, as a storefront order would.
  expect(await unitsLeft(page.request)).toBe(before - 1);

  // The customer's SMS with the reference and the payment details, in the outbox.
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/admin/outbox')).json()) as AdminOutbox;
      return outbox.messages
        .filter((m) => m.reference === reference && m.channel === 'sms')
        .map((m) => m.kind);
    })
    .toContain('order:placed');
});
