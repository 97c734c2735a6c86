// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { EmptyDemoShop } from './empty-demo-shop';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

let left = 72;
const posted: unknown[] = [];

beforeEach(() => {
  left = 72;
  posted.length = 0;
  vi.mocked(notify).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/admin/sample-shop') return Response.json({ sampleProducts: left });
      if (url === '/api/admin/sample-shop/empty' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        left = 0;
        return Response.json({ deleted: 71, archived: 1 });
      }
      throw new Error(`appel inattendu : ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EmptyDemoShop />
    </QueryClientProvider>,
  );
}

const text = (element: HTMLElement) => (element.textContent ?? '').replaceAll('\u202f', ' ');

describe('Vider la boutique de démonstration', () => {
  it('names what goes before anything is removed; Annuler removes nothing', async () => {
    renderIt();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vider la boutique de démonstration' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(text(dialog)).toContain('les 72 produits d’exemple et leur stock');
    expect(text(dialog)).toContain('leurs photos');
    expect(text(dialog)).toContain('les favoris des clients');
    expect(text(dialog)).toContain('chaque commande avec le nom, la taille, le prix');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('empties on confirmation, says what was done in one toast, then hides the button', async () => {
    renderIt();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vider la boutique de démonstration' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vider la boutique' }));
    expect(posted).toEqual([{ confirm: true }]);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify).mock.calls[0]![0]).toMatchObject({
      title: expect.stringContaining('71 produits supprimés, 1 archivé'),
      variant: 'success',
    });
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Vider la boutique de démonstration' }),
      ).toBeNull(),
    );
  });
});
