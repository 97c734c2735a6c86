// @vitest-environment jsdom
import type { AdminMoney } from '@shared/api/admin.ts';
import { formatDateTime as exactDateTime } from '@shared/format/date.ts';
import { formatPrice as exactPrice } from '@shared/format/money.ts';
import { frenchSpacingProblems } from '@shared/format/typography.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONEY_BOARD_TITLE, MoneyBoard } from './money-board';

const days = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-11-${String(15 + i).padStart(2, '0')}`,
  amount: i === 13 ? 37_500 : i === 12 ? 75_000 : 0,
}));

const MONEY: AdminMoney = {
  collected: { today: 37_500, last7Days: 112_500, thisMonth: 1_250_000 },
  unpaid: {
    count: 2,
    total: 19_000,
    next: [
      {
        id: '0c0f7b3e-1111-4a2b-9c3d-000000000001',
        reference: 'LG-7K3P9Q',
        name: 'Awa Koné',
        totalAmount: 12_500,
        payBy: '2026-11-29T14:05:00.000Z',
      },
      {
        id: '0c0f7b3e-1111-4a2b-9c3d-000000000002',
        reference: 'LG-2M8X4R',
        name: null,
        totalAmount: 6_500,
        // Past its deadline, not yet released.
        payBy: '2026-11-28T09:00:00.000Z',
      },
    ],
  },
  averageBasket: 25_000,
  topProducts: [
    { productId: 'robe-wax', name: 'Robe wax Lagune', units: 7, revenue: 175_000 },
    { productId: 'chemise-lin', name: 'Chemise en lin', units: 1, revenue: 18_000 },
  ],
  days,
  generatedAt: '2026-11-28T12:00:00.000Z',
};

// Testing Library reads the narrow no-break spaces as plain ones: compare texts the same way.
const plain = (text: string) => text.replace(/\s+/g, ' ');
const formatPrice = (amount: number) => plain(exactPrice(amount));
const formatDateTime = (iso: string) => plain(exactDateTime(iso));

let status = 200;
const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url !== '/api/admin/money') throw new Error(`appel inattendu : ${url}`);
  if (status !== 200)
    return Response.json({ error: { code: 'internal', message: 'Erreur' } }, { status });
  return Response.json(MONEY);
});

beforeEach(() => {
  status = 200;
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function renderBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MoneyBoard />
    </QueryClientProvider>,
  );
}

/** The figure under a label, as the owner reads it. */
function figure(label: string) {
  return screen.getByText(label).closest('div')!;
}

describe('MoneyBoard', () => {
  it('shows what came in, what is owed, the average basket in French FCFA', async () => {
    const { container } = renderBoard();
    expect(await screen.findByRole('heading', { name: MONEY_BOARD_TITLE })).toBeInTheDocument();
    await screen.findByText(formatPrice(37_500), { selector: 'dd' });
    expect(figure("Encaissé aujourd'hui")).toHaveTextContent(formatPrice(37_500));
    expect(figure('7 derniers jours')).toHaveTextContent(formatPrice(112_500));
    expect(figure('Ce mois-ci')).toHaveTextContent(formatPrice(1_250_000));
    expect(figure('À encaisser')).toHaveTextContent(formatPrice(19_000));
    expect(figure('À encaisser')).toHaveTextContent('2 commandes en attente');
    expect(figure('Panier moyen')).toHaveTextContent(formatPrice(25_000));
    expect(frenchSpacingProblems(container.textContent ?? '')).toEqual([]);
  });

  it('draws one bar per day, each read as its date and amount, today last', async () => {
    renderBoard();
    const chart = await screen.findByRole('list', { name: 'Montant encaissé par jour' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(14);
    expect(bars.at(-1)).toHaveTextContent(`samedi 28 novembre, ${formatPrice(37_500)}`);
    expect(bars[0]).toHaveTextContent(`dimanche 15 novembre, ${formatPrice(0)}`);
    // The highest day fills the chart; a day twice smaller is half as tall; no sale, no bar.
    const height = (bar: HTMLElement) => (bar.querySelector('[style]') as HTMLElement).style.height;
    expect(height(bars[12]!)).toBe('100%');
    expect(height(bars[13]!)).toBe('50%');
    expect(height(bars[0]!)).toBe('0%');
  });

  it('lists the unpaid orders with their deadlines, and the best sellers', async () => {
    renderBoard();
    const first = (await screen.findByText('LG-7K3P9Q')).closest('li')!;
    expect(first).toHaveTextContent('Awa Koné');
    expect(first).toHaveTextContent(`À payer avant le ${formatDateTime('2026-11-29T14:05:00Z')}`);
    expect(first).toHaveTextContent(formatPrice(12_500));
    expect(screen.getByText('LG-2M8X4R').closest('li')).toHaveTextContent(
      `Échéance dépassée le ${formatDateTime('2026-11-28T09:00:00Z')}`,
    );
    const best = screen.getByText('Meilleures ventes').parentElement!;
    const [top, second] = within(best).getAllByRole('listitem');
    expect(top).toHaveTextContent('Robe wax Lagune');
    expect(top).toHaveTextContent('7 pièces payées ce mois-ci');
    expect(top).toHaveTextContent(formatPrice(175_000));
    expect(second).toHaveTextContent('1 pièce payée ce mois-ci');
  });

  it('says when the amounts could not be loaded, and tries again', async () => {
    status = 500;
    const user = userEvent.setup();
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les montants n’ont pas pu être chargés.',
    );
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(formatPrice(1_250_000))).toBeInTheDocument();
  });
});
