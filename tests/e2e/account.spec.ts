import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  freshEmail,
  hydrated,
  linkFromEmail,
  openAccountModal,
  PASSWORD,
  signUpAndConfirm,
  SLOW,
  submitSignIn,
  totp,
  typeCode,
} from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { cartCount, expectCartCount, gotoHydrated, products, toast } from './support/shop.ts';

// Products the other specs do not buy from: a favourite, an order, a guest cart line.
const orderable = products.filter((p) => p.inStock && p.sizes.some((s) => s.available));
const favourite = orderable[1]!;
const ordered = orderable[3]!;
const carted = orderable[5]!;
const sizeOf = (p: (typeof products)[number]) => p.sizes.find((s) => s.available)!.name;

/** The 6-digit code of the newest e-mail to `to` that has one (the outbox of playwright.config.ts). */
async function codeFromEmail(to: string, after: Date): Promise<string> {
  const outbox = path.join(process.env.LAGUNE_E2E_DATA_DIR ?? '', 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[]))
          .filter((n) => n.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(outbox, name)));
          if (!mail.date || mail.date < after) continue;
          const recipients = [mail.to ?? []].flat().map((a) => a.text.toLowerCase());
          if (!recipients.some((r) => r.includes(to.toLowerCase()))) continue;
          const match = /\b(\d{6})\b/.exec(mail.text ?? '');
          if (match) return (found = match[1]);
        }
        return undefined;
      },
      { message: `code par e-mail pour ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

test.describe('comptes', () => {
  test('inscription, confirmation par e-mail, connexion, favoris, commandes, authentificateur, déconnexion, VIP', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const email = freshEmail('parcours');

    // A protected page sends a visitor to /auth, and remembers where they were going.
    await gotoHydrated(page, '/favorites');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByText(/base de mots de passe divulgués/)).toBeVisible();
    await expectNoSeriousViolations(page, '/auth (connexion)');

    // Sign-up mode: toggling clears the passwords; the checklist follows each key; the button
    // waits for the length (the server judges the strength: ADR 0104).
    await (await hydrated(page.getByLabel('Mot de passe', { exact: true }))).fill('abc');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
    const checklist = page.getByRole('list', { name: 'Critères du mot de passe' });
    const submit = page.getByRole('button', { name: "S'inscrire" });
    await page.getByLabel('Mot de passe', { exact: true }).fill('lagune');
    await expect(checklist.locator('li[data-ok="true"]')).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Mot de passe', { exact: true }).fill('Lagune42');
    await expect(checklist.locator('li[data-ok="true"]')).toHaveCount(1);
    await expect(submit).toBeEnabled();
    await expectNoSeriousViolations(page, '/auth (inscription)');
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await expect(checklist.locator('li[data-ok="true"]')).toHaveCount(1);
    await expect(submit).toBeEnabled();
    await page.getByLabel('Nom complet').fill('Awa Koné');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await submit.click();
    await expect(toast(page, 'Inscription réussie')).toBeVisible(SLOW);
    await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();

    // Not confirmed yet: sign-in is refused with the spec's words.
    await page.getByRole('button', { name: /J’ai confirmé mon adresse/ }).click();
    await submitSignIn(page, email);
    await expect(toast(page, 'Email non confirmé. Veuillez vérifier votre boîte mail')).toBeVisible(
      SLOW,
    );

    // The link of the e-mail confirms the address.
    const confirmLink = await linkFromEmail(email, 'confirm');
    await gotoHydrated(page, confirmLink);
    await expect(page.getByText('Votre adresse e-mail est confirmée')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/confirm$/); // the spent token left the address bar
    // The same link tapped again in the mail app: already confirmed, not "invalid".
    const again = await page.context().newPage();
    await gotoHydrated(again, confirmLink);
    await expect(again.getByText(/Votre adresse e-mail est déjà confirmée/)).toBeVisible(SLOW);
    await expect(again.getByText(/invalide ou a expiré/)).toHaveCount(0);
    await again.close();

    // Sign-in from a protected page returns to it.
    await gotoHydrated(page, '/favorites');
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, email);
    await expect(toast(page, 'Connexion réussie')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByText("Vous n'avez pas encore de favoris")).toBeVisible();
    // Signed in, /auth sends the shopper away.
    await gotoHydrated(page, '/auth');
    await expect(page).toHaveURL(/\/$/);

    // A favourite from the product page shows on /favorites.
    await gotoHydrated(page, `/product/${favourite.id}`);
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Ajouter ${favourite.name} aux favoris` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await gotoHydrated(page, '/favorites');
    await expect(page.getByRole('heading', { name: 'Mes Favoris' })).toBeVisible();
    await expect(page.getByRole('link', { name: favourite.name }).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/favorites');

    // An order placed while signed in: checkout knows the shopper's name; /orders shows it.
    await gotoHydrated(page, `/product/${ordered.id}`);
    const product = page.getByRole('main');
    const radio = page.getByRole('radio', { name: new RegExp(`^${sizeOf(ordered)}\\b`) });
    await product.locator('label').filter({ has: radio }).click();
    await product.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expectCartCount(page, 1);
    await gotoHydrated(page, '/cart');
    await page.getByRole('main').getByRole('button', { name: 'PASSER À LA CAISSE' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finaliser votre commande' });
    await expect(checkout.getByLabel('Nom complet')).toHaveValue('Awa Koné');
    await checkout.getByLabel('Téléphone').fill('07 08 09 10 11');
    await checkout.getByLabel('Adresse').fill('Cocody Riviera 2, rue des Jardins');
    await checkout.getByRole('button', { name: 'Confirmer la commande' }).click();
    const payment = page.getByRole('dialog', { name: 'Paiement par Wave' });
    const reference = (await payment.getByTestId('payment-reference').innerText()).trim();
    await payment.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(payment).toBeHidden();
    await gotoHydrated(page, '/orders');
    await expect(page.getByRole('heading', { name: 'Mes Commandes' })).toBeVisible();
    await expect(page.getByText(`Référence ${reference}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/Commande du/).first()).toBeVisible();
    await expect(page.getByRole('table').getByText(ordered.name)).toBeVisible();
    // On a phone the name has the row's width: not a word per line.
    const nameLines = await page
      .getByRole('table')
      .getByText(ordered.name, { exact: true })
      .evaluate((el) => el.getClientRects().length);
    expect(nameLines).toBeLessThanOrEqual(
      Math.max(1, Math.ceil(ordered.name.split(' ').length / 2)),
    );
    await expectNoSeriousViolations(page, '/orders');

    // /vip needs the second factor: the notice leads to the authenticator's set-up.
    await gotoHydrated(page, '/vip');
    await expect(
      page.getByRole('heading', { name: 'Vérification en deux étapes requise' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Activer la vérification' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // Adding a factor takes the account over: the current password first (ADR 0105).
    await expectNoSeriousViolations(page, '/profile (confirmation du mot de passe)');
    const security = page.getByRole('region', { name: 'Sécurité' });
    await security.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await security.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = await page.locator('[data-totp-secret]').getAttribute('data-totp-secret');
    expect(secret).toBeTruthy();
    await expectNoSeriousViolations(page, '/profile (mise en place)');
    await typeCode(page, totp(secret!));
    await page.getByRole('button', { name: 'Activer', exact: true }).click();
    await expect(toast(page, 'MFA activé')).toBeVisible(SLOW);
    const codes = page.getByRole('region', { name: 'Vos codes de récupération' });
    await expect(codes).toBeVisible();
    // The ten codes leave the phone as a text file, the ones shown on the screen.
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      codes.getByRole('button', { name: 'Télécharger (.txt)' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('lagune-codes-de-recuperation.txt');
    const sheetText = await readFile(await sheet.path(), 'utf8');
    const sheetCodes = sheetText.split('\r\n').filter((l) => /^[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(l));
    expect(sheetCodes).toHaveLength(10);
    for (const code of sheetCodes)
      await expect(codes.getByText(code, { exact: true })).toBeVisible();
    expect(sheetText).toContain(`Compte\u202f: ${email}`);
    await page.getByRole('link', { name: 'Continuer vers la page demandée' }).click();
    await expect(page.getByRole('heading', { name: 'Programme VIP' })).toBeVisible();
    // The benefits are the shop's words (Contenu → Programme VIP); the sample's first one.
    await expect(page.getByRole('heading', { name: 'Avant-premières' })).toBeVisible();

    // Sign-out from the account modal.
    const dialog = await openAccountModal(page);
    await expect(dialog.getByRole('tab', { name: 'Mon Compte' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoSeriousViolations(page, 'fenêtre du compte');
    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(toast(page, 'Déconnexion réussie')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/$/);

    // Back to /vip: password, then the authenticator's code, then the page asked for.
    await gotoHydrated(page, '/vip');
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, email);
    await expect(page).toHaveURL(/\/mfa-verification$/);
    await expect(page.getByRole('heading', { name: 'Code de votre application' })).toBeVisible();
    const verify = page.getByRole('button', { name: 'Vérifier le code' });
    await expect(verify).toBeDisabled();
    await expectNoSeriousViolations(page, '/mfa-verification');
    // The activation used this step's code: each code works once, so the next step's.
    await typeCode(page, totp(secret!, 1));
    await verify.click();
    await expect(toast(page, 'Vérification réussie')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page.getByRole('heading', { name: 'Programme VIP' })).toBeVisible();

    // The programme's form, then its thank-you with the e-mail.
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Nom complet' }).fill('Awa Koné');
    await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await main.getByRole('textbox', { name: 'Téléphone' }).fill('+225 07 12 34 56 78');
    await main.getByRole('checkbox').first().check();
    await main
      .getByRole('button', { name: /rejoindre|inscri|devenir/i })
      .first()
      .click();
    await expect(main.getByText(email).first()).toBeVisible();
  });

  test('/settings parle au compte connecté ; ajouter l’e-mail garde les codes de récupération enregistrés', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = freshEmail('reglages');

    // Signed out, /settings invites to sign in.
    await gotoHydrated(page, '/settings');
    const account = page.getByRole('region', { name: 'Votre compte' });
    await expect(account.getByText('Vous n’êtes pas connecté')).toBeVisible();
    await expect(account.getByRole('link', { name: 'Se connecter' })).toBeVisible();

    await signUpAndConfirm(page, email);
    await gotoHydrated(page, '/auth');
    await submitSignIn(page, email);
    await expect(toast(page, 'Connexion réussie')).toBeVisible(SLOW);

    // Signed in, it says who is signed in and never asks to sign in.
    await gotoHydrated(page, '/settings');
    await expect(account.getByText('Connecté en tant que Awa Koné')).toBeVisible();
    await expect(account.getByText(email)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    await expect(page.getByText(/demandent d’être connecté/)).toHaveCount(0);
    await expectNoSeriousViolations(page, '/settings (connecté)');
    await page.screenshot({ path: '.tmp/e2e-results/settings-connecte.png', fullPage: true });

    // The authenticator first: its 10 recovery codes are shown once, and saved.
    await gotoHydrated(page, '/profile');
    const security = page.getByRole('region', { name: 'Sécurité' });
    await security.getByRole('button', { name: /Application d'authentification/ }).click();
    await security.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await security.getByRole('button', { name: 'Continuer', exact: true }).click();
    const secret = await page.locator('[data-totp-secret]').getAttribute('data-totp-secret');
    await typeCode(page, totp(secret!));
    await page.getByRole('button', { name: 'Activer', exact: true }).click();
    await expect(toast(page, 'MFA activé')).toBeVisible(SLOW);
    const codesPanel = page.getByRole('region', { name: 'Vos codes de récupération' });
    const saved = (await codesPanel.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    expect(saved).toHaveLength(10);
    await codesPanel.getByRole('button', { name: 'J’ai enregistré mes codes' }).click();

    // Then e-mail codes: a method joins the account, its saved codes stay.
    await security.getByRole('button', { name: /^Email/ }).click();
    await expect(security.getByText(/Vos codes de récupération restent valables/)).toBeVisible();
    await security.getByLabel('Mot de passe actuel').fill(PASSWORD);
    const sentAfter = new Date(Date.now() - 2_000);
    await security.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(security.getByText(/Nous avons envoyé un code/)).toBeVisible(SLOW);
    await typeCode(page, await codeFromEmail(email, sentAfter));
    await page.getByRole('button', { name: 'Activer', exact: true }).click();
    await expect(toast(page, 'Méthode de vérification ajoutée')).toBeVisible(SLOW);
    await expect(toast(page, 'MFA activé')).toHaveCount(0);
    await expect(codesPanel).toHaveCount(0);
    await expect(security.getByText(/Codes de récupération restants/)).toContainText('10');
    await page.screenshot({ path: '.tmp/e2e-results/profil-methode-ajoutee.png', fullPage: true });

    // Signed out and back: a saved, unused recovery code still opens the account.
    const dialog = await openAccountModal(page);
    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(toast(page, 'Déconnexion réussie')).toBeVisible(SLOW);
    await gotoHydrated(page, '/auth');
    await submitSignIn(page, email);
    await expect(page).toHaveURL(/\/mfa-verification$/);
    await page.locator('label').filter({ hasText: 'Codes de récupération' }).click();
    await page.getByLabel('Code de récupération').fill(saved[3]!);
    await page.getByRole('button', { name: 'Vérifier le code' }).click();
    await expect(toast(page, 'Vérification réussie')).toBeVisible(SLOW);
    await expect(toast(page, 'Code MFA invalide')).toHaveCount(0);
  });

  test('le panier d’un invité le suit à la connexion, et une déconnexion se voit dans tous les onglets', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = freshEmail('panier');
    await signUpAndConfirm(page, email);

    // A guest puts a product in the cart, then signs in: the line is still there, saved.
    await gotoHydrated(page, `/product/${carted.id}`);
    const main = page.getByRole('main');
    const radio = page.getByRole('radio', { name: new RegExp(`^${sizeOf(carted)}\\b`) });
    await main.locator('label').filter({ has: radio }).click();
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expectCartCount(page, 1);

    await gotoHydrated(page, '/auth');
    await submitSignIn(page, email);
    await expect(toast(page, 'Connexion réussie')).toBeVisible(SLOW);
    await expectCartCount(page, 1);
    await expect
      .poll(async () => {
        const saved = await page.request.get('/api/cart');
        return ((await saved.json()) as { items: { productId: string }[] }).items.map(
          (i) => i.productId,
        );
      })
      .toEqual([carted.id]);

    // A second tab on a protected page follows a sign-out made in the first.
    const other = await page.context().newPage();
    await gotoHydrated(other, '/profile');
    await expect(other.getByRole('heading', { name: 'Mon Profil' })).toBeVisible();
    await expectNoSeriousViolations(other, '/profile');
    const dialog = await openAccountModal(page);
    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(toast(page, 'Déconnexion réussie')).toBeVisible(SLOW);
    await expect(other).toHaveURL(/\/auth$/);
    // The account keeps its cart; this browser's copy goes with the session.
    expect(await cartCount(page)).toBe(0);
  });

  test('mot de passe oublié : lien par e-mail, nouveau mot de passe, connexion', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = freshEmail('oubli');
    await signUpAndConfirm(page, email);

    await gotoHydrated(page, '/auth');
    await (await hydrated(page.getByRole('button', { name: 'Mot de passe oublié ?' }))).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /e-mail/i })
        .first(),
    ).toBeVisible();

    await gotoHydrated(page, await linkFromEmail(email, 'reset'));
    const fresh = 'Nouveau#Depart2026';
    await (await hydrated(page.getByLabel('Nouveau mot de passe'))).fill(fresh);
    await page.getByLabel('Confirmer le mot de passe').fill('Autre#Chose2026');
    await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await page.getByLabel('Confirmer le mot de passe').fill(fresh);
    await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await expect(toast(page, 'Votre mot de passe a été mis à jour')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/auth$/);

    await submitSignIn(page, email, PASSWORD);
    await expect(toast(page, 'Email ou mot de passe incorrect')).toBeVisible(SLOW);
    await submitSignIn(page, email, fresh);
    await expect(toast(page, 'Connexion réussie')).toBeVisible(SLOW);
  });
});
