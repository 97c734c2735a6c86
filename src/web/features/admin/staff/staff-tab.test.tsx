// @vitest-environment jsdom
import type { OwnSessions, StaffList } from '@shared/schemas/staff.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffTab } from './staff-tab';

vi.mock('~/lib/toast', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

const LIST: StaffList = {
  people: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      fullName: 'Awa Koné',
      email: 'awa@lagune.ci',
      role: 'admin',
      lastSeenAt: '2026-11-29T08:00:00.000Z',
      self: true,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      fullName: 'Koffi Yao',
      email: 'koffi@lagune.ci',
      role: 'vendeur',
      lastSeenAt: null,
      self: false,
    },
  ],
  invitations: [],
};
const SESSIONS: OwnSessions = {
  sessions: [
    {
      id: 'a',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
      lastSeenAt: '2026-11-29T08:00:00.000Z',
      createdAt: '2026-11-29T07:00:00.000Z',
      current: true,
    },
    {
      id: 'b',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/133',
      lastSeenAt: '2026-11-28T08:00:00.000Z',
      createdAt: '2026-11-28T07:00:00.000Z',
      current: false,
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/api/admin/staff') return json(LIST);
  if (url === '/api/admin/sessions') return json(SESSIONS);
  if (url.endsWith('/remove') && init?.method === 'POST')
    return json({ ...LIST, people: [LIST.people[0]] });
  throw new Error(`appel inattendu : ${url}`);
});

beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

describe('StaffTab', () => {
  it('lists the team and her sessions by device, and removes a person only with her password', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StaffTab />
      </QueryClientProvider>,
    );
    const team = await screen.findByRole('list', { name: 'Membres de l’équipe' });
    await within(team).findByText('koffi@lagune.ci');
    expect(team.textContent).toContain('Vendeur');
    expect(team.textContent).toContain('jamais connecté');
    const sessions = screen.getByRole('list', { name: 'Mes sessions' });
    await waitFor(() => expect(sessions.textContent).toContain('Android · Chrome'));
    expect(sessions.textContent).toContain('Windows · Firefox');

    await userEvent.click(within(team).getByRole('button', { name: 'Retirer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer le retrait' });
    await userEvent.type(within(dialog).getByLabelText('Mot de passe actuel'), 'Kpokpa#Abidjan7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le retrait' }));
    await waitFor(() => expect(team.textContent).not.toContain('koffi@lagune.ci'));
    const removal = fetchSpy.mock.calls.find(([u]) => String(u).endsWith('/remove'));
    expect(JSON.parse(String(removal![1]!.body))).toEqual({ currentPassword: 'Kpokpa#Abidjan7' });
  });
});
