// @vitest-environment jsdom
import { HEALTH_TEXT, type AdminHealth } from '@shared/api/admin-health.ts';
import { frenchSpacingProblems } from '@shared/format/typography.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_TITLE, ServerStateCard } from './server-state-card';

const DEGRADED: AdminHealth = {
  status: 'degraded',
  problems: [{ code: 'outbox_stalled', message: HEALTH_TEXT.outboxStalled(10) }],
  version: '0.1.0',
  driver: 'pglite',
  clockSkewMs: 2_400,
  clockSkewWarning: null,
  disk: { freeBytes: 3.5 * 1024 ** 3, totalBytes: 20 * 1024 ** 3, writable: true },
  outbox: { pending: 4, overdue: 3, failedLastWeek: 1 },
};

let answer: { status: number; body: unknown } = { status: 200, body: DEGRADED };
const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input) !== '/api/admin/health') throw new Error(`appel inattendu : ${String(input)}`);
  return Response.json(answer.body, { status: answer.status });
});

beforeEach(() => {
  answer = { status: 200, body: DEGRADED };
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ServerStateCard />
    </QueryClientProvider>,
  );
}

const plain = (text: string) => text.replace(/\s+/g, ' ');
const row = (label: string) => plain(screen.getByText(label).nextElementSibling?.textContent ?? '');

describe('ServerStateCard', () => {
  it('puts the problems first, then the clock, disk, messages, database and version in French', async () => {
    const { container } = renderCard();
    expect(screen.getByRole('heading', { name: SERVER_STATE_TITLE })).toBeInTheDocument();
    expect(plain((await screen.findByRole('alert')).textContent ?? '')).toBe(
      plain(DEGRADED.problems[0]!.message),
    );
    expect(row('Horloge')).toBe('Écart de 2 s avec la base');
    expect(row('Disque des données')).toBe('3,5 Go libres sur 20 Go');
    expect(row('Messages aux clients')).toBe('4 en attente, 3 en retard, 1 abandonné en 7 jours');
    expect(row('Base de données')).toBe('PGlite (intégrée)');
    expect(row('Version')).toBe('0.1.0');
    expect(frenchSpacingProblems(container.textContent ?? '')).toEqual([]);
  });

  it('says all is well, and the clock warning when the server’s clock is off', async () => {
    const warning = 'Horloge du serveur en retard de 90 s sur celle de PostgreSQL.';
    answer = {
      status: 200,
      body: { ...DEGRADED, status: 'ok', problems: [], clockSkewWarning: warning },
    };
    renderCard();
    expect(await screen.findByText('Tout fonctionne.')).toBeInTheDocument();
    expect(row('Horloge')).toBe(warning);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the state cannot be read', async () => {
    answer = { status: 500, body: { error: { code: 'internal', message: 'Erreur' } } };
    renderCard();
    expect(
      await screen.findByText('L’état du serveur n’a pas pu être chargé.'),
    ).toBeInTheDocument();
    answer = { status: 200, body: DEGRADED };
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Version')).toBeInTheDocument();
  });
});
