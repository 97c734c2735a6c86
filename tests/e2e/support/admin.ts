import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The administrator the e2e server creates at first start (playwright.config.ts passes these as
 * ADMIN_EMAIL / ADMIN_PASSWORD). The password passes the server's leaked-password check.
 */
export const E2E_ADMIN = {
  email: 'admin@lagune.test',
  password: 'Lagune-E2E-Admin-2026!',
} as const;

/** Signs in through the API: the cookie lands in the context that owns `request` (page.request). */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/admin/sign-in', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the admin sign-in: the header icon from sm, the menu on phones. */
export async function openAdminDialog(page: Page): Promise<Locator> {
  const icon = page
    .getByRole('banner')
    .getByRole('button', { name: 'Espace administrateur' })
    .filter({ visible: true });
  if ((await icon.count()) > 0) {
    await icon.click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).first().click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Espace administrateur' })
      .click();
  }
  const dialog = page.getByRole('dialog', { name: 'Connexion administrateur' });
  await expect(dialog).toBeVisible();
  return dialog;
}
