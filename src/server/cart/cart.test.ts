import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { orderRequestSchema } from '../../shared/schemas/order.ts';
import { savedCarts } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const tshirt = products.find((p) => p.id.startsWith('t-shirt-') && p.inStock)!;
const pull = products.find((p) => p.id.startsWith('pull-') && p.inStock)!;
const soldOut = products.find((p) => !p.inStock)!;

describe.each(DRIVERS)('saved cart on %s', (driver) => {
  let s: TestApp;
  let awa: string;
  let yao: string;
  const get = (cookie?: string) =>
    s.app.inject({ method: 'GET', url: '/api/cart', headers: cookie ? { cookie } : {} });
  const put = (payload: object, cookie?: string) =>
    s.app.inject({ method: 'PUT', url: '/api/cart', payload, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    s = await createTestApp(driver);
    await createUser(s.t.database.db, { email: 'awa.cart@example.ci' });
    await createUser(s.t.database.db, { email: 'yao.cart@example.ci' });
    awa = await signIn(s.app, 'awa.cart@example.ci');
    yao = await signIn(s.app, 'yao.cart@example.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('needs a signed-in user', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put({ items: [] })).json().error.code).toBe('auth_required');
  });

  it('saves lines and reads names, prices and pictures from the catalogue, never from the client', async () => {
    expect((await get(awa)).json()).toEqual({ items: [] });
    const res = await put(
      {
        items: [
          {
            id: 'x-1',
            productId: tshirt.id,
            size: 'M',
            quantity: 2,
            price: 1,
            name: 'Faux',
            image: 'evil.png',
          },
          { productId: soldOut.id, size: 'S', quantity: 1 },
        ],
      },
      awa,
    );
    expect(res.statusCode).toBe(200);
    const expected = [
      {
        id: `${tshirt.id}-M`,
        productId: tshirt.id,
        name: tshirt.name,
        price: tshirt.price,
        size: 'M',
        quantity: 2,
        image: tshirt.images.front,
        available: true,
      },
      expect.objectContaining({ productId: soldOut.id, available: false }),
    ];
    expect(res.json().items).toEqual(expected);
    expect((await get(awa)).json().items).toEqual(expected);
  });

  it('refuses bad lines in French and changes nothing', async () => {
    const before = (await get(awa)).json();
    for (const [items, message] of [
      [
        [{ productId: tshirt.id, size: 'M', quantity: 0 }],
        'La quantité doit être comprise entre 1 et 99',
      ],
      [
        [{ productId: tshirt.id, size: 'M', quantity: 100 }],
        'La quantité doit être comprise entre 1 et 99',
      ],
      [[{ productId: tshirt.id, size: 'XXL', quantity: 1 }], 'Taille inconnue'],
      [[{ productId: 'inconnu', size: 'M', quantity: 1 }], 'Produit inconnu'],
      ['pas une liste', 'Le panier doit être une liste d’articles'],
    ] as const) {
      const res = await put({ items }, awa);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await get(awa)).json()).toEqual(before);
  });

  it('refuses a 21st distinct line in French, so that every saved cart can be ordered', async () => {
    const before = (await get(awa)).json();
    const lines = products
      .filter((p) => p.inStock)
      .slice(0, 21)
      .map((p) => ({ productId: p.id, size: p.sizes[0]!.name, quantity: 1 }));
    const refused = await put({ items: lines }, awa);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Un panier ne peut pas contenir plus de 20 articles différents, le maximum d’une commande. Commandez ceux-ci d’abord, ou retirez-en un.',
    );
    expect((await get(awa)).json()).toEqual(before);
    // The largest cart it keeps is an order the API accepts.
    const saved = await put({ items: lines.slice(0, 20) }, awa);
    expect(saved.statusCode).toBe(200);
    const order = orderRequestSchema.safeParse({
      items: lines.slice(0, 20),
      customer: {
        fullName: 'Awa Koné',
        phone: '+225 07 01 02 03 04',
        address: 'Cocody Riviera 3, rue des Jardins, villa 12',
      },
      delivery: { zone: 'abidjan' },
    });
    expect(order.success, JSON.stringify(order.error?.issues)).toBe(true);
    await put({ items: before.items }, awa);
  });

  it('merges a guest cart: same product and size add up, capped at 99', async () => {
    await put(
      {
        items: [
          { productId: tshirt.id, size: 'M', quantity: 90 },
          { productId: pull.id, size: 'L', quantity: 1 },
        ],
      },
      awa,
    );
    const merged = await put(
      {
        merge: true,
        items: [
          { productId: tshirt.id, size: 'M', quantity: 15 },
          { productId: tshirt.id, size: 'S', quantity: 3 },
          { productId: pull.id, size: 'L', quantity: 2 },
        ],
      },
      awa,
    );
    expect(
      merged.json().items.map((i: { id: string; quantity: number }) => [i.id, i.quantity]),
    ).toEqual([
      [`${tshirt.id}-M`, 99],
      [`${pull.id}-L`, 3],
      [`${tshirt.id}-S`, 3],
    ]);
    // Without merge, the cart sent replaces the saved one (duplicates in it add up too).
    const replaced = await put(
      {
        items: [
          { productId: pull.id, size: 'S', quantity: 1 },
          { productId: pull.id, size: 'S', quantity: 2 },
        ],
      },
      awa,
    );
    expect(replaced.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
  });

  it('saves an emptied cart', async () => {
    await put({ items: [{ productId: pull.id, size: 'S', quantity: 1 }] }, awa);
    expect((await put({ items: [] }, awa)).json()).toEqual({ items: [] });
    expect((await get(awa)).json()).toEqual({ items: [] });
  });

  it('keeps each user’s cart to themselves', async () => {
    await put({ items: [{ productId: tshirt.id, size: 'L', quantity: 4 }] }, yao);
    await put({ items: [{ productId: pull.id, size: 'M', quantity: 1 }] }, awa);
    expect((await get(yao)).json().items.map((i: { id: string }) => i.id)).toEqual([
      `${tshirt.id}-L`,
    ]);
    expect((await get(awa)).json().items.map((i: { id: string }) => i.id)).toEqual([
      `${pull.id}-M`,
    ]);
    expect(await s.t.database.db.$count(savedCarts)).toBe(2);
  });
});
