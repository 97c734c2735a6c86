// The shop's colours are the owner's (docs/decisions/0225): she adds 'Fuchsia' (its shade, the
// 'rose' family) from the admin, a product made in it is found under 'Rose' by the listing filter
// and the search on another instance within seconds, its drawing takes the shade, and bad input
// is a French 400 changing nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import type { ShopColours } from '../../shared/api/admin-colours.ts';
import type { App } from '../app.ts';
import { adminChanges, catalogueProducts } from '../db/schema.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

/** Polls `read` until `done` holds, at most 5 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

const html = (body: string) => body.replaceAll('<!-- -->', '');

describe.each(DRIVERS)('the owner’s colours on %s', (driver) => {
  let s: TestApp;
  let other: App;
  let admin: string;
  const db = () => s.t.database.db;
  const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const list = async () => ((await api('GET', '/api/admin/colours')).json() as ShopColours).colours;
  const names = async () => (await list()).map((c) => c.name);
  const newProduct = (colour: unknown) =>
    api('POST', '/api/admin/products', {
      name: 'Robe Fuchsia Plage',
      category: 'top',
      price: 11_000,
      garment: 'top',
      colour,
      print: 'plain',
    });

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { BUILD_DIR: inject('shopBuildDir') } });
    other = await s.sibling({ BUILD_DIR: inject('shopBuildDir') });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 120_000);
  afterAll(async () => s?.close());

  it('starts with the drawings’ fifteen shades, each in its family', async () => {
    const colours = await list();
    expect(colours).toHaveLength(15);
    expect(colours.slice(0, 3).map((c) => c.name)).toEqual(['Crème', 'Blanc', 'Sable']);
    expect(colours.find((c) => c.name === 'Indigo')).toMatchObject({
      hex: '#2d3a6b',
      family: 'bleu',
    });
    expect(colours.find((c) => c.name === 'Indigo')!.products).toBeGreaterThan(0);
  });

  it('refuses bad colours in French, changing nothing', async () => {
    const before = await names();
    for (const [body, message] of [
      [{ name: '  ', hex: '#d6247a', family: 'rose' }, 'Veuillez indiquer la couleur'],
      [
        { name: 'x'.repeat(31), hex: '#d6247a', family: 'rose' },
        'Le nom d’une couleur tient en 30 caractères au plus',
      ],
      [{ name: 'Fuchsia', hex: 'fuchsia', family: 'rose' }, 'Choisissez la teinte de la couleur'],
      [
        { name: 'Fuchsia', hex: '#d6247a', family: 'violet' },
        'Choisissez la famille de la couleur',
      ],
      [{ name: 'indigo', hex: '#d6247a', family: 'bleu' }, 'Cette couleur existe déjà'],
      [{ name: 'Nuit', hex: '#2D3A6B', family: 'bleu' }, 'Une autre couleur a déjà cette teinte'],
    ] as const) {
      const res = await api('POST', '/api/admin/colours', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await api('POST', '/api/admin/colours', {})).statusCode).toBe(400);
    // A product made in a colour not in her list is refused, and none is created.
    const refused = await newProduct('Fuchsia');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('n’est pas dans la liste des couleurs de la boutique');
    const made = await db()
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.name, 'Robe Fuchsia Plage'));
    expect(made).toEqual([]);
    expect(await names()).toEqual(before);
  });

  it('adds Fuchsia: a product made in it shows under Rose in the filter and the search of instance B', async () => {
    const added = await api('POST', '/api/admin/colours', {
      name: 'Fuchsia',
      hex: '#D6247A',
      family: 'rose',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as ShopColours).colours.at(-1)).toEqual({
      name: 'Fuchsia',
      hex: '#d6247a',
      family: 'rose',
      products: 0,
    });
    const audits = await db()
      .select()
      .from(adminChanges)
      .where(eq(adminChanges.subject, 'colours'));
    expect(audits.map((a) => a.changes)).toEqual([
      [{ field: 'ajout', before: '', after: 'Fuchsia (#d6247a, rose)' }],
    ]);

    const created = await newProduct('fuchsia');
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json() as AdminProduct;
    const saved = await api('PUT', `/api/admin/products/${product.id}`, {
      product: { ...product.product, status: 'published' },
      version: product.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Its drawing is in her shade.
    const [row] = await db()
      .select({ art: catalogueProducts.art })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, product.id));
    expect(row?.art).toMatchObject({ color: '#d6247a' });

    // Instance B: the product is in the 'rose' family, its search finds it by either word.
    const snapshot = await eventually(
      () => other.catalogue.current(),
      (c) => c.products.some((p) => p.id === product.id),
    );
    expect(snapshot.products.find((p) => p.id === product.id)?.colour).toEqual({
      name: 'Fuchsia',
      family: 'rose',
    });
    // Listed (the filter reads each listed product's `colour`), drawn in her shade.
    const listing = html((await other.inject({ url: '/collections/top' })).body);
    expect(listing).toContain('Robe Fuchsia Plage');
    const drawing = snapshot.products.find((p) => p.id === product.id)!.images.front;
    const svg = await other.inject({ url: drawing });
    expect(svg.statusCode).toBe(200);
    expect(svg.body.toLowerCase()).toContain('#d6247a');
    for (const q of ['fuchsia', 'rose']) {
      const found = html((await other.inject({ url: `/recherche?q=${q}` })).body);
      expect(found, q).toContain('Robe Fuchsia Plage');
    }
    // Its page names the colour for search engines.
    const page = html((await other.inject({ url: `/product/${product.id}` })).body);
    expect(page).toContain('"color":"Fuchsia"');
    expect((await list()).find((c) => c.name === 'Fuchsia')?.products).toBe(1);
  });

  it('gives an existing product her colour in its editor: in its new family on instance B, audited', async () => {
    const id = 'top-crop-corail';
    const current = (await api('GET', `/api/admin/products/${id}`)).json() as AdminProduct;
    expect(current.product.colour).toBe('Corail');
    const put = (colour: string) =>
      api('PUT', `/api/admin/products/${id}`, {
        product: { ...current.product, colour },
        version: current.version,
      });
    const refused = await put('Violet');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('n’est pas dans la liste des couleurs de la boutique');
    const saved = await put('Fuchsia');
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = saved.json() as AdminProduct;
    expect(edited.product.colour).toBe('Fuchsia');
    expect(edited.history[0]?.changes).toEqual([
      { field: 'colour', before: 'Corail', after: 'Fuchsia' },
    ]);
    const snapshot = await eventually(
      () => other.catalogue.current(),
      (c) => c.products.find((p) => p.id === id)?.colour?.name === 'Fuchsia',
    );
    expect(snapshot.products.find((p) => p.id === id)?.colour).toEqual({
      name: 'Fuchsia',
      family: 'rose',
    });
  });

  it('renames or removes only a colour no product is made in (409 in French), and keeps her order', async () => {
    for (const [url, body] of [
      ['/api/admin/colours/rename', { from: 'Fuchsia', to: 'Rose vif' }],
      ['/api/admin/colours/remove', { name: 'Fuchsia' }],
    ] as const) {
      const res = await api('POST', url, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.body).toContain('2 produits sont dans cette couleur');
    }
    const added = await api('POST', '/api/admin/colours', {
      name: 'Menthe',
      hex: '#98ff98',
      family: 'vert',
    });
    expect(added.statusCode, added.body).toBe(200);
    const renamed = await api('POST', '/api/admin/colours/rename', {
      from: 'Menthe',
      to: 'Vert menthe',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const order = await names();
    const moved = [order.at(-1)!, ...order.slice(0, -1)];
    expect((await api('POST', '/api/admin/colours/order', { colours: moved })).statusCode).toBe(
      200,
    );
    expect(await names()).toEqual(moved);
    const bad = await api('POST', '/api/admin/colours/order', { colours: moved.slice(1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('L’ordre doit reprendre chaque couleur de la boutique une fois');
    const removed = await api('POST', '/api/admin/colours/remove', { name: 'Vert menthe' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names()).not.toContain('Vert menthe');
  });
});
