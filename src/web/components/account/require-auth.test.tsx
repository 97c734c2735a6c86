// @vitest-environment jsdom
import type { SessionState } from '@shared/api/auth.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applySession,
  applySignedOut,
  resetAuthForTests,
  setSessionEffectsForTests,
} from '~/lib/auth/session-store';
import RequireAuth from './require-auth';

/** Where the guard sent the shopper, and the origin it remembered. */
function Landing() {
  const location = useLocation();
  return <p>{`${location.pathname} depuis ${(location.state as { from?: string }).from}`}</p>;
}

function renderAt(path: string, level: 1 | 2 = 1) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/orders"
          element={
            <RequireAuth level={level}>
              <h1>Mes Commandes</h1>
            </RequireAuth>
          }
        />
        <Route path="/auth" element={<Landing />} />
        <Route path="/" element={<p>Accueil</p>} />
        <Route path="/mfa-verification" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signedIn: SessionState = {
  status: 'authenticated',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'awa@example.ci',
    fullName: 'Awa Koné',
    role: 'customer',
    securityLevel: 'standard',
    mfaMethod: null,
  },
  hasMfa: false,
  assuranceLevel: 1,
  mfaMethods: [],
  recoveryCodesLeft: 0,
  mfaEnrollmentRequired: false,
  mfaDemo: false,
  expiresAt: null,
};

beforeEach(() => {
  resetAuthForTests();
  setSessionEffectsForTests({ signedIn() {}, signedOut() {} });
  // The session read never answers: the tests set the state themselves.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireAuth (protected pages)', () => {
  it('shows Chargement... while the session is read', () => {
    renderAt('/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });

  it('sends a visitor to /auth and remembers the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ ...signedIn, status: 'anonymous', user: null }))),
    );
    renderAt('/orders?page=2');
    expect(await screen.findByText('/auth depuis /orders?page=2')).toBeInTheDocument();
  });

  it('goes home when the shopper signs out here, on the page', () => {
    act(() => {
      applySession('SIGNED_IN', { ...signedIn });
    });
    renderAt('/orders');
    act(() => {
      applySignedOut();
    });
    expect(screen.getByText('Accueil')).toBeInTheDocument();
  });

  it('shows the page to a signed-in shopper', () => {
    act(() => {
      applySession('SIGNED_IN', { ...signedIn });
    });
    renderAt('/orders');
    expect(screen.getByRole('heading', { name: 'Mes Commandes' })).toBeInTheDocument();
  });

  it('sends a sign-in waiting for its second factor to /mfa-verification', () => {
    act(() => {
      applySession('SIGNED_IN', { ...signedIn, status: 'mfa_required' });
    });
    renderAt('/orders');
    expect(screen.getByText('/mfa-verification depuis /orders')).toBeInTheDocument();
  });

  it('offers to set up a second factor where a page needs one', () => {
    act(() => {
      applySession('SIGNED_IN', { ...signedIn });
    });
    renderAt('/orders', 2);
    expect(
      screen.getByRole('heading', { name: 'Vérification en deux étapes requise' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Application d'authentification/ })).toBeChecked();
  });
});
