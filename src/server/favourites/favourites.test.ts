import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { favourites } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const [first, second] = products;

describe.each(DRIVERS)('favourites on %s', (driver) => {
  let s: TestApp;
  let awa: string;
  let yao: string;
  let awaId: string;
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    s.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    s = await createTestApp(driver);
    awaId = (await createUser(s.t.database.db, { email: 'awa.fav@example.ci' })).id;
    await createUser(s.t.database.db, { email: 'yao.fav@example.ci', fullName: 'Yao Kouadio' });
    awa = await signIn(s.app, 'awa.fav@example.ci');
    yao = await signIn(s.app, 'yao.fav@example.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses anonymous visitors with the spec’s message', async () => {
    const add = await call('POST', '/api/favourites', undefined, { productId: first!.id });
    expect(add.statusCode).toBe(401);
    expect(add.json().error).toEqual({
      code: 'auth_required',
      message: 'Vous devez être connecté pour ajouter des favoris',
    });
    expect((await call('GET', '/api/favourites')).statusCode).toBe(401);
  });

  it('a removal whose id is not a product id or a favourite id is a French 400 and removes nothing', async () => {
    await call('POST', '/api/favourites', awa, { productId: first!.id });
    const mine = () =>
      s.t.database.db.select().from(favourites).where(eq(favourites.userId, awaId));
    const before = await mine();
    for (const id of ['%00', 'a%00b', "t-shirt'--", '%E2%80%AE']) {
      const res = await call('DELETE', `/api/favourites/${id}`, awa);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.message, id).toBe('Produit inconnu');
    }
    expect(await mine()).toEqual(before);
    await call('DELETE', `/api/favourites/${first!.id}`, awa);
  });

  it('adds, lists, refuses a duplicate and an unknown product, removes', async () => {
    const added = await call('POST', '/api/favourites', awa, { productId: first!.id });
    expect(added.statusCode).toBe(201);
    const favourite = added.json().favourite;
    expect(favourite).toMatchObject({ productId: first!.id });
    expect(favourite.id).toMatch(/^[0-9a-f-]{36}$/);

    const duplicate = await call('POST', '/api/favourites', awa, { productId: first!.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'already_favourite',
      message: 'Déjà dans vos favoris',
    });

    const unknown = await call('POST', '/api/favourites', awa, { productId: 'produit-fantome' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Produit inconnu');
    const empty = await call('POST', '/api/favourites', awa, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Produit inconnu');

    await call('POST', '/api/favourites', awa, { productId: second!.id });
    const list = await call('GET', '/api/favourites', awa);
    expect(list.json().favourites.map((f: { productId: string }) => f.productId)).toEqual([
      first!.id,
      second!.id,
    ]);

    expect((await call('DELETE', `/api/favourites/${favourite.id}`, awa)).statusCode).toBe(204);
    // By product id too (what a product page knows).
    expect((await call('DELETE', `/api/favourites/${second!.id}`, awa)).statusCode).toBe(204);
    expect((await call('GET', '/api/favourites', awa)).json().favourites).toEqual([]);
    const gone = await call('DELETE', `/api/favourites/${favourite.id}`, awa);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Ce produit n’est pas dans vos favoris');
  });

  it('drops products gone from the catalogue when reading', async () => {
    await s.t.database.db
      .insert(favourites)
      .values({ userId: awaId, productId: 'retire-du-catalogue' });
    await call('POST', '/api/favourites', awa, { productId: first!.id });
    const list = (await call('GET', '/api/favourites', awa)).json().favourites;
    expect(list.map((f: { productId: string }) => f.productId)).toEqual([first!.id]);
  });

  it('never shows or removes another user’s favourite, tried by its id', async () => {
    const mine = (await call('POST', '/api/favourites', yao, { productId: second!.id })).json()
      .favourite;
    expect(
      (await call('GET', '/api/favourites', awa))
        .json()
        .favourites.map((f: { id: string }) => f.id),
    ).not.toContain(mine.id);
    const steal = await call('DELETE', `/api/favourites/${mine.id}`, awa);
    expect(steal.statusCode).toBe(404);
    const stillThere = await s.t.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.id, mine.id));
    expect(stillThere).toHaveLength(1);
    // Awa removing "her" favourite of that product leaves Yao's.
    await call('DELETE', `/api/favourites/${second!.id}`, awa);
    expect((await call('GET', '/api/favourites', yao)).json().favourites).toHaveLength(1);
  });
});
