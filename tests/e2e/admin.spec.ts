import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ADMIN_GUARD_MESSAGE } from '../../src/shared/api/admin.ts';
import { frenchSpacing } from '../../src/shared/format/typography.ts';
import {
  adminCodeForDialog,
  releaseDialogCode,
  E2E_ADMIN,
  openAdminDialog,
  signInAsAdmin,
  useAdminSession,
} from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { exact, gotoHydrated, productById, toast } from './support/shop.ts';

// Each project (phone, desktop) orders and restocks its own products, so that the two running side
// by side never read each other's stock; none of them is bought by another spec.
const PRODUCTS = {
  phone: { live: 'short-lin-sable', cancel: 'short-bain-vagues', restock: 'short-wax-treichville' },
  desktop: {
    live: 'top-cotele-lagune',
    cancel: 'top-crop-soleil',
    restock: 'top-crop-wax-marcory',
  },
} as const;

function products() {
  return test.info().project.name === 'desktop' ? PRODUCTS.desktop : PRODUCTS.phone;
}

type StockLevels = Record<string, Record<string, number>>;

async function stock(request: APIRequestContext): Promise<StockLevels> {
  const response = await request.get('/api/stock');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StockLevels;
}

interface GuestOrder {
  id: string;
  reference: string;
}

async function placeOrder(
  request: APIRequestContext,
  {
    productId,
    size = 'M',
    quantity = 1,
    fullName = 'Awa Koné',
    phone = '07 01 02 03 04',
    address = 'Cocody Riviera 3, rue des Jardins',
  }: {
    productId: string;
    size?: string;
    quantity?: number;
    fullName?: string;
    phone?: string;
    address?: string;
  },
): Promise<GuestOrder> {
  const response = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      items: [{ productId, size, quantity }],
      customer: { fullName, phone, address, instructions: 'Appeler en arrivant' },
      delivery: { zone: 'abidjan' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: GuestOrder };
  return order;
}

function orderCard(page: Page, reference: string) {
  return page.getByRole('article', { name: new RegExp(reference) });
}

/**
 * Picks a status in the card's menu, opening it when needed. On a phone the toasts sit at the
 * bottom, over the menu's last items: one sliding in under the tap (another order arriving) closes
 * the menu, as any tap outside it does, and the admin opens it again.
 */
