import { expect, test, type Page, type Request } from '@playwright/test';

// Issue 24, item 1: nothing typed is lost. On a slow phone /auth shows its form (the server's
// HTML) seconds before its JavaScript runs and the session check answers; what the shopper typed
// meanwhile must still be there afterwards (it was wiped when the session answered).

/** Holds GET /api/auth/session until `release()` (the check a slow network keeps pending). */
async function holdSessionCheck(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: (request: Request) => void;
  const askedFor = new Promise<Request>((resolve) => (asked = resolve));
  await page.route('**/api/auth/session', async (route) => {
    asked(route.request());
    await held;
    await route.continue();
  });
  return { release, askedFor };
}

/** Two frames: what React does with an answer has reached the screen. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test('/auth : le texte saisi avant le JavaScript et la réponse de la session reste', async ({
  page,
}) => {
  // The page's scripts are held too: the shopper types into the server's HTML.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const session = await holdSessionCheck(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Connexion' });
  const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
  await email.fill('awa.kone@example.ci');

  releaseScripts();
  await session.askedFor;
  const answered = page.waitForResponse('**/api/auth/session');
  session.release();
  await answered;
  await settle(page);
  await expect(email).toHaveValue('awa.kone@example.ci');
});
