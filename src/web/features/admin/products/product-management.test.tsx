// @vitest-environment jsdom
import type { ProductStats } from '@shared/api/admin.ts';
import { PRODUCT_TEXT, type AdminProduct } from '@shared/api/admin-products.ts';
import { frenchSpacing } from '@shared/format/typography.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { ProductsTab } from './products-tab';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const SIZES = (['S', 'M', 'L', 'XL'] as const).map((name) => ({ name, available: true }));

function stats(overrides: Partial<ProductStats>): ProductStats {
  return {
    productId: 't-shirt-signature-creme',
    name: 'T-shirt Signature Crème',
    image: '',
    inCatalogue: true,
    status: 'published',
    price: 12_000,
    quantitySold: 0,
    orderCount: 0,
    revenue: 0,
    stock: { S: 20, M: 20, L: 20, XL: 20 },
    sizes: SIZES,
    ...overrides,
  };
}

const LIST = [
  stats({ quantitySold: 2 }),
  stats({ productId: 'short-wax-brouillon', name: 'Short wax', status: 'draft', price: 9_000 }),
  stats({ productId: 'pull-ancien', name: 'Pull ancien', status: 'archived', price: 15_000 }),
];

function adminProduct(id: string, overrides: Partial<AdminProduct['product']> = {}): AdminProduct {
  return {
    id,
    product: {
      name: 'T-shirt Signature Crème',
      description: 'Coton bio, coupe droite.',
      category: 't-shirt',
      price: 12_000,
      oldPrice: null,
      isNew: false,
      isLimited: false,
      sizes: ['S', 'M', 'L', 'XL'],
      status: 'published',
      ...overrides,
    },
    version: 3,
    image: '',
    url: `/product/${id}`,
    history: [
      {
        at: '2026-11-26T20:00:00.000Z',
        actorEmail: 'patronne@lagune.ci',
        changes: [{ field: 'status', before: 'draft', after: 'published' }],
      },
    ],
  };
}

let products: Map<string, AdminProduct>;
let requests: { method: string; url: string; body?: unknown }[];
/** Someone else saved in between: the next PUT answers 409 and the GET these values. */
let otherSave: AdminProduct | undefined;
/** The shop's sizes as the server keeps them (docs/decisions/0224). */
let shopSizes: { name: string; products: number; orders: number }[];
/** The shop's colours as the server keeps them (docs/decisions/0225). */
let shopColours: { name: string; hex: string; family: string; products: number }[];

