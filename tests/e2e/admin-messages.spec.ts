import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { DEFAULT_SHOP_SETTINGS } from '../../src/shared/config/shop-settings.ts';
import { useAdminSession } from './support/admin.ts';
import { allViolations, atRest } from './support/axe.ts';
import { exact, gotoHydrated, toast } from './support/shop.ts';

/** The server of playwright.config.ts writes e-mails here (no SMTP_URL in tests). */
const OUTBOX = path.join(process.env.LAGUNE_E2E_DATA_DIR ?? '', 'outbox');

/** The subject of the e-mail to `to` whose subject contains `text`, once it is in the outbox. */
async function mailSubject(to: string, text: string): Promise<string | undefined> {
  let names: string[] = [];
  try {
    names = (await readdir(OUTBOX)).filter((n) => n.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const name of names) {
    const mail = await simpleParser(await readFile(path.join(OUTBOX, name)));
    const recipients = [mail.to ?? []].flat().map((a) => a.text.toLowerCase());
    if (recipients.some((r) => r.includes(to)) && mail.subject?.includes(text)) return mail.subject;
  }
  return undefined;
}

async function sendContactMessage(page: Page, subject: string) {
  await gotoHydrated(page, '/contact');
  const main = page.getByRole('main');
  const field = (name: string | RegExp) => main.getByRole('textbox', { name });
  await field(exact('Nom')).fill('Mariam Bamba');
  await field(/^e-?mail$/i).fill('mariam.bamba@example.ci');
  await field('Téléphone WhatsApp (facultatif)').fill('07 45 67 89 01');
  await field(exact('Sujet')).fill(subject);
  await field(exact('Message')).fill('Bonjour, la robe wax existe-t-elle en taille L ? Merci.');
  await main.getByRole('button', { name: /envoyer/i }).click();
  await expect(toast(page, 'Message envoyé')).toBeVisible();
}

test('un message envoyé depuis /contact arrive dans la boîte mail de la boutique et dans l’onglet Messages, qui se lit, répond et archive au téléphone', async ({
  page,
}) => {
  // One subject per run: the e2e database keeps the messages of earlier tests.
  const subject = `Taille robe ${randomUUID().slice(0, 8)}`;
  await sendContactMessage(page, subject);
  await expect
    .poll(() => mailSubject(DEFAULT_SHOP_SETTINGS.email, subject), {
      message: 'e-mail à la boutique',
    })
    .toContain(subject);

  await useAdminSession(page);
  await page.goto('/admin/dashboard');
  const cards = page.getByRole('list', { name: 'Chiffres clés' });
  await cards.getByRole('button', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/onglet=messages/);
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const inbox = page.getByRole('list', { name: 'Messages reçus' });
  const item = inbox.getByRole('listitem').filter({ hasText: subject });
  const opener = item.getByRole('button', { name: new RegExp(subject) });
  await expect(opener).toBeVisible();
  await expect(opener).toContainText('(non lu)');
  // Newest first: the message just sent heads the list (nothing else writes to it meanwhile).
  await expect(inbox.getByRole('listitem').first()).toContainText(subject);
  await atRest(page);
  expect(await allViolations(page), 'axe, onglet Messages').toBe('');

  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(
    item.getByText('Bonjour, la robe wax existe-t-elle en taille L ? Merci.'),
  ).toBeVisible();
  // Opening reads it: no longer unread, and the card's figure is the server's count again.
  await expect(opener).not.toContainText('(non lu)');
  const mailto = await item.getByRole('link', { name: 'Répondre par e-mail' }).getAttribute('href');
  expect(mailto).toMatch(/^mailto:mariam\.bamba@example\.ci\?subject=Re/);
  expect(decodeURIComponent(mailto!)).toContain(subject);
  const whatsapp = await item
    .getByRole('link', { name: 'Répondre sur WhatsApp' })
    .getAttribute('href');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/2250745678901\?text=Bonjour/);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/admin/messages');
      const unread = ((await response.json()) as { unread: number }).unread;
      const shown = await cards.getByRole('listitem').filter({ hasText: 'non lus' }).innerText();
      return shown.split('\n').some((line) => line.trim() === String(unread));
    })
    .toBe(true);
  await atRest(page);
  expect(await allViolations(page), 'axe, message ouvert').toBe('');

  await item.getByRole('button', { name: 'Archiver' }).click();
  await expect(inbox.getByText(subject)).toHaveCount(0);
  await page.getByRole('button', { name: 'Archivés' }).click();
  await expect(
    page.getByRole('list', { name: 'Messages archivés' }).getByText(subject),
  ).toBeVisible();
});
