// The admin's Paramètres tab at the owner's phone width (issue 20, item 4). Saving real values is
// tested by the API tests (src/server/shop/settings-admin.test.ts) and their reaching every cached
// page by src/server/pages/pages.test.ts: here no value is saved, since every other spec of this
// run reads the same shop settings at the same time.
import { expect, test } from '@playwright/test';
import { SETTINGS_TEXT } from '../../src/shared/api/admin-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../src/shared/config/shop-settings.ts';
import { useAdminSession } from './support/admin.ts';
import { allViolations, atRest } from './support/axe.ts';
import { exact, gotoHydrated } from './support/shop.ts';

test('Paramètres : les valeurs de la boutique, un fixe refusé pour WhatsApp, sans erreur axe', async ({
  page,
}) => {
  await useAdminSession(page);
  await gotoHydrated(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Paramètres' }).click();

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('Numéro Wave')).toHaveValue(DEFAULT_SHOP_SETTINGS.waveNumber);
  await expect(panel.getByLabel('E-mail de contact')).toHaveValue(DEFAULT_SHOP_SETTINGS.email);
  const save = panel.getByRole('button', { name: 'Enregistrer les paramètres' });
  // Nothing changed yet: nothing to save.
  await expect(save).toBeDisabled();
  await atRest(page);
  expect(await allViolations(page, '[role="tabpanel"]')).toBe('');

  const whatsapp = panel.getByLabel('Numéro WhatsApp');
  await whatsapp.fill('+225 27 20 00 00 00');
  const saving = page.waitForRequest(
    (r) => r.url().endsWith('/api/admin/settings') && r.method() === 'PUT',
    { timeout: 1_500 },
  );
  await save.click();
  await expect(panel.getByRole('alert')).toHaveText(SETTINGS_TEXT.whatsappLandline);
  await expect(whatsapp).toBeFocused();
  await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
  await expect(saving).rejects.toThrow();
  await page.screenshot({ path: '.tmp/e2e-results/admin-settings.png', fullPage: true });
  expect(await allViolations(page, '[role="tabpanel"]')).toBe('');

  // The saved values did not move.
  const saved = await page.request.get('/api/admin/settings');
  expect((await saved.json()).settings).toEqual(DEFAULT_SHOP_SETTINGS);
});
