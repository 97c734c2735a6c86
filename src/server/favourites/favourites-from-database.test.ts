// 'Mes Favoris' shows each product as the database has it now: a product created in the admin,
// the owner's photo once uploaded, and a product archived since as no longer available.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPhotoUploaded } from '../../shared/api/admin-photos.ts';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { photoLikeJpeg } from '../catalogue/photos/test-photos.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

type Listed = { productId: string; product: Record<string, unknown> }[];

/** Polls `read` until `done` holds (the catalogue follows a change within seconds), at most 5 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe.each(DRIVERS)('favourites read from the database on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let awa: string;
  const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const favouritesOfAwa = async () => {
    const res = await s.app.inject({ url: '/api/favourites', headers: { cookie: awa } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().favourites as Listed;
  };
  const publish = async (id: string, status: 'published' | 'archived') => {
    const current = (await api('GET', `/api/admin/products/${id}`)).json() as AdminProduct;
    const saved = await api('PUT', `/api/admin/products/${id}`, {
      product: { ...current.product, status },
      version: current.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    s = await createTestApp(driver);
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    await createUser(s.t.database.db, { email: 'awa.favoris@example.ci' });
    awa = await signIn(s.app, 'awa.favoris@example.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('shows a product created in the admin with its name, price and picture, then her photo, then as no longer available', async () => {
    const created = await api('POST', '/api/admin/products', {
      name: 'Robe Pagne Lagune',
      category: 'top',
      price: 14_500,
      garment: 'top',
      colour: 'terracotta',
      print: 'wax',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as AdminProduct;
    await publish(draft.id, 'published');
    const added = await s.app.inject({
      method: 'POST',
      url: '/api/favourites',
      headers: { cookie: awa },
      payload: { productId: draft.id },
    });
    expect(added.statusCode, added.body).toBe(201);

    expect(await favouritesOfAwa()).toMatchObject([
      {
        productId: draft.id,
        product: {
          name: 'Robe Pagne Lagune',
          price: 14_500,
          image: draft.image,
          available: true,
        },
      },
    ]);

    const uploaded = await s.app.inject({
      method: 'POST',
      url: `/api/admin/products/${draft.id}/photos`,
      headers: { cookie: admin, 'content-type': 'image/jpeg' },
      payload: await photoLikeJpeg(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = (uploaded.json() as ProductPhotoUploaded).photos;
    const mainPhoto = new RegExp(`^/media/photos/${photo!.hash}-\\d+\\.jpg$`);
    const [withPhoto] = await eventually(favouritesOfAwa, ([f]) =>
      mainPhoto.test(String(f?.product.image)),
    );
    expect(withPhoto!.product.image).toMatch(mainPhoto);

    await publish(draft.id, 'archived');
    const archived = await eventually(favouritesOfAwa, ([f]) => f?.product.available === false);
    expect(archived).toMatchObject([
      { productId: draft.id, product: { name: 'Robe Pagne Lagune', available: false } },
    ]);
  });
});