async function chooseStatus(card: Locator, label: string) {
  const button = card.getByRole('button', { name: /^Modifier le statut/ });
  const item = card.getByRole('menuitemradio', { name: label });
  await expect(async () => {
    if (!(await item.isVisible())) await button.click({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

async function changeStatus(page: Page, reference: string, label: string) {
  await chooseStatus(orderCard(page, reference), label);
}

async function gotoDashboard(page: Page) {
  await gotoHydrated(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
  ).toBeVisible();
  await expect(page.getByText('Mises à jour en temps réel activées')).toBeVisible();
}

/**
 * Whether a downloaded script is the admin wing's: its chunks are named after their admin modules,
 * and whatever a bundler renames, its API paths and its own texts give it away.
 */
const ADMIN_MARKERS = [
  '/api/admin',
  'isAdminAuthenticated',
  ADMIN_GUARD_MESSAGE,
  'Connexion administrateur',
  'Tableau de bord administrateur',
];

function watchScripts(page: Page) {
  const seen: Promise<{ url: string; admin: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url()).pathname;
    seen.push(
      response.text().then(
        (body) => ({
          url,
          admin: /\/admin-/.test(url) || ADMIN_MARKERS.some((m) => body.includes(m)),
        }),
        () => ({ url, admin: /\/admin-/.test(url) }),
      ),
    );
  });
  return {
    adminScripts: async () => (await Promise.all(seen)).filter((s) => s.admin).map((s) => s.url),
    count: () => seen.length,
  };
}

test.describe('tableau de bord administrateur', () => {
  test(
    'les pages de la boutique ne téléchargent aucun code d’administration',
    { tag: '@desktop' },
    async ({ page }) => {
      const scripts = watchScripts(page);
      const product = products().live;
      for (const path of ['/', `/product/${product}`, '/collections/t-shirt', '/cart', '/suivi']) {
        await gotoHydrated(page, path);
        // What a shopper does next: scroll to the bottom (lazy sections), open the phone menu.
        await page.mouse.wheel(0, 10_000);
        const menu = page
          .getByRole('banner')
          .getByRole('button', { name: /menu/i })
          .filter({ visible: true });
        if ((await menu.count()) > 0) {
          await menu.first().click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await page.keyboard.press('Escape');
        }
      }
      await page.waitForLoadState('networkidle');
      expect(scripts.count()).toBeGreaterThan(5);
      expect(await scripts.adminScripts()).toEqual([]);

      // The same watch does see the admin code once the shopper asks for it (the icon's dialog).
      await openAdminDialog(page);
      expect((await scripts.adminScripts()).length).toBeGreaterThan(0);
    },
  );

  test(
    'connexion par la boîte de dialogue, commande invitée en direct, statut suivi par le client',
    { tag: '@desktop' },
    async ({ page, browser }, testInfo) => {
      test.slow();
      const { live } = products();
      await gotoHydrated(page, '/');

      // The dialog from the header icon (the menu on phones); a wrong password first.
      let dialog = await openAdminDialog(page);
      await expectNoSeriousViolations(page, 'boîte de connexion');
      await dialog.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.email);
      await dialog.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
      await dialog.getByRole('button', { name: 'Se connecter' }).click();
      await expect(dialog.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
      // The spec's 1 s wait, then the server's password hashing (seconds on a busy machine).
      await expect(dialog.getByRole('alert')).toHaveText(
        "Nom d'utilisateur ou mot de passe incorrect",
        { timeout: 15_000 },
      );
      await expect(toast(page, "Échec de l'authentification")).toBeVisible();
      await expectNoSeriousViolations(page, 'boîte de connexion, échec');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Every admin route needs the second factor: the app's code after the password.
      const code = await adminCodeForDialog(testInfo.project.use.baseURL!);
      dialog = await openAdminDialog(page);
      await dialog.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.email);
      await dialog.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
      await dialog.getByRole('button', { name: 'Se connecter' }).click();
      await dialog.getByLabel('Code à 6 chiffres').fill(code, { timeout: 15_000 });
      await expectNoSeriousViolations(page, 'boîte de connexion, second facteur');
      await dialog.getByRole('button', { name: 'Vérifier le code' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
      await releaseDialogCode();
      await expect(toast(page, 'Connexion réussie')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('isAdminAuthenticated'))).toBe('true');
      await expect(page.getByText('Mises à jour en temps réel activées')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Toutes \(\d+\)$/ })).toBeVisible();
      await expectNoSeriousViolations(page, 'tableau de bord, onglet Commandes');

      // A guest orders in another browser context; the dashboard shows it without a reload.
      await page.evaluate(() => {
        (window as unknown as { __sansRechargement: boolean }).__sansRechargement = true;
      });
      const guest = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        locale: 'fr-FR',
        timezoneId: 'Africa/Abidjan',
      });
      const guestPage = await guest.newPage();
      const order = await placeOrder(guestPage.request, {
        productId: live,
        fullName: 'Mariam Ouattara',
        phone: '05 44 33 22 11',
      });
      const shortId = order.id.slice(0, 8);
      await expect(toast(page, 'Nouvelle commande reçue!')).toBeVisible();
      await expect(toast(page, new RegExp(`#${shortId}`))).toBeVisible();
      const card = orderCard(page, order.reference);
      await expect(card).toBeVisible();
      await expect(card).toContainText(`#${shortId}`);
      await expect(card).toContainText('Commande invité');
      await expect(card).toContainText('Mariam Ouattara');
      await expect(card).toContainText(productById(live).name);
      await expect(card.getByRole('link', { name: /^Appeler/ })).toHaveAttribute(
        'href',
        'tel:+2250544332211',
      );
      await expect(card.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/2250544332211\?text=/,
      );
      expect(
        await page.evaluate(
          () => (window as unknown as { __sansRechargement?: boolean }).__sansRechargement,
        ),
      ).toBe(true);

      // The status: the dropdown (axe while open), then the toast and the chip.
      await card.getByRole('button', { name: /^Modifier le statut/ }).click();
      await expect(card.getByRole('menuitemradio', { name: 'En attente' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expectNoSeriousViolations(page, 'menu des statuts ouvert');
      await chooseStatus(card, 'Expédiée');
      await expect(toast(page, 'Statut mis à jour: Expédiée')).toBeVisible();
      await expect(card.getByText('Expédiée', { exact: true })).toBeVisible();
      // Saved on the server, not only in the list: a reload shows it too.
      await gotoDashboard(page);
      await expect(
        orderCard(page, order.reference).getByText('Expédiée', { exact: true }),
      ).toBeVisible();

      // The guest follows the order on /suivi.
      await gotoHydrated(guestPage, `/suivi?ref=${order.reference}`);
      await guestPage.getByLabel('Téléphone utilisé pour la commande').fill('05 44 33 22 11');
      await guestPage.getByRole('button', { name: 'Suivre ma commande' }).click();
      const found = guestPage.getByRole('article', { name: new RegExp(order.reference) });
      await expect(found).toContainText('Expédiée');
      await guest.close();
    },
  );

  test(
    'annuler rend le stock ; revenir en arrière sans stock est refusé avec la raison',
    { tag: '@desktop' },
    async ({ page }) => {
      test.slow();
      const { cancel } = products();
      await useAdminSession(page);
      await gotoDashboard(page);
      const before = (await stock(page.request))[cancel]?.M ?? 0;
      const order = await placeOrder(page.request, { productId: cancel, quantity: 2 });
      expect((await stock(page.request))[cancel]?.M).toBe(before - 2);

      // Search by reference: only that order.
      await page.getByLabel('Rechercher une commande').fill(order.reference);
      await expect(page.getByRole('article')).toHaveCount(1);
      await changeStatus(page, order.reference, 'Payée');
      await expect(toast(page, 'Statut mis à jour: Payée')).toBeVisible();

      // Cancelling, even a paid order, asks first; 'Garder la commande' changes nothing.
      const patches: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && r.url().includes('/api/admin/orders/')) patches.push(r.url());
      });
      await changeStatus(page, order.reference, 'Annulée');
      const confirm = page.getByRole('dialog', {
        name: frenchSpacing(`Annuler la commande ${order.reference} ?`),
      });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText('déjà payée');
      await expect(confirm.getByRole('button', { name: 'Garder la commande' })).toBeFocused();
      await expectNoSeriousViolations(page, 'confirmation d’annulation');
      await confirm.getByRole('button', { name: 'Garder la commande' }).click();
      await expect(confirm).toBeHidden();
      await expect(
        orderCard(page, order.reference).getByText('Payée', { exact: true }),
      ).toBeVisible();
      expect(patches, 'aucune requête sans confirmation').toEqual([]);
      expect((await stock(page.request))[cancel]?.M).toBe(before - 2);

      await changeStatus(page, order.reference, 'Annulée');
      await confirm.getByRole('button', { name: 'Oui, annuler la commande' }).click();
      await expect(toast(page, 'Statut mis à jour: Annulée')).toBeVisible();
      await expect.poll(async () => (await stock(page.request))[cancel]?.M).toBe(before);

      // The units are gone meanwhile: leaving 'Annulée' is refused, the server says why.
      const emptied = await page.request.patch('/api/admin/stock', {
        data: { productId: cancel, size: 'M', quantity: 0 },
      });
      expect(emptied.status()).toBe(200);
      await changeStatus(page, order.reference, 'En attente');
      await expect(toast(page, 'Échec de la mise à jour du statut')).toBeVisible();
      await expect(toast(page, new RegExp(productById(cancel).name))).toBeVisible();
      await expect(
        orderCard(page, order.reference).getByText('Annulée', { exact: true }),
      ).toBeVisible();
      // Put the stock back for a retry.
      await page.request.patch('/api/admin/stock', {
        data: { productId: cancel, size: 'M', quantity: before },
      });

      // Search by phone too, and by the customer's name typed without accents.
      await page.getByLabel('Rechercher une commande').fill('07 01 02 03 04');
      await expect(orderCard(page, order.reference)).toBeVisible();
      await page.getByLabel('Rechercher une commande').fill('awa kone');
      await expect(orderCard(page, order.reference)).toBeVisible();
    },
  );

  test(
    'un réassort rend une taille épuisée de nouveau achetable ; historique visible',
    { tag: '@desktop' },
    async ({ page, browser }, testInfo) => {
      // Two shoppers' page loads, and axe twice over the whole Produits table (every catalogue
      // product with its stock): 40-70 s on this 2-core machine when it is busy.
      test.setTimeout(150_000);
      const { restock } = products();
      const product = productById(restock);
      await useAdminSession(page);
      const sold = await page.request.patch('/api/admin/stock', {
        data: { productId: restock, size: 'L', quantity: 0, reason: 'correction' },
      });
      expect(sold.status()).toBe(200);

      // A shopper sees L sold out.
      const shopper = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const shop = await shopper.newPage();
      await gotoHydrated(shop, `/product/${restock}`);
      await expect(
        shop.getByRole('main').getByRole('radio', { name: /^L\s*\(indisponible\)/ }),
      ).toBeDisabled();

      // The admin restocks from the Produits tab.
      await gotoDashboard(page);
      await page.getByRole('tab', { name: 'Produits' }).click();
      // (Its agreement with the count: products-tab.test.tsx.)
      await expect(page.getByText(/^Total \d+ produits? vendus?$/)).toBeVisible();
      await expectNoSeriousViolations(page, 'onglet Produits');
      await page
        .getByRole('button', { name: `Modifier le stock de ${product.name}` })
        .filter({ visible: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Modifier le stock' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Taille L')).toHaveValue('0');
      await dialog.getByLabel('Taille L').fill('5');
      await dialog.getByLabel('Motif').selectOption('restock');
      await dialog.getByRole('button', { name: 'Enregistrer le stock' }).click();
      await expect(toast(page, 'Stock mis à jour')).toBeVisible();
      const history = dialog.getByRole('list', { name: /Mouvements de stock/ });
      const line = history.getByRole('listitem').first();
      await expect(line).toContainText('Taille L');
      await expect(line).toContainText('+5');
      await expect(line).toContainText('Réassort');
      await expect(line).toContainText(E2E_ADMIN.email);
      await expect(history).toContainText('Correction');
      await expectNoSeriousViolations(page, 'boîte du stock');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect((await stock(page.request))[restock]?.L).toBe(5);

      // The shopper can buy L again.
      // /api/stock may be cached for a few seconds (max-age=5): load the page until it says so.
      const main = shop.getByRole('main');
      // `has` is searched inside each label, so it names the radio from there (not from main).
      const sizeL = shop.getByRole('radio', { name: /^L\b/ });
      const radio = main.locator(sizeL);
      await expect(async () => {
        await gotoHydrated(shop, `/product/${restock}`);
        await expect(radio).toBeEnabled({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await main.locator('label').filter({ has: sizeL }).click();
      await main.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(toast(shop, 'Produit ajouté')).toBeVisible();
      await shopper.close();
    },
  );

  test('une commande non payée montre son délai ; « Prolonger de 24 h » le repousse', async ({
    page,
  }) => {
    const { cancel } = products();
    await useAdminSession(page);
    const order = await placeOrder(page.request, { productId: cancel, size: 'S' });
    await gotoDashboard(page);
    await page.getByLabel('Rechercher une commande').fill(order.reference);
    const card = orderCard(page, order.reference);
    const deadline = card.getByText(/^À payer avant le/).locator('time');
    await expect(deadline).toBeVisible();
    const first = Date.parse((await deadline.getAttribute('datetime'))!);
    // ORDER_PAYMENT_WINDOW: 48 h after the order (ADR 0126).
    expect(Math.abs(first - (Date.now() + 48 * 3_600_000))).toBeLessThan(5 * 60_000);

    await card.getByRole('button', { name: /^Prolonger de 24 h/ }).click();
    await expect(toast(page, /^À payer avant le/)).toBeVisible();
    await expect
      .poll(async () => Date.parse((await deadline.getAttribute('datetime'))!))
      .toBe(first + 24 * 3_600_000);
  });

  test('exports CSV : accents, guillemets, point-virgule, nom commençant par =', async ({
    page,
  }) => {
    // axe runs over three tabs, the Produits table staying in the page once visited.
    test.slow();
    const { live } = products();
    await useAdminSession(page);
    const name = '=Koffi "Le Grand" Yao-Bédié';
    await placeOrder(page.request, {
      productId: live,
      fullName: name,
      phone: '01 23 45 67 89',
      address: 'Marcory Zone 4; rue Paul Langevin « Chez Adjoua »',
    });
    await gotoDashboard(page);

    // The orders' export beside the list, for what the list shows (here a search by name).
    await page.getByLabel('Rechercher une commande').fill('yao-bedie');
    // The search applies after a pause in typing: the export follows it once it has.
    const exportLink = page.getByRole('link', { name: 'Exporter les commandes' });
    await expect(exportLink).toHaveAttribute('href', /[?&]q=yao-bedie/);
    await expect(page.getByRole('article').first()).toContainText('Koffi');
    const [ordersFile] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(ordersFile.suggestedFilename()).toMatch(/^lagune-commandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const orderLines = (await readFile(await ordersFile.path(), 'utf8')).slice(1).split('\r\n');
    expect(orderLines[0]).toMatch(/^Référence;Date;Statut;Client;Téléphone;Adresse;/);
    const orderRows = orderLines.slice(1).filter((l) => l !== '');
    expect(orderRows.length).toBeGreaterThan(0);
    for (const line of orderRows) expect(line).toContain(`;"'=Koffi ""Le Grand"" Yao-Bédié";`);

    await page.getByRole('tab', { name: 'Clients' }).click();
    await expect(page.getByText(/^Total \d+ clients?$/)).toBeVisible();
    await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'onglet Clients');
    const [clients] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter les données' }).click(),
    ]);
    expect(clients.suggestedFilename()).toMatch(/^lagune-clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await clients.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Nom du client;Téléphone;Adresse;Nombre de commandes;Montant payé (FCFA);Dernière commande',
    );
    const row = lines.find((l) => l.includes('Koffi'));
    // Quoted (it has quotes), quotes doubled, and a leading ' so no spreadsheet runs it.
    expect(row).toContain(`"'=Koffi ""Le Grand"" Yao-Bédié";01 23 45 67 89;`);
    expect(row).toContain('"Marcory Zone 4; rue Paul Langevin « Chez Adjoua »"');

    await page.getByRole('tab', { name: 'Produits' }).click();
    const [stats] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter les statistiques' }).click(),
    ]);
    const products_ = (await readFile(await stats.path(), 'utf8')).slice(1).split('\r\n');
    expect(products_[0]).toBe(
      "Produit;ID produit;Quantité vendue;Commandes;Chiffre d'affaires (FCFA);Stock S;Stock M;Stock L;Stock XL",
    );
    expect(products_.some((l) => l.startsWith(`${productById(live).name};${live};`))).toBe(true);
    expect(products_.some((l) => l.startsWith('T-shirt Signature Crème;'))).toBe(true);

    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await expect(page.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeVisible();
    // The exports' toasts gone first: one fading out while axe reads the tab is a blend of colours,
    // not the tab's contrast (it failed a full run once that way, ~1.4:1 on a toast's title).
    await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page, 'onglet Paramètres');
  });

  test('le garde renvoie à l’accueil ; la déconnexion aussi', async ({ page }) => {
    await gotoHydrated(page, '/admin/dashboard');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(toast(page, ADMIN_GUARD_MESSAGE)).toBeVisible();

    await signInAsAdmin(page.request);
    await gotoDashboard(page);
    expect(await page.evaluate(() => localStorage.getItem('isAdminAuthenticated'))).toBe('true');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(toast(page, 'Déconnexion réussie')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isAdminAuthenticated'))).toBeNull();
    const session = await page.request.get('/api/admin/stats');
    expect(session.status()).toBe(401);

    await gotoHydrated(page, '/admin/dashboard');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(toast(page, ADMIN_GUARD_MESSAGE)).toBeVisible();
  });

  test(
    'un administrateur connecté va droit au tableau de bord depuis l’icône',
    { tag: '@desktop' },
    async ({ page }) => {
      await useAdminSession(page);
      await gotoDashboard(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /boutique/i })
        .click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await gotoHydrated(page, '/');
      const icon = page
        .getByRole('banner')
        .getByRole('button', { name: 'Espace administrateur' })
        .filter({ visible: true });
      if ((await icon.count()) > 0) await icon.click();
      else {
        await page.getByRole('banner').getByRole('button', { name: /menu/i }).first().click();
        await page.getByRole('button', { name: 'Espace administrateur' }).click();
      }
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('dialog', { name: 'Connexion administrateur' })).toHaveCount(0);
    },
  );
});
