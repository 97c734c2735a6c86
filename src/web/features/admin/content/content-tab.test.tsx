// @vitest-environment jsdom
import type { AdminContent } from '@shared/api/admin-content.ts';
import { SAMPLE_CONTENT } from '@shared/content/sample-content.ts';
import { CONTENT_BLOCKS } from '@shared/content/shop-content.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { ContentTab } from './content-tab';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

let stored: AdminContent;
/** Her products as the admin lists them: a draft and an archived one are no banner picture. */
const catalogue = [
  { productId: 'pull-sable', name: 'Pull Sable', status: 'published', inCatalogue: true },
  { productId: 'complet-kente', name: 'Complet Kente', status: 'published', inCatalogue: true },
  {
    productId: 'complet-lagune-wax-prestige',
    name: 'Complet Wax Prestige',
    status: 'published',
    inCatalogue: true,
  },
  { productId: 'top-brouillon', name: 'Top en préparation', status: 'draft', inCatalogue: true },
  { productId: 'short-ancien', name: 'Short retiré', status: 'archived', inCatalogue: true },
];
/** Her categories: a listing of her own, a hidden one, and the gallery (no look leads to it). */
const categories = [
  { id: 'complet', name: 'Complets', kind: 'products', hidden: false, productCount: 3 },
  { id: 'robes-d-ete', name: 'Robes d’été', kind: 'products', hidden: false, productCount: 1 },
  { id: 'pull', name: 'Pulls', kind: 'products', hidden: true, productCount: 2 },
  { id: 'spring-summer', name: 'Looks', kind: 'looks', hidden: false, productCount: 0 },
];
let puts: { url: string; body: { value: unknown; version: number } }[];

