// @vitest-environment jsdom
import { CATEGORY_TEXT, type AdminCategories } from '@shared/api/admin-categories.ts';
import { SAMPLE_CATEGORIES } from '@shared/catalogue/categories.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { CategoriesSection } from './categories-section';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

let stored: AdminCategories;
let sent: { method: string; url: string; body: unknown }[];
/** The next change's refusal, as the server answers it. */
let refusal: { status: number; message: string } | undefined;

beforeEach(() => {
  stored = {
    categories: SAMPLE_CATEGORIES.map((c) => ({
      ...c,
      productCount: c.id === 'short' ? 7 : 0,
    })),
  };
  sent = [];
  refusal = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return Response.json(stored);
      const url = String(input);
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (refusal)
        return Response.json(
          { error: { code: 'refused', message: refusal.message } },
          { status: refusal.status },
        );
      const slug = decodeURIComponent(url.split('/')[4] ?? '');
      const body = (sent.at(-1)!.body ?? {}) as { name?: string; hidden?: boolean };
      const list = [...stored.categories];
      if (method === 'POST' && url.endsWith('/categories'))
        list.push({
          id: 'robes',
          name: body.name!,
          kind: 'products',
          hidden: false,
          productCount: 0,
        });
      else if (method === 'PATCH') {
        const at = list.findIndex((c) => c.id === slug);
        list[at] = { ...list[at]!, ...body };
      } else if (method === 'DELETE')
        list.splice(
          list.findIndex((c) => c.id === slug),
          1,
        );
      else if (url.endsWith('/move')) {
        const at = list.findIndex((c) => c.id === slug);
        [list[at - 1], list[at]] = [list[at]!, list[at - 1]!];
      }
      stored = { categories: list };
      return Response.json(stored);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CategoriesSection />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const names = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('textbox').getAttribute('value'));

describe('the admin’s Catégories section', () => {
  it('lists her categories in order, adds one by its name and refuses an empty name in French', async () => {
    const user = renderSection();
    await screen.findByDisplayValue('Pulls');
    expect(names()).toEqual(SAMPLE_CATEGORIES.map((c) => c.name));
    await user.click(screen.getByRole('button', { name: 'Ajouter la catégorie' }));
    expect(screen.getByRole('alert').textContent).toBe('Donnez un nom à la catégorie');
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Nouvelle catégorie'), 'Robes');
    await user.click(screen.getByRole('button', { name: 'Ajouter la catégorie' }));
    expect(await screen.findByDisplayValue('Robes')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', url: '/api/admin/categories', body: { name: 'Robes' } },
    ]);
    expect(screen.getByLabelText('Nouvelle catégorie')).toHaveValue('');
  });

  it('renames one (its address stays), moves it up, hides it', async () => {
    const user = renderSection();
    // (Testing Library reads the narrow spaces around the name as plain ones.)
    const field = await screen.findByLabelText('Nom de « Pulls »');
    await user.clear(field);
    await user.type(field, 'Sweats');
    await user.click(within(field.closest('li')!).getByRole('button', { name: 'Renommer' }));
    await screen.findByLabelText('Nom de « Sweats »');
    expect(screen.getByText(/\/collections\/pull ·/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Monter Sweats' }));
    await vi.waitFor(() => expect(names()[0]).toBe('Sweats'));
    expect(screen.getByRole('button', { name: 'Monter Sweats' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Masquer Sweats' }));
    expect(await screen.findByRole('button', { name: 'Afficher Sweats' })).toBeInTheDocument();
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['PATCH', '/api/admin/categories/pull', { name: 'Sweats' }],
      ['POST', '/api/admin/categories/pull/move', { direction: 'up' }],
      ['PATCH', '/api/admin/categories/pull', { hidden: true }],
    ]);
  });

  it('says why a category holding products, or the looks gallery, cannot be deleted, before any tap', async () => {
    renderSection();
    const shorts = await screen.findByRole('button', { name: 'Supprimer Shorts' });
    expect(shorts).toBeDisabled();
    // (The French texts carry narrow spaces: compared with the shared ones.)
    expect(shorts).toHaveAccessibleDescription(CATEGORY_TEXT.notEmpty(7));
    expect(CATEGORY_TEXT.notEmpty(7)).toMatch(/^Impossible de supprimer\s:\s7 produits sont/);
    const looks = SAMPLE_CATEGORIES.find((c) => c.kind === 'looks')!;
    const gallery = screen.getByRole('button', { name: `Supprimer ${looks.name}` });
    expect(gallery).toBeDisabled();
    expect(gallery).toHaveAccessibleDescription(CATEGORY_TEXT.looks);
    expect(screen.getByRole('button', { name: 'Supprimer Pulls' })).toBeEnabled();
  });

  it('shows the server’s French refusal when products were placed in it meanwhile', async () => {
    // The list says Shorts is empty; the server, which counts at the moment of deleting, has 7.
    stored.categories = stored.categories.map((c) => ({ ...c, productCount: 0 }));
    const user = renderSection();
    await screen.findByDisplayValue('Shorts');
    refusal = {
      status: 409,
      message: 'Impossible de supprimer : 7 produits sont dans cette catégorie.',
    };
    await user.click(screen.getByRole('button', { name: 'Supprimer Shorts' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de supprimer : 7 produits sont dans cette catégorie.',
    );
    expect(screen.getByDisplayValue('Shorts')).toBeInTheDocument();
  });
});
