// @vitest-environment jsdom
import type { DerivedCustomer } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CustomersTab />
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
      'Montant total',
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
    expect(screen.getByText('Total 0 clients')).toBeInTheDocument();
  });
});
