// @vitest-environment jsdom
import type { AdminCustomerPage, DerivedCustomer } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@shared/domain/users.ts';
import { StaffRoleProvider } from '../dashboard/staff-role';
import { CustomersTab } from './customers-tab';

function customer(n: number): DerivedCustomer {
  return {
    key: `client ${n}`,
    name: `Client ${n}`,
    phone: `07 00 00 00 ${String(n).padStart(2, '0')}`,
    address: 'Cocody Riviera 3, rue des Jardins, portail bleu après la pharmacie',
    orderCount: n,
    totalSpent: n * 10_000,
    lastOrderAt: '2026-11-23T14:05:00.000Z',
    pageKey: `tel-70000000${n}`,
  };
}

let pages: Record<string, () => Response>;
const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
  const answer = pages[String(input)];
  if (!answer) throw new Error(`appel inattendu : ${String(input)}`);
  return answer();
});

beforeEach(() => {
  pages = {
    '/api/admin/customers?offset=0': () =>
      Response.json({ customers: [customer(1), customer(2)], total: 3, nextOffset: 2 }),
    '/api/admin/customers?offset=2': () =>
      Response.json({ customers: [customer(3)], total: 3, nextOffset: null }),
  };
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function renderTab(role: StaffRole = 'admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StaffRoleProvider value={role}>
        <CustomersTab />
      </StaffRoleProvider>
    </QueryClientProvider>,
  );
}

describe('CustomersTab', () => {
  it('"Total n clients", the table, the next page on demand, the export', async () => {
    renderTab();
    expect(await screen.findByText('Total 3 clients')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Nom du client',
      'Téléphone',
      'Adresse',
      'Nombre de commandes',
      'Montant payé',
      'Dernière commande',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Client 1');
    expect(first).toHaveTextContent('10 000 FCFA');
    // One tap calls the customer.
    expect(within(first).getByRole('link', { name: '07 00 00 00 01' })).toHaveAttribute(
      'href',
      'tel:+2250700000001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await within(table).findByText('Client 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exporter les données' })).toHaveAttribute(
      'href',
      '/api/admin/customers.csv',
    );
  });

  it('a name opens the customer’s page: orders, money, call and WhatsApp, the private note saved', async () => {
    const page: AdminCustomerPage = {
      key: 'tel-700000001',
      name: 'Client 1',
      phone: '07 00 00 00 01',
      address: 'Cocody Riviera 3',
      orders: [
        {
          id: 'o1',
          reference: 'LG-7K3P9Q',
          createdAt: '2026-11-23T14:05:00.000Z',
          status: 'pending',
          total: 12_500,
        },
        {
          id: 'o2',
          reference: 'LG-AB12CD',
          createdAt: '2026-11-20T10:00:00.000Z',
          status: 'delivered',
          total: 30_000,
        },
      ],
      paid: 30_000,
      toPay: 12_500,
      note: 'Appeler après 18 h',
    };
    const saved = vi.fn();
    pages['/api/admin/customers/tel-700000001'] = () => Response.json(page);
    pages['/api/admin/customers/tel-700000001/note'] = () => Response.json({ note: saved() });
    renderTab();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Client 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client 1' });
    expect(await within(dialog).findByText('LG-7K3P9Q')).toBeInTheDocument();
    expect(within(dialog).getByText('LG-AB12CD')).toBeInTheDocument();
    expect(within(dialog).getByText('Livrée')).toBeInTheDocument();
    expect(within(dialog).getByText('Payé').nextSibling).toHaveTextContent('30 000 FCFA');
    expect(within(dialog).getByText('Reste à payer').nextSibling).toHaveTextContent('12 500 FCFA');
    expect(within(dialog).getByRole('link', { name: /Appeler/ })).toHaveAttribute(
      'href',
      'tel:+2250700000001',
    );
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/2250700000001\?text=/),
    );
    const note = within(dialog).getByRole('textbox', { name: /Note privée/ });
    expect(note).toHaveValue('Appeler après 18 h');
    await userEvent.clear(note);
    await userEvent.type(note, 'Livrer le samedi');
    saved.mockReturnValue('Livrer le samedi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la note' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce());
    const [, init] = fetchSpy.mock.calls.find(([u]) => String(u).endsWith('/note'))! as unknown as [
      string,
      RequestInit,
    ];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ note: 'Livrer le samedi' });
  });

  it('no customer yet, and a failed load with "Réessayer"', async () => {
    pages['/api/admin/customers?offset=0'] = () =>
      Response.json(
        { error: { code: 'unavailable', message: 'Service momentanément indisponible' } },
        { status: 503 },
      );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de chargement');
    pages['/api/admin/customers?offset=0'] = () =>
      Response.json({ customers: [], total: 0, nextOffset: null });
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun client pour l’instant.')).toBeInTheDocument();
    // French keeps 0 in the singular.
    expect(screen.getByText('Total 0 client')).toBeInTheDocument();
  });

  it('a vendeur sees the customers but no export (the server keeps the file for the owner)', async () => {
    renderTab('vendeur');
    expect(await screen.findByText('Total 3 clients')).toBeInTheDocument();
    expect(screen.getAllByText('Client 1').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Exporter les données' })).toBeNull();
  });
});