beforeEach(() => {
  stored = {
    blocks: Object.fromEntries(
      CONTENT_BLOCKS.map((b) => [b, { value: SAMPLE_CONTENT[b], version: 1, sample: true }]),
    ) as AdminContent['blocks'],
    history: [],
  };
  puts = [];
  vi.mocked(notify).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/admin/products') return Response.json({ products: catalogue });
      if (url === '/api/admin/categories') return Response.json({ categories });
      if (init?.method !== 'PUT') return Response.json(stored);
      const body = JSON.parse(String(init.body)) as { value: unknown; version: number };
      puts.push({ url, body });
      const block = url.split('/').at(-1) as keyof AdminContent['blocks'];
      stored = {
        ...stored,
        blocks: { ...stored.blocks, [block]: { value: body.value, version: 2, sample: false } },
      };
      return Response.json(stored);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContentTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the admin’s Contenu tab', () => {
  it('adds a shop, refuses a bad phone and map link in French, then saves it', async () => {
    const user = renderTab();
    await screen.findByText(/Texte d’exemple/);
    await user.click(screen.getByRole('button', { name: 'Ajouter une boutique' }));
    const card = screen.getAllByRole('group').at(-1)!;
    await user.type(within(card).getByLabelText('Nom'), 'LAGUNE Yopougon');
    await user.type(within(card).getByLabelText('Adresse'), 'Rue Princesse, Yopougon');
    await user.type(within(card).getByLabelText('Téléphone'), '12');
    await user.type(within(card).getByLabelText(/Lien du plan/), 'chez nous');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(within(card).getByLabelText('Téléphone')).toHaveAccessibleDescription(
      /numéro de téléphone valide/,
    );
    expect(within(card).getByLabelText(/Lien du plan/)).toHaveAccessibleDescription(
      /adresse web complète/,
    );
    expect(puts).toEqual([]);

    await user.clear(within(card).getByLabelText('Téléphone'));
    await user.type(within(card).getByLabelText('Téléphone'), '+225 07 08 09 10 11');
    await user.clear(within(card).getByLabelText(/Lien du plan/));
    await user.click(within(card).getByLabelText('Retrait possible'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.url).toBe('/api/admin/content/shops');
    expect(puts[0]!.body.version).toBe(1);
    const shops = puts[0]!.body.value as { name: string; pickup: boolean }[];
    expect(shops.at(-1)).toMatchObject({ name: 'LAGUNE Yopougon', pickup: true, mapUrl: '' });
    expect(shops).toHaveLength(4);
  });

  it('reorders and removes FAQ entries with buttons, and saves the new order', async () => {
    const user = renderTab();
    await screen.findByText(/Texte d’exemple/);
    await user.click(screen.getByRole('button', { name: 'Questions fréquentes' }));
    const [first, second] = SAMPLE_CONTENT.faq;
    await user.click(screen.getByRole('button', { name: `Descendre ${first!.question}` }));
    await user.click(
      screen.getByRole('button', { name: `Supprimer ${SAMPLE_CONTENT.faq.at(-1)!.question}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const faq = puts[0]!.body.value as { question: string }[];
    expect(puts[0]!.url).toBe('/api/admin/content/faq');
    expect(faq.slice(0, 2).map((e) => e.question)).toEqual([second!.question, first!.question]);
    expect(faq).toHaveLength(SAMPLE_CONTENT.faq.length - 1);
  });

  it('edits a page text', async () => {
    const user = renderTab();
    await screen.findByText(/Texte d’exemple/);
    await user.click(screen.getByRole('button', { name: 'À propos' }));
    const text = screen.getByLabelText(/Texte de la page/);
    await user.clear(text);
    await user.type(text, 'Une maison d’Abidjan.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      url: '/api/admin/content/about',
      body: { value: 'Une maison d’Abidjan.', version: 1 },
    });
  });

  it('edits the home banner: her words and one of her products as its picture, or none', async () => {
    const user = renderTab();
    await screen.findByText(/Texte d’exemple/);
    await user.click(screen.getByRole('button', { name: 'Accueil' }));
    const title = screen.getByLabelText('Titre');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(title).toHaveAccessibleDescription('Le titre de la bannière est requis');
    expect(puts).toEqual([]);

    await user.type(title, 'SOLDES');
    const picture = screen.getByLabelText('Image');
    await waitFor(() =>
      expect(
        within(picture)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Aucune image', 'Complet Kente', 'Complet Wax Prestige', 'Pull Sable']),
    );
    await user.selectOptions(picture, 'Pull Sable');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      url: '/api/admin/content/home',
      body: {
        value: { ...SAMPLE_CONTENT.home, title: 'SOLDES', picture: 'pull-sable' },
        version: 1,
      },
    });

    await user.selectOptions(screen.getByLabelText('Image'), 'Aucune image');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body.value).toMatchObject({ picture: '' });
  });

  it('edits the looks: name, price, one of her categories and products, drawings kept as they are', async () => {
    const user = renderTab();
    await screen.findByText(/Texte d’exemple/);
    await user.click(screen.getByRole('button', { name: 'Looks' }));
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      expect.arrayContaining(['1. Look Lagune Bleue', '8. Look Marcory Week-end']),
    );
    const [firstPicture] = screen.getAllByLabelText('Image');
    await waitFor(() => expect(firstPicture).toBeEnabled());
    expect(
      within(firstPicture!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Aucune image',
      'Dessin d’exemple',
      'Complet Kente',
      'Complet Wax Prestige',
      'Pull Sable',
    ]);
    expect((firstPicture as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'Dessin d’exemple',
    );
    const [firstCategory] = screen.getAllByLabelText('Catégorie');
    await waitFor(() =>
      expect(
        within(firstCategory!)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Complets', 'Robes d’été', 'Pulls (masquée)']),
    );

    const [price] = screen.getAllByLabelText('Prix (FCFA)');
    await user.clear(price!);
    await user.type(price!, '30 000,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(price!.getAttribute('aria-describedby')).toBeTruthy();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(price!.id + '-error')?.textContent).toMatch(/nombre entier/);
    expect(puts).toEqual([]);

    await user.clear(price!);
    await user.type(price!, '30000');
    await user.selectOptions(firstPicture!, 'Pull Sable');
    await user.click(screen.getByRole('button', { name: 'Supprimer Look Plateau Chic' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un look' }));
    const names = screen.getAllByLabelText('Nom');
    await user.type(names.at(-1)!, 'Look Noël');
    await user.selectOptions(screen.getAllByLabelText('Catégorie').at(-1)!, 'Robes d’été');
    await user.click(screen.getByRole('button', { name: 'Monter Look Noël' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const [lagune, , ...rest] = SAMPLE_CONTENT.looks;
    expect(puts[0]).toEqual({
      url: '/api/admin/content/looks',
      body: {
        value: [
          { ...lagune, price: 30000, picture: { product: 'pull-sable' } },
          ...rest.slice(0, -1),
          { name: 'Look Noël', price: 0, category: 'robes-d-ete', picture: null },
          rest.at(-1),
        ],
        version: 1,
      },
    });
  });

  it('shows the server’s refusal of a look’s category under that look’s field', async () => {
    const user = renderTab();
    await screen.findByText(/Texte d’exemple/);
    await user.click(screen.getByRole('button', { name: 'Looks' }));
    const [category] = screen.getAllByLabelText('Catégorie');
    await waitFor(() => expect(screen.getAllByLabelText('Image')[0]).toBeEnabled());
    vi.mocked(fetch).mockImplementationOnce(async () =>
      Response.json(
        {
          error: {
            code: 'validation_error',
            message: 'Cette catégorie n’est pas dans votre boutique',
            fields: { 'value.0.category': 'Cette catégorie n’est pas dans votre boutique' },
          },
        },
        { status: 400 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(`${category!.id}-hint`)?.textContent).toBe(
      'Cette catégorie n’est pas dans votre boutique',
    );
  });

  it('shows the last saves: when in Abidjan time, which block, who, and what changed in words', async () => {
    stored.history = [
      {
        at: '2026-11-28T18:05:00.000Z',
        block: 'shops',
        actor: { name: 'Awa Koné', role: 'admin' },
        changes: [
          'Boutique ajoutée\u202f: LAGUNE Yopougon',
          'Boutique retirée\u202f: LAGUNE Cocody',
        ],
      },
      { at: '2026-11-27T09:30:00.000Z', block: 'about', actor: null, changes: ['Texte modifié'] },
    ];
    renderTab();
    const history = await screen.findByRole('region', { name: 'Historique des modifications' });
    const saves = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('time'));
    const text = (el: HTMLElement) => el.textContent!.replace(/[\u202f\u00a0]/g, ' ');
    expect(text(saves[0]!)).toMatch(
      /^28 novembre 2026 à 18:05 · Boutiques · par Awa Koné \(Propriétaire\)Boutique ajoutée : LAGUNE YopougonBoutique retirée : LAGUNE Cocody$/,
    );
    expect(text(saves[1]!)).toBe('27 novembre 2026 à 09:30 · À proposTexte modifié');
  });
});
