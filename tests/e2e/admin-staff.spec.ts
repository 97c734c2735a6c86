// 'Équipe' at the owner's phone width (docs/decisions/0200, 0201): the owner invites a vendeur,
// the vendeur follows the e-mailed link, chooses a password, enrols an authenticator at her first
// sign-in, and finds neither the Paramètres tab nor its API.
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { totpCode } from '../../src/server/auth/totp.ts';
import { E2E_ADMIN, openAdminDialog, useAdminSession } from './support/admin.ts';
import { freshEmail, SLOW } from './support/account.ts';
import { exact, gotoHydrated, toast } from './support/shop.ts';

/** The server of playwright.config.ts writes e-mails here (no SMTP_URL in tests). */
const OUTBOX = path.join(process.env.LAGUNE_E2E_DATA_DIR ?? '', 'outbox');

/** The invitation link's path and fragment in the e-mail sent to `to`, read as a mail client would. */
async function invitationLink(to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(OUTBOX).catch(() => [])).filter((n) => n.endsWith('.eml'));
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(OUTBOX, name)));
          const recipients = [mail.to ?? []].flat().map((a) => a.text.toLowerCase());
          if (!recipients.some((r) => r.includes(to))) continue;
          const match = /https?:\/\/[^\s"'<>]*(\/admin\/invitation#[\w-]+)/.exec(mail.text ?? '');
          if (match) return (found = match[1]);
        }
        return undefined;
      },
      { message: `invitation pour ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

const VENDEUR_PASSWORD = 'Garba#Adjame2026';

test('Équipe : la propriétaire invite un vendeur, qui crée son mot de passe, active sa 2FA et ne voit pas Paramètres', async ({
  page,
  browser,
}) => {
  const email = freshEmail('vendeur');
  await useAdminSession(page);
  await gotoHydrated(page, '/admin/dashboard?onglet=equipe');
  await expect(page.getByRole('tab', { name: 'Équipe' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Nom complet').fill('Koffi Yao');
  await panel.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await panel.getByRole('radio', { name: 'Vendeur' }).check();
  await panel.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer l’invitation' });
  await confirm.getByLabel('Mot de passe actuel').fill(E2E_ADMIN.password);
  await confirm.getByRole('button', { name: 'Confirmer et inviter' }).click();
  await expect(toast(page, 'Invitation envoyée.')).toBeVisible(SLOW);
  await expect(panel.getByText(email)).toBeVisible();

  // The vendeur, in her own browser.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const vendeur = await context.newPage();
  await gotoHydrated(vendeur, await invitationLink(email));
  await expect(vendeur.getByText('Koffi Yao')).toBeVisible();
  await vendeur.getByLabel('Mot de passe', { exact: true }).fill(VENDEUR_PASSWORD);
  await vendeur.getByLabel('Confirmer le mot de passe').fill(VENDEUR_PASSWORD);
  await vendeur.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    vendeur.getByRole('status').filter({ hasText: 'Votre compte est créé' }),
  ).toBeVisible(SLOW);

  // First sign-in: the enrolment of an authenticator app before anything else.
  await vendeur.getByRole('link', { name: 'Aller à la boutique' }).click();
  await vendeur.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const dialog = await openAdminDialog(vendeur);
  await dialog.getByLabel("Nom d'utilisateur").fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(VENDEUR_PASSWORD);
  const enrolled = vendeur.waitForResponse((r) => r.url().endsWith('/api/auth/mfa/totp/enroll'));
  await dialog.getByRole('button', { name: /Se connecter/ }).click();
  const { secret } = (await (await enrolled).json()) as { secret: string };
  await dialog.getByLabel(/Code à 6 chiffres/).fill(totpCode(secret, Date.now()));
  await dialog.getByRole('button', { name: 'Activer et continuer' }).click();
  await dialog.getByRole('button', { name: /^J’ai noté mes codes/ }).click(SLOW);

  await expect(
    vendeur.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(vendeur.getByRole('tab', { name: 'Commandes' })).toBeVisible();
  await expect(vendeur.getByRole('tab', { name: 'Paramètres' })).toHaveCount(0);
  await expect(vendeur.getByRole('tab', { name: 'Équipe' })).toHaveCount(0);
  const settings = await vendeur.request.get('/api/admin/settings');
  expect(settings.status()).toBe(403);
  expect((await settings.json()).error.code).toBe('owner_only');
  await context.close();
});
