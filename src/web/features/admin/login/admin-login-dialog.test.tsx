// @vitest-environment jsdom
import { ADMIN_SIGN_IN_LOCKED } from '@shared/api/admin.ts';
import type { SessionState } from '@shared/api/auth.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import AdminLoginDialog, { SIGN_IN_WAIT_MS } from './admin-login-dialog';
import { frenchSpacing } from '@shared/format/typography.ts';

/** The server's words for a wrong code (MFA_ERRORS.invalidCode). */
const INVALID_CODE =
  'Code incorrect. Vérifiez-le et réessayez (avec l’application, vérifiez aussi que votre téléphone est à l’heure).';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function session(
  status: SessionState['status'],
  role: 'admin' | 'customer' = 'admin',
): SessionState {
  return {
    status,
    user:
      status === 'anonymous'
        ? null
        : {
            id: '5a0d6f2e-8c1b-4d3a-9e7f-1b2c3d4e5f60',
            email: 'admin@lagune.ci',
            fullName: 'Administrateur',
            role,
            securityLevel: role === 'admin' ? 'enhanced' : 'standard',
            mfaMethod: role === 'admin' ? 'authenticator' : null,
          },
    // An admin signed in is one who passed the second factor (ADR 0106).
    hasMfa: status !== 'anonymous' && role === 'admin',
    assuranceLevel:
      status === 'anonymous' ? 0 : status === 'authenticated' && role === 'admin' ? 2 : 1,
    mfaMethods: status === 'anonymous' ? [] : ['authenticator', 'recovery'],
    recoveryCodesLeft: 0,
    mfaEnrollmentRequired: false,
    mfaDemo: false,
    expiresAt: null,
  };
}

let current: SessionState;
let signIn: (body: { username: string; password: string; code?: string }) => Response;
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  if (url === '/api/auth/session') return json(current);
  if (url === '/api/admin/sign-in') return signIn(JSON.parse(String(init.body)));
  if (url === '/api/auth/mfa/totp/enroll') {
    const { currentPassword } = JSON.parse(String(init.body)) as { currentPassword?: string };
    return currentPassword === 'Bon-mot-de-passe-1'
      ? json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://x',
          qrSvg: '<svg/>',
        })
      : json({ error: { code: 'wrong_password', message: 'Mot de passe actuel incorrect' } }, 400);
  }
  if (url === '/api/auth/mfa/totp/activate') {
    const { code } = JSON.parse(String(init.body)) as { code: string };
    return code === '654321'
      ? json({ recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'], session: session('authenticated') })
      : json({ error: { code: 'invalid_code', message: INVALID_CODE } }, 400);
  }
  if (url === '/api/auth/mfa/verify') {
    const { code } = JSON.parse(String(init.body)) as { code: string };
    return code === '123456'
      ? json(session('authenticated'))
      : json({ error: { code: 'invalid_code', message: 'Code invalide' } }, 401);
  }
  throw new Error(`appel inattendu : ${url}`);
});

function renderDialog() {
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<AdminLoginDialog onClose={onClose} />} />
        <Route path="/admin/dashboard" element={<p>TABLEAU</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  current = session('anonymous');
  signIn = () =>
    json(
      {
        error: {
          code: 'invalid_credentials',
          message: "Nom d'utilisateur ou mot de passe incorrect",
        },
      },
      401,
    );
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  vi.mocked(notify).mockClear();
});

async function fillAndSubmit(password = 'mauvais') {
  const dialog = await screen.findByRole('dialog', { name: 'Connexion administrateur' });
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'admin@lagune.ci');
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  return dialog;
}

