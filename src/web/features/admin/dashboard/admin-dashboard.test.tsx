// @vitest-environment jsdom
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { ADMIN_GUARD_MESSAGE, type AdminMoney, type AdminStats } from '@shared/api/admin.ts';
import type { SessionState } from '@shared/api/auth.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, notify } from '~/lib/toast';
import { ADMIN_HINT_KEY } from '../admin-hint';
import { adminOrder, orderCounts } from '../test/fixtures';
import { AdminDashboard } from './admin-dashboard';

vi.mock('~/lib/toast', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

/** The live channel is use-live-orders.test.tsx's business: here it never says 'ready'. */
class SilentEventSource {
  static readonly CLOSED = 2;
  readyState = 0;
  onerror = null;
  addEventListener() {}
  close() {}
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function session(role: 'admin' | 'vendeur' | 'customer'): SessionState {
  const staff = role !== 'customer';
  return {
    status: 'authenticated',
    user: {
      id: '5a0d6f2e-8c1b-4d3a-9e7f-1b2c3d4e5f60',
      email: `${role}@lagune.ci`,
      fullName: 'Awa Koné',
      role,
      // A real administrator has a second factor and passed it (ADR 0106).
      securityLevel: staff ? 'enhanced' : 'standard',
      mfaMethod: staff ? 'authenticator' : null,
    },
    hasMfa: staff,
    assuranceLevel: staff ? 2 : 1,
    mfaMethods: staff ? ['authenticator', 'recovery'] : [],
    recoveryCodesLeft: staff ? 10 : 0,
    mfaEnrollmentRequired: false,
    mfaDemo: false,
    expiresAt: null,
  };
}

const STATS: AdminStats = {
  orders: { total: 1234, guest: 800, thisMonth: 90, change: 12.5 },
  customers: { total: 434, thisMonth: 31, accounts: 120, change: -3 },
  products: { active: 69, catalogue: 71, change: 0 },
  messages: { unread: 4, total: 20, change: null },
  revenue: { thisMonth: 1_500_000, change: 8 },
  generatedAt: '2026-11-23T14:05:00.000Z',
};

const MONEY: AdminMoney = {
  collected: { today: 0, last7Days: 0, thisMonth: 0 },
  unpaid: { count: 0, total: 0, next: [] },
  averageBasket: null,
  topProducts: [],
  days: [],
  generatedAt: '2026-11-23T14:05:00.000Z',
};

let role: 'admin' | 'vendeur' | 'customer';
let ordersStatus: number;
const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === '/api/auth/session') return json(session(role));
  if (url === '/api/auth/sign-out') return json({ ok: true });
  if (url === '/api/admin/stats') return json(STATS);
  if (url === '/api/admin/money') return json(MONEY);
  if (url === '/api/admin/settings')
    return json({ settings: DEFAULT_SHOP_SETTINGS, version: null, history: [] });
  if (url.startsWith('/api/admin/orders?')) {
    if (ordersStatus !== 200) {
      return json({ error: { code: 'auth_required', message: ADMIN_GUARD_MESSAGE } }, ordersStatus);
    }
    return json({
      orders: [adminOrder()],
      nextCursor: null,
      counts: orderCounts({ all: 1, guest: 1 }),
    });
  }
  throw new Error(`appel inattendu : ${url}`);
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDashboard() {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <Routes>
        <Route path="/" element={<p>ACCUEIL</p>} />
        <Route path="/admin/dashboard" element={<AdminDashboard />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  role = 'admin';
  ordersStatus = 200;
  localStorage.clear();
  vi.stubGlobal('EventSource', SilentEventSource);
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  vi.mocked(notify).mockClear();
});

describe('AdminDashboard', () => {
  it('a customer (even with the local hint) gets the guard message and goes back to /', async () => {
    role = 'customer';
    localStorage.setItem(ADMIN_HINT_KEY, 'true');
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: ADMIN_GUARD_MESSAGE, variant: 'destructive' }),
    );
    expect(localStorage.getItem(ADMIN_HINT_KEY)).toBeNull();
    expect(fetchSpy.mock.calls.some(([u]) => String(u).startsWith('/api/admin/'))).toBe(false);
  });

  it('an admin sees the title, the four cards with the server’s figures, the tabs', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord administrateur' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_HINT_KEY)).toBe('true');
    // Her guide, one tap away on every visit.
    expect(screen.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/admin/guide');
    const cards = screen.getByRole('list', { name: 'Chiffres clés' });
    await waitFor(() => expect(within(cards).getByText('1 234')).toBeInTheDocument());
    expect(cards).toHaveTextContent('dont 800 invités');
    expect(cards).toHaveTextContent('434');
    expect(cards).toHaveTextContent('31 ce mois');
    // The published products (71), not those with stock left (69).
    expect(cards).toHaveTextContent('71produits actifs');
    expect(cards).toHaveTextContent('4non lus');
    expect(cards).toHaveTextContent('+12,5 %');
    expect(screen.getByRole('tab', { name: 'Commandes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Toutes (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Paramètres' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByLabelText('Numéro Wave')).toHaveValue(
      DEFAULT_SHOP_SETTINGS.waveNumber,
    );
  });

  it('a vendeur sees the orders, customers, products, messages and sends tabs, not the owner’s', async () => {
    role = 'vendeur';
    renderDashboard();
    await screen.findByRole('tab', { name: 'Commandes' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Commandes', 'Clients', 'Produits', 'Messages', 'Envois']);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
    // The owner's money board is not even asked for (the server answers her 403).
    expect(fetchSpy.mock.calls.some(([u]) => String(u) === '/api/admin/money')).toBe(false);
    // Her tabs know her role: no customers' file to download (the server refuses it her).
    await userEvent.click(screen.getByRole('tab', { name: 'Clients' }));
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText(/^Total/);
    expect(within(panel).queryByRole('link', { name: 'Exporter les données' })).toBeNull();
  });

  it('the owner has the Équipe tab', async () => {
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Équipe' })).toBeInTheDocument();
  });

  it('logout: the session ends, the hint goes, "Déconnexion réussie", back to /', async () => {
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/sign-out', expect.anything());
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Déconnexion réussie', variant: 'success' }),
    );
    // The dashboard's notices are closed first: 'Déconnexion réussie' is the only toast left.
    expect(vi.mocked(dismissToasts).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(notify).mock.invocationCallOrder.at(-1)!,
    );
    expect(localStorage.getItem(ADMIN_HINT_KEY)).toBeNull();
  });

  it('a call refused later (session expired) sends the admin away once, with the guard message', async () => {
    ordersStatus = 401;
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    const guards = vi
      .mocked(notify)
      .mock.calls.filter(([t]) => t.description === ADMIN_GUARD_MESSAGE);
    expect(guards).toHaveLength(1);
  });
});
