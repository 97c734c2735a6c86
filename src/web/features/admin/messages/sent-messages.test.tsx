// @vitest-environment jsdom
import type { AdminOutbox } from '@shared/api/admin-outbox.ts';
import { frenchSpacingProblems } from '@shared/format/typography.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SENT_MESSAGES_TITLE, SentMessages } from './sent-messages';

const base = {
  reference: null,
  channel: 'sms',
  recipient: '+225 07 •• •• 12 34',
  lastError: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  sentAt: null,
  failedAt: null,
  nextAttemptAt: '2026-11-28T11:00:00.000Z',
  retryable: true,
} as const;

const OUTBOX: AdminOutbox = {
  failed: 2,
  pending: 1,
  messages: [
    {
      ...base,
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'order:paid',
      reference: 'LG-7K3P9Q',
      status: 'failed',
      attempts: 31,
      lastError: 'http_503',
      failedAt: '2026-11-28T10:00:00.000Z',
    },
    {
      ...base,
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'account:reset',
      channel: 'email',
      recipient: 'a•••@example.ci',
      status: 'failed',
      attempts: 31,
      lastError: 'ECONNECTION',
      failedAt: '2026-11-28T10:00:00.000Z',
      retryable: false,
    },
    {
      ...base,
      id: '00000000-0000-4000-8000-000000000003',
      kind: 'order:placed',
      status: 'pending',
      attempts: 2,
      lastError: 'timeout',
    },
    {
      ...base,
      id: '00000000-0000-4000-8000-000000000004',
      kind: 'order:shipped',
      status: 'sent',
      attempts: 1,
      sentAt: '2026-11-28T10:00:30.000Z',
    },
  ],
};

const calls: string[] = [];
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  calls.push(`${init?.method ?? 'GET'} ${url}`);
  if (url === '/api/admin/outbox') return Response.json(OUTBOX);
  if (url.endsWith('/retry'))
    return Response.json({ message: { ...OUTBOX.messages[0], status: 'pending', attempts: 0 } });
  throw new Error(`appel inattendu : ${url}`);
});

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SentMessages />
    </QueryClientProvider>,
  );
}

describe('SentMessages', () => {
  it('counts the failures and lists each message with its kind, masked recipient, state and error in French', async () => {
    const { container } = renderList();
    expect(await screen.findByRole('heading', { name: SENT_MESSAGES_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/2 échecs, 1 en attente/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Paiement reçu LG-7K3P9Q');
    expect(items[0]).toHaveTextContent('SMS à +225 07 •• •• 12 34');
    expect(items[0]).toHaveTextContent('Échec');
    expect(items[0]).toHaveTextContent('après 31 essais');
    expect(items[0]).toHaveTextContent('Le service d’envoi est en panne');
    expect(items[1]).toHaveTextContent('E-mail à a•••@example.ci');
    expect(items[1]).toHaveTextContent('Le service d’envoi est injoignable');
    // A one-time link erased: nothing to retry, and the owner is told why.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('le client peut en demander un nouveau');
    expect(items[2]).toHaveTextContent('En attente');
    expect(items[2]).toHaveTextContent('2 essais, prochain le');
    expect(items[3]).toHaveTextContent('Envoyé le');
    expect(within(items[3]!).queryByRole('button')).toBeNull();
    expect(frenchSpacingProblems(container.textContent ?? '')).toEqual([]);
  });

  it('sends a given-up message again on Réessayer, then reads the list again', async () => {
    const user = userEvent.setup();
    renderList();
    const [first] = await screen.findAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        'GET /api/admin/outbox',
        'POST /api/admin/outbox/00000000-0000-4000-8000-000000000001/retry',
        'GET /api/admin/outbox',
      ]),
    );
  });
});