beforeEach(() => {
  products = new Map([['t-shirt-signature-creme', adminProduct('t-shirt-signature-creme')]]);
  requests = [];
  otherSave = undefined;
  shopSizes = ['S', 'M', 'L', 'XL', 'Taille unique'].map((name) => ({
    name,
    products: name === 'M' ? 3 : 0,
    orders: 0,
  }));
  shopColours = [
    { name: 'Indigo', hex: '#2d3a6b', family: 'bleu', products: 2 },
    { name: 'Fuchsia', hex: '#d6247a', family: 'rose', products: 0 },
  ];
  vi.mocked(notify).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      requests.push({ method, url, body });
      if (url === '/api/admin/colours' && method === 'GET')
        return Response.json({ colours: shopColours });
      if (url === '/api/admin/colours' && method === 'POST') {
        const added = body as { name: string; hex: string; family: string };
        shopColours.push({ ...added, name: added.name.trim(), products: 0 });
        return Response.json({ colours: shopColours });
      }
      if (url === '/api/admin/sizes' && method === 'GET')
        return Response.json({ sizes: shopSizes });
      if (url === '/api/admin/sizes' && method === 'POST') {
        shopSizes.push({ name: (body as { name: string }).name.trim(), products: 0, orders: 0 });
        return Response.json({ sizes: shopSizes });
      }
      if (url === '/api/admin/sizes/remove' && method === 'POST') {
        const name = (body as { name: string }).name;
        const used = shopSizes.find((x) => x.name === name)?.products ?? 0;
        if (used > 0)
          return Response.json(
            {
              error: {
                code: 'size_in_use',
                message: `${used} produits proposent encore cette taille : retirez-la de ces produits d’abord`,
              },
            },
            { status: 409 },
          );
        shopSizes = shopSizes.filter((x) => x.name !== name);
        return Response.json({ sizes: shopSizes });
      }
      if (url === '/api/admin/sizes/order' && method === 'POST') {
        const order = (body as { sizes: string[] }).sizes;
        shopSizes = order.map((name) => shopSizes.find((x) => x.name === name)!);
        return Response.json({ sizes: shopSizes });
      }
      if (url === '/api/admin/products' && method === 'GET')
        return Response.json({
          products: LIST,
          totals: { productsSold: 1, unitsSold: 2, revenue: 0 },
        });
      if (url === '/api/admin/products' && method === 'POST') {
        const input = body as { name: string; category: 't-shirt'; price: number };
        const created = {
          ...adminProduct('debardeur-lagune', {
            ...input,
            description: input.name,
            status: 'draft',
          }),
          version: 1,
          history: [],
        };
        products.set(created.id, created);
        return Response.json(created, { status: 201 });
      }
      // The photo editor in the product's editor (its own tests: photos/).
      if (/^\/api\/admin\/products\/[^/]+\/photos$/.test(url) && method === 'GET')
        return Response.json({ photos: [], heic: false });
      const duplicate = /^\/api\/admin\/products\/([^/]+)\/duplicate$/.exec(url);
      if (duplicate && method === 'POST') {
        const from = products.get(duplicate[1]!)!;
        const copy: AdminProduct = {
          ...from,
          id: `${from.id}-copie`,
          product: { ...from.product, name: `${from.product.name} (copie)`, status: 'draft' },
          version: 1,
          history: [],
        };
        products.set(copy.id, copy);
        return Response.json(copy, { status: 201 });
      }
      const one = /^\/api\/admin\/products\/([^/]+)$/.exec(url);
      if (one && method === 'GET') return Response.json(products.get(one[1]!));
      if (one && method === 'PUT') {
        if (otherSave) {
          products.set(otherSave.id, otherSave);
          return Response.json(
            { error: { code: 'stale_product', message: PRODUCT_TEXT.stale } },
            { status: 409 },
          );
        }
        const saved = body as { product: AdminProduct['product']; version: number };
        const before = products.get(one[1]!)!;
        const next: AdminProduct = {
          ...before,
          product: saved.product,
          version: saved.version + 1,
          history: [
            {
              at: '2026-11-26T23:10:00.000Z',
              actorEmail: 'patronne@lagune.ci',
              changes: [
                {
                  field: 'price',
                  before: String(before.product.price),
                  after: String(saved.product.price),
                },
              ],
            },
            ...before.history,
          ],
        };
        products.set(next.id, next);
        return Response.json(next);
      }
      throw new Error(`appel inattendu : ${method} ${url}`);
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
      <ProductsTab />
    </QueryClientProvider>,
  );
}

/** The desktop table's product names, top to bottom (jsdom applies no CSS: both views exist). */
function tableNames(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('p')?.textContent ?? '');
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  renderTab();
  const [edit] = await screen.findAllByRole('button', {
    name: frenchSpacing('Modifier « T-shirt Signature Crème »'),
  });
  await user.click(edit!);
  const dialog = await screen.findByRole('dialog', { name: 'Modifier le produit' });
  await within(dialog).findByLabelText('Prix (FCFA)');
  return dialog;
}

function errorOf(field: HTMLElement): string | null | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert')?.textContent;
}

