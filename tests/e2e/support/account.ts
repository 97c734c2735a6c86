import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { base32Decode, hotp, stepAt } from '../../../src/server/auth/totp.ts';
import { gotoHydrated, hydrated, toast } from './shop.ts';

export { hydrated };

/**
 * For answers that hash a password (sign-up, sign-in, reset: scrypt at its real cost) or rotate a
 * session: a few hundred ms alone, seconds on a loaded CI machine.
 */
export const SLOW = { timeout: 20_000 };

/** A password that meets the four rules and is on no leaked list. */
export const PASSWORD = 'Lagune#Plateau42';

/** The server of playwright.config.ts writes e-mails here (no SMTP_URL in tests). */
const OUTBOX = path.join(process.env.LAGUNE_E2E_DATA_DIR ?? '', 'outbox');

/** A fresh address per test run and per test, so reruns and parallel workers never collide. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.ci`;
}

/**
 * The first link to `<PUBLIC_URL>/auth/<kind>?token=…` in an e-mail sent to `to`, read from the
 * outbox the way a mail client would (MIME parsed, quoted-printable decoded). Only the path and
 * query are kept: the test server's origin is not PUBLIC_URL.
 */
export async function linkFromEmail(to: string, kind: 'confirm' | 'reset'): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*(/auth/${kind}\\?token=[\\w-]+)`);
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
          const match = pattern.exec(mail.text ?? '');
          if (match) return (found = match[1]);
        }
        return undefined;
      },
      { message: `e-mail ${kind} pour ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * The authenticator's code for `secret`, `stepsAhead` 30-second steps from now. The server takes a
 * code of the current step or one either side, each step once: a second code within the same 30 s
 * uses the next step.
 */
export function totp(secret: string, stepsAhead = 0): string {
  return hotp(base32Decode(secret), stepAt(Date.now()) + stepsAhead);
}

/** Types a code into the 6-slot input (one real input under the slots). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const input = page.locator('input[autocomplete="one-time-code"]').first();
  await input.click();
  await input.pressSequentially(code);
}

/** Signs up through /auth and opens the confirmation link of the e-mail. */
export async function signUpAndConfirm(page: Page, email: string, fullName = 'Awa Koné') {
  await gotoHydrated(page, '/auth');
  await (await hydrated(page.getByRole('button', { name: 'Créer un compte' }))).click();
  await page.getByLabel('Nom complet').fill(fullName);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(toast(page, 'Inscription réussie')).toBeVisible(SLOW);
  await gotoHydrated(page, await linkFromEmail(email, 'confirm'));
  await expect(page.getByText('Votre adresse e-mail est confirmée')).toBeVisible();
}

/** Fills and sends the sign-in form of /auth (already open). */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  await (await hydrated(page.getByLabel('E-mail', { exact: true }))).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Opens the account modal from the header. */
export async function openAccountModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
