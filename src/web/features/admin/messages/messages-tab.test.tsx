// @vitest-environment jsdom
import type { AdminMessage } from '@shared/api/admin-messages.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesTab } from './messages-tab';

function message(n: number, overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Client ${n}`,
    email: `client${n}@example.ci`,
    phone: null,
    subject: `Sujet numéro ${n}`,
    message: `Texte du message numéro ${n}.`,
    createdAt: '2026-11-23T14:05:00.000Z',
    readAt: null,
    archivedAt: null,
    ...overrides,
  };
}

let inbox: AdminMessage[];
const patches: { url: string; body: unknown }[] = [];
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (init?.method === 'PATCH') {
    const body = JSON.parse(String(init.body)) as { read?: boolean; archived?: boolean };
    patches.push({ url, body });
    const id = url.split('/').at(-1)!;
    inbox = inbox
      .map((m) => (m.id === id && body.read ? { ...m, readAt: '2026-11-23T15:00:00.000Z' } : m))
      .filter((m) => !(m.id === id && body.archived));
    return Response.json({ message: message(1) });
  }
  if (url === '/api/admin/messages?box=inbox')
    return Response.json({ messages: inbox, unread: inbox.filter((m) => !m.readAt).length });
  if (url === '/api/admin/stats') return Response.json({});
  throw new Error(`appel inattendu : ${url}`);
});

beforeEach(() => {
  inbox = [message(2, { phone: '07 01 02 03 04' }), message(1, { readAt: '2026-11-22T10:00:00Z' })];
  patches.length = 0;
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
      <MessagesTab />
    </QueryClientProvider>,
  );
}

describe('MessagesTab', () => {
  it('lists the messages, the unread one marked; opening it reads it and offers the replies', async () => {
    const user = userEvent.setup();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Messages reçus' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Sujet numéro 2');
    expect(first).toHaveTextContent('(non lu)');
    expect(second).not.toHaveTextContent('(non lu)');
    expect(screen.getByRole('button', { name: 'Reçus (1 non lu)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(first!).getByRole('button', { name: /Sujet numéro 2/ }));
    expect(within(first!).getByRole('link', { name: 'Répondre par e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:client2@example\.ci\?subject=Re/),
    );
    expect(within(first!).getByRole('link', { name: 'Répondre sur WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/2250701020304\?text=/),
    );
    expect(patches).toEqual([
      { url: `/api/admin/messages/${message(2).id}`, body: { read: true } },
    ]);
    await screen.findByRole('button', { name: 'Reçus' });
    expect(first).not.toHaveTextContent('(non lu)');

    // No phone left: no WhatsApp button, e-mail only.
    await user.click(within(second!).getByRole('button', { name: /Sujet numéro 1/ }));
    expect(within(second!).queryByRole('link', { name: 'Répondre sur WhatsApp' })).toBeNull();
    expect(patches).toHaveLength(1);

    await user.click(within(first!).getByRole('button', { name: 'Archiver' }));
    expect(patches.at(-1)!.body).toEqual({ archived: true });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});