describe('Produits: managing the catalogue', () => {
  it('the editor offers the shop’s own sizes: Taille unique is ticked and saved', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const sizes = within(dialog).getByRole('group', { name: 'Tailles proposées' });
    const unique = await within(sizes).findByRole('checkbox', { name: 'Taille unique' });
    expect(
      within(sizes)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['S', 'M', 'L', 'XL', 'Taille unique']);
    await user.click(unique);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le produit' }));
    await waitFor(() =>
      expect(
        (requests.find((r) => r.method === 'PUT')?.body as { product: { sizes: string[] } })
          ?.product.sizes,
      ).toEqual(['S', 'M', 'L', 'XL', 'Taille unique']),
    );
  });

  it('the editor offers the shop’s own colours: Fuchsia is chosen and saved by its name', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const colour = within(dialog).getByLabelText('Couleur');
    await within(colour).findByRole('option', { name: 'Fuchsia (Rose)' });
    expect(
      within(colour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Teinte hors de la liste des couleurs', 'Indigo (Bleu)', 'Fuchsia (Rose)']);
    await user.selectOptions(colour, 'Fuchsia');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le produit' }));
    await waitFor(() =>
      expect(
        (requests.find((r) => r.method === 'PUT')?.body as { product: { colour?: string } })
          ?.product.colour,
      ).toBe('Fuchsia'),
    );
  });

  it('Tailles: she adds 38, moves it up, and a size products still offer is not removed (French)', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Tailles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tailles de la boutique' });
    const list = await within(dialog).findByRole('list', { name: 'Tailles, dans l’ordre' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await user.type(within(dialog).getByLabelText('Nouvelle taille'), ' 38 ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(within(dialog).getByLabelText('Nouvelle taille')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Monter 38' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('span')?.textContent),
      ).toEqual(['S', 'M', 'L', 'XL', '38', 'Taille unique']),
    );

    // Offered by 3 products: 'Retirer' is disabled, the count beside it says why.
    const removeM = within(dialog).getByRole('button', { name: 'Retirer M' });
    expect(removeM).toBeDisabled();
    expect(removeM).toHaveAccessibleDescription('3 produits');
    // A product offered in S from another phone meanwhile: the server's refusal shows.
    shopSizes = shopSizes.map((x) => (x.name === 'S' ? { ...x, products: 2 } : x));
    await user.click(within(dialog).getByRole('button', { name: 'Retirer S' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      '2 produits proposent encore cette taille : retirez-la de ces produits d’abord',
    );
    expect(shopSizes.map((x) => x.name)).toEqual(expect.arrayContaining(['M', 'S']));
  });

  it('Couleurs: she adds Vert menthe (its shade and family); a colour a product is made in cannot be removed', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Couleurs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Couleurs de la boutique' });
    const list = await within(dialog).findByRole('list', { name: 'Couleurs, dans l’ordre' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Retirer Indigo' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Retirer Fuchsia' })).toBeEnabled();

    await user.type(within(dialog).getByLabelText('Nom de la nouvelle couleur'), 'Vert menthe');
    fireEvent.input(within(dialog).getByLabelText('Teinte'), { target: { value: '#98ff98' } });
    await user.selectOptions(within(dialog).getByLabelText('Famille'), 'vert');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/colours',
      body: { name: 'Vert menthe', hex: '#98ff98', family: 'vert' },
    });
    expect(within(list).getAllByRole('listitem')[2]!.textContent).toContain('Vert · aucun produit');
    expect(within(dialog).getByLabelText('Nom de la nouvelle couleur')).toHaveValue('');
  });

  it('filters by status; each product shows its status and price', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table');
    expect(tableNames()).toEqual(['T-shirt Signature Crème', 'Short wax', 'Pull ancien']);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Brouillon')).toBeInTheDocument();
    expect(within(table).getByText(/^9\s000\sFCFA$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Brouillons' }));
    expect(tableNames()).toEqual(['Short wax']);
    expect(screen.getByRole('button', { name: 'Brouillons' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Archivés' }));
    expect(tableNames()).toEqual(['Pull ancien']);
    await user.click(screen.getByRole('button', { name: 'En ligne' }));
    expect(tableNames()).toEqual(['T-shirt Signature Crème']);
    await user.click(screen.getByRole('button', { name: 'Tous' }));
    expect(tableNames()).toHaveLength(3);
  });

  it('opens the editor with the saved values; a new price is saved with its version, said, and in the history', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('T-shirt Signature Crème');
    expect(within(dialog).getByRole('radio', { name: 'En ligne' })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: /Voir la page/ })).toHaveAttribute(
      'href',
      '/product/t-shirt-signature-creme',
    );
    expect(within(dialog).getByRole('heading', { name: 'Photos' })).toBeInTheDocument();

    const price = within(dialog).getByLabelText('Prix (FCFA)');
    await user.clear(price);
    await user.type(price, '14 500');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le produit' }));

    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          url: '/api/admin/products/t-shirt-signature-creme',
          body: { product: { ...adminProduct('x').product, price: 14_500 }, version: 3 },
        },
      ]),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: PRODUCT_TEXT.saved,
        description: PRODUCT_TEXT.savedDetail,
        variant: 'success',
      }),
    );
    const history = within(dialog).getByRole('region', { name: 'Historique des modifications' });
    await waitFor(() =>
      expect(history).toHaveTextContent(/Prix \(FCFA\)\s:\s12\s000\sFCFA → 14\s500\sFCFA/),
    );
    expect(history).toHaveTextContent(/par patronne@lagune\.ci/);
    expect(history).toHaveTextContent(/Statut\s:\sBrouillon → En ligne/);
  });

  it('asks before losing unsaved edits: on ✕, on Back, and when the page is left', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    const price = within(dialog).getByLabelText('Prix (FCFA)');
    await user.clear(price);
    await user.type(price, '14 500');
    expect(leave()).toBe(true);

    const question = /^Vous avez des modifications non enregistrées\. Les abandonner\s\?$/;
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    const ask = await screen.findByRole('dialog', { name: question });
    await user.click(within(ask).getByRole('button', { name: 'Continuer l’édition' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Modifier le produit' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Prix (FCFA)')).toHaveValue('14 500');

    // Android's back button: the same question, the editor stays.
    history.back();
    const again = await screen.findByRole('dialog', { name: question });
    expect(screen.getByRole('dialog', { name: 'Modifier le produit' })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Abandonner' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Modifier le produit' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog', { name: question })).toBeNull();
    expect(leave()).toBe(false);
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('closes at once when nothing was changed, and asks in Nouveau produit once something is typed', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Modifier le produit' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Nouveau produit' }));
    const create = await screen.findByRole('dialog', { name: 'Nouveau produit' });
    await user.type(within(create).getByLabelText('Nom'), 'Débardeur');
    await user.click(within(create).getByRole('button', { name: 'Fermer' }));
    const ask = await screen.findByRole('dialog', {
      name: /^Vous avez des modifications non enregistrées/,
    });
    await user.click(within(ask).getByRole('button', { name: 'Abandonner' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nouveau produit' })).toBeNull(),
    );
  });

  it('an old price below the price is refused in French next to the field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const oldPrice = within(dialog).getByLabelText('Ancien prix (FCFA)');
    await user.type(oldPrice, '10000');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le produit' }));

    await waitFor(() => expect(oldPrice).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(oldPrice)).toBe(PRODUCT_TEXT.oldPrice);
    expect(oldPrice).toHaveFocus();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    // Emptied, the old price is none (null), and the save goes through.
    await user.clear(oldPrice);
    await user.click(within(dialog).getByLabelText('Nouveau'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le produit' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      product: { oldPrice: null, isNew: true },
    });
  });

  it('a save over someone else’s: 409, the stale toast, and the form reloaded with the server’s values', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    otherSave = {
      ...adminProduct('t-shirt-signature-creme', {
        name: 'T-shirt Signature Ivoire',
        price: 13_000,
      }),
      version: 4,
    };
    const price = within(dialog).getByLabelText('Prix (FCFA)');
    await user.clear(price);
    await user.type(price, '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le produit' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: PRODUCT_TEXT.stale,
        description: PRODUCT_TEXT.staleDetail,
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(within(dialog).getByLabelText('Prix (FCFA)')).toHaveValue('13000'));
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('T-shirt Signature Ivoire');
  });

  it('Nouveau produit: creates the draft and opens its editor', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nouveau produit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau produit' });
    await user.type(within(dialog).getByLabelText('Nom'), 'Débardeur Lagune');
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 't-shirt');
    await user.type(within(dialog).getByLabelText('Prix (FCFA)'), '8000');
    await user.selectOptions(within(dialog).getByLabelText('Vêtement'), 'top');
    // Her colours, as the server lists them (docs/decisions/0225).
    await user.click(await within(dialog).findByRole('radio', { name: 'Fuchsia' }));
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'wax');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le brouillon' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Débardeur Lagune',
        category: 't-shirt',
        price: 8000,
        garment: 'top',
        colour: 'Fuchsia',
        print: 'wax',
      }),
    );
    const editor = await screen.findByRole('dialog', { name: 'Modifier le produit' });
    expect(await within(editor).findByLabelText('Nom')).toHaveValue('Débardeur Lagune');
    expect(within(editor).getByRole('radio', { name: 'Brouillon' })).toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Nouveau produit' })).toBeNull();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: PRODUCT_TEXT.created }));
  });

  it('the price typed in a new product must be a whole amount: refused in French, nothing sent', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nouveau produit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau produit' });
    await user.type(within(dialog).getByLabelText('Nom'), 'Débardeur');
    await user.type(within(dialog).getByLabelText('Prix (FCFA)'), '80,5');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Prix (FCFA)'))).toBe(PRODUCT_TEXT.price),
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('Dupliquer: makes a draft copy and opens it in the editor', async () => {
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Dupliquer' }));

    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        '/api/admin/products/t-shirt-signature-creme/duplicate',
      ]),
    );
    const editor = await screen.findByRole('dialog', { name: 'Modifier le produit' });
    await waitFor(() =>
      expect(within(editor).getByLabelText('Nom')).toHaveValue('T-shirt Signature Crème (copie)'),
    );
    expect(within(editor).getByRole('radio', { name: 'Brouillon' })).toBeChecked();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: PRODUCT_TEXT.duplicated }),
    );
  });
});
