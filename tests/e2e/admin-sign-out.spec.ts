import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin.ts';
import { exact, gotoHydrated } from './support/shop.ts';

test('se déconnecter de l’admin : un seul toast « Déconnexion réussie », et plus aucune requête admin ni refus après', async ({
  page,
}) => {
  // Its own session (this test ends it): not the shared one of useAdminSession. Its sign-in may
  // wait for the dialog test's code to be typed (tests/e2e/support/admin.ts).
  test.slow();
  await signInAsAdmin(page.request);
  await gotoHydrated(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: exact('Tableau de bord administrateur') }),
  ).toBeVisible();
  await expect(page.getByText('Mises à jour en temps réel activées')).toBeVisible();
  // Visit the other tabs, so their queries exist (and could be refetched) at sign-out.
  for (const tab of ['Clients', 'Produits', 'Messages', 'Commandes'])
    await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('list', { name: 'Chiffres clés' })).not.toContainText('…');
  // Back on 'Commandes', the tab shows its pending-orders notices once its counts are
  // there: those belong to the visit, not to the sign-out.
  await expect(page.getByRole('button', { name: /^Toutes \(\d+\)$/ })).toBeVisible();

  // Every toast that appears from the click on: its text, once. Toasts already on screen (the
  // pending-orders notices of the visit) are not the sign-out's.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    const before = new Set(document.querySelectorAll('[data-toast]'));
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement) {
            const toasts = node.matches('[data-toast]')
              ? [node]
              : [...node.querySelectorAll<HTMLElement>('[data-toast]')];
            for (const t of toasts) if (!before.has(t)) seen.push(t.textContent ?? '');
          }
    }).observe(document.body, { childList: true, subtree: true });
  });
  let signedOut = false;
  const after: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (signedOut && url.pathname.startsWith('/api/admin'))
      after.push(`${request.method()} ${url.pathname}`);
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/sign-out')) signedOut = true;
    else if (signedOut && [401, 403].includes(response.status()))
      after.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('[data-toast]').getByText('Déconnexion réussie')).toBeVisible();
  await expect(page.locator('[data-toast]').filter({ visible: true })).toHaveCount(1);
  // Long enough for the live channel's retry (5 s) and a refetch to have shown themselves.
  await page.waitForTimeout(6_500);
  const toasts = await page.evaluate(
    () => (window as unknown as { toastsSeen?: string[] }).toastsSeen ?? [],
  );
  // Distinct texts: a toaster mounted by the storefront shows the same toast again (one node more).
  expect([...new Set(toasts.map((t) => t.replace(/\s+/g, ' ').trim()))]).toEqual([
    'Déconnexion réussieÀ bientôt chez LAGUNE',
  ]);
  expect(after, 'requêtes admin ou refus après la déconnexion').toEqual([]);
});