describe('AdminLoginDialog (admin sign-in)', () => {
  it('a wrong password: one second, then the inline message and the toast', async () => {
    renderDialog();
    const started = Date.now();
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_WAIT_MS - 50);
    expect(alert).toHaveTextContent("Nom d'utilisateur ou mot de passe incorrect");
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Échec de l'authentification", variant: 'destructive' }),
    );
    expect(localStorage.getItem('isAdminAuthenticated')).toBeNull();
  });

  it('empty fields are named before anything is sent', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText("Veuillez entrer votre nom d'utilisateur")).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer un mot de passe')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([u]) => u === '/api/admin/sign-in')).toBe(false);
  });

  it('the server’s field messages go on their fields, the first one focused', async () => {
    signIn = () =>
      json(
        {
          error: {
            code: 'validation_error',
            message: 'Certains champs sont invalides. Veuillez les corriger.',
            fields: { password: "Nom d'utilisateur ou mot de passe incorrect" },
          },
        },
        400,
      );
    renderDialog();
    await fillAndSubmit();
    const password = screen.getByLabelText('Mot de passe');
    await waitFor(
      () =>
        expect(password).toHaveAccessibleDescription("Nom d'utilisateur ou mot de passe incorrect"),
      { timeout: 3000 },
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText("Nom d'utilisateur")).not.toHaveAttribute('aria-invalid');
  });

  it('the enrolment refuses a code that is not 6 digits before sending it', async () => {
    signIn = () =>
      json({
        ...session('authenticated'),
        assuranceLevel: 1,
        hasMfa: false,
        mfaEnrollmentRequired: true,
      });
    renderDialog();
    await fillAndSubmit('Bon-mot-de-passe-1');
    const code = await screen.findByLabelText(/Code à 6 chiffres affiché/, {}, { timeout: 3000 });
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Activer et continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez entrer un code à 6 chiffres valide',
    );
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('Veuillez entrer un code à 6 chiffres valide');
    expect(fetchSpy.mock.calls.some(([u]) => u === '/api/auth/mfa/totp/activate')).toBe(false);
  });

  it('success: the hint, the toast, and the dashboard', async () => {
    signIn = ({ username, password }) =>
      username === 'admin@lagune.ci' && password === 'Bon-mot-de-passe-1'
        ? json(session('authenticated'))
        : json({ error: { code: 'x', message: 'non' } }, 401);
    const { onClose } = renderDialog();
    await fillAndSubmit('Bon-mot-de-passe-1');
    expect(await screen.findByText('TABLEAU', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
    expect(onClose).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Connexion réussie' }));
  });

  it('a second factor: the code step, then the dashboard', async () => {
    signIn = () => json(session('mfa_required'));
    renderDialog();
    await fillAndSubmit('Bon-mot-de-passe-1');
    const code = await screen.findByLabelText('Code à 6 chiffres', {}, { timeout: 3000 });
    expect(screen.getByLabelText('Méthode')).toHaveValue('authenticator');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code invalide');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le code' }));
    expect(await screen.findByText('TABLEAU')).toBeInTheDocument();
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
  });

  it('a first sign-in enrols the authenticator (the password typed re-authenticates), shows the recovery codes, then the dashboard', async () => {
    signIn = () =>
      json({
        ...session('authenticated'),
        assuranceLevel: 1,
        hasMfa: false,
        mfaEnrollmentRequired: true,
      });
    renderDialog();
    await fillAndSubmit('Bon-mot-de-passe-1');
    const code = await screen.findByLabelText(/Code à 6 chiffres affiché/, {}, { timeout: 3000 });
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // One phone: the key opens the authenticator app, or is copied.
    expect(
      screen.getByRole('link', { name: 'Ouvrir dans l’application d’authentification' }),
    ).toHaveAttribute('href', 'otpauth://x');
    expect(screen.getByRole('button', { name: 'Copier la clé' })).toBeInTheDocument();
    const enrol = fetchSpy.mock.calls.find(([u]) => u === '/api/auth/mfa/totp/enroll');
    expect(JSON.parse(String(enrol![1]!.body))).toEqual({ currentPassword: 'Bon-mot-de-passe-1' });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Activer et continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CODE);
    // Not in before the factor works.
    expect(localStorage.getItem('isAdminAuthenticated')).toBeNull();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Activer et continuer' }));
    const codes = await screen.findByRole('list', { name: 'Codes de récupération' });
    expect(codes).toHaveTextContent('AAAAA-BBBBB');
    for (const name of ['Télécharger (.txt)', 'Copier', 'Imprimer'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Words she can act on, never a command line.
    expect(document.body).not.toHaveTextContent(/npm|reset-mfa/);
    await userEvent.click(
      screen.getByRole('button', { name: frenchSpacing('J’ai noté mes codes : continuer') }),
    );
    expect(await screen.findByText('TABLEAU')).toBeInTheDocument();
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
  });

  it('a paused account: the server says so, and the app’s code typed with the password gets through', async () => {
    signIn = ({ code }) =>
      code === '246810'
        ? json(session('authenticated'))
        : json({ error: { code: 'rate_limited', message: ADMIN_SIGN_IN_LOCKED } }, 429);
    renderDialog();
    await fillAndSubmit('Bon-mot-de-passe-1');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      ADMIN_SIGN_IN_LOCKED,
    );
    const unlock = screen.getByLabelText('Code de l’application ou code de récupération');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Bon-mot-de-passe-1');
    await userEvent.type(unlock, '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('TABLEAU', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('an admin already signed in goes straight to the dashboard', async () => {
    current = session('authenticated');
    renderDialog();
    expect(await screen.findByText('TABLEAU')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a customer session still gets the form', async () => {
    current = session('authenticated', 'customer');
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Connexion administrateur' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("Nom d'utilisateur")).toHaveFocus());
  });
});
