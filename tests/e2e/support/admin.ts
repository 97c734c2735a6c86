import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { totpCode } from '../../../src/server/auth/totp.ts';

/**
 * The administrator the e2e server creates at first start (playwright.config.ts passes these as
 * ADMIN_EMAIL / ADMIN_PASSWORD). The password passes the server's leaked-password check.
 */
export const E2E_ADMIN = {
  email: 'admin@lagune.test',
  password: 'Lagune-E2E-Admin-2026!',
} as const;

/**
 * The e2e admin's authenticator, enrolled by the first sign-in and kept beside the e2e data folder
 * for every worker (a real admin keeps it in a phone app). `lastStep` is the last 30-second step a
 * code was used for: a code works once, so sign-ins share the file under a lock. The server also
 * refuses a code older than the last one used, so while a code handed to a test to type in the
 * dialog is not typed yet (`heldUntil`), sign-ins through the API wait instead of using a later one.
 */
const AUTHENTICATOR_FILE = path.join(
  process.env.LAGUNE_E2E_DATA_DIR ?? path.resolve('.tmp/e2e-data'),
  'e2e-admin-totp.json',
);
const LOCK = `${AUTHENTICATOR_FILE}.lock`;
type Authenticator = { secret: string; lastStep: number; heldUntil?: number };
/** How long a code handed to the dialog holds the others back at most (a test that failed). */
const HOLD_MS = 45_000;

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A worker that died holding it leaves a stale lock: a sign-in never takes a minute.
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 60_000) rmSync(LOCK, { recursive: true });
      } catch {
        // gone meanwhile
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function readAuthenticator(): Authenticator | undefined {
  return existsSync(AUTHENTICATOR_FILE)
    ? (JSON.parse(readFileSync(AUTHENTICATOR_FILE, 'utf8')) as Authenticator)
    : undefined;
}

/**
 * A code no sign-in used yet (the step before now, now, or the next: the server takes ±1). A code
 * to be typed by hand starts from now (`earliest` 0), so it is still good a few seconds later.
 */
async function nextCode(auth: Authenticator, earliest = -1): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  // The step before now is good only until this step ends: taken only with 10 s of it left.
  const from = earliest < 0 && Date.now() % 30_000 >= 20_000 ? 0 : earliest;
  const step = Math.max(now + from, auth.lastStep + 1);
  if (step > now + 1)
    await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 50));
  writeFileSync(AUTHENTICATOR_FILE, JSON.stringify({ ...auth, lastStep: step }));
  return totpCode(auth.secret, step * 30_000);
}

/**
 * Signs in through the API with the password and the second factor every admin route needs: the
 * cookie lands in the context that owns `request` (page.request). The first sign-in of the run
 * enrols the authenticator, as the dialog does at an admin's first sign-in.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  for (;;) {
    const signedIn = await withLock(async () => {
      // A code handed to the dialog and not typed yet: a later one used now would void it.
      if ((readAuthenticator()?.heldUntil ?? 0) > Date.now()) return false;
      const response = await request.post('/api/admin/sign-in', {
        data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
      });
      expect(response.status(), await response.text()).toBe(200);
      const state = (await response.json()) as { mfaEnrollmentRequired: boolean };
      let done;
      if (state.mfaEnrollmentRequired) {
        const enrol = await request.post('/api/auth/mfa/totp/enroll', {
          data: { currentPassword: E2E_ADMIN.password },
        });
        expect(enrol.status(), await enrol.text()).toBe(200);
        const { secret } = (await enrol.json()) as { secret: string };
        const code = await nextCode({ secret, lastStep: -1 });
        done = await request.post('/api/auth/mfa/totp/activate', { data: { code } });
      } else {
        const code = await nextCode(readAuthenticator()!);
        done = await request.post('/api/auth/mfa/verify', {
          data: { method: 'authenticator', code },
        });
      }
      expect(done.status(), await done.text()).toBe(200);
      return true;
    });
    if (signedIn) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const SESSION_FILE = path.join(path.dirname(AUTHENTICATOR_FILE), 'e2e-admin-session.json');

/**
 * Gives `page` a signed-in administrator's session (second factor passed). One session serves
 * every test that only needs to be the admin: each sign-in spends an authenticator code, and codes
 * come one per 30 seconds, so signing in for each test made the run wait on the clock. A test that
 * signs out must sign in with `signInAsAdmin` instead (its own session, not this shared one).
 */
export async function useAdminSession(page: Page): Promise<void> {
  const cached = existsSync(SESSION_FILE)
    ? (JSON.parse(readFileSync(SESSION_FILE, 'utf8')) as { name: string; value: string })
    : undefined;
  if (cached) {
    const check = await page.request.get('/api/admin/stats', {
      headers: { cookie: `${cached.name}=${cached.value}` },
    });
    if (check.ok()) {
      // The shop's address as the request context resolves it (its baseURL).
      const url = new URL(check.url()).origin;
      await page.context().addCookies([{ ...cached, url }]);
      return;
    }
  }
  await signInAsAdmin(page.request);
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('lagune_session'));
  if (session)
    writeFileSync(SESSION_FILE, JSON.stringify({ name: session.name, value: session.value }));
}

/**
 * Makes sure the e2e admin has its authenticator (a throwaway API context signs in, enrols if
 * needed, and signs out), then hands a fresh code to type in the dialog.
 */
export async function adminCodeForDialog(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signInAsAdmin(api);
    await api.post('/api/auth/sign-out');
  } finally {
    await api.dispose();
  }
  return withLock(async () => {
    const code = await nextCode(readAuthenticator()!, 0);
    writeFileSync(
      AUTHENTICATOR_FILE,
      JSON.stringify({ ...readAuthenticator()!, heldUntil: Date.now() + HOLD_MS }),
    );
    return code;
  });
}

/** The dialog's code was typed: sign-ins through the API may go on. */
export async function releaseDialogCode(): Promise<void> {
  await withLock(async () => {
    const auth = readAuthenticator();
    if (auth) writeFileSync(AUTHENTICATOR_FILE, JSON.stringify({ ...auth, heldUntil: 0 }));
  });
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
