// The owner's categories live in the database (docs/decisions/0222): she adds, renames, reorders,
// hides and deletes them in the admin, with French refusals and an audit line, and every instance's
// pages (menus, grid, listings, sitemap) follow within seconds, without a rebuild.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminCategories } from '../../shared/api/admin-categories.ts';
import type { App } from '../app.ts';
import { adminChanges } from '../db/schema.ts';
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

describe.each(DRIVERS)('the shop categories on %s', (driver) => {
  let s: TestApp;
  let other: App;
  let admin: string;
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const list = async () =>
    ((await api('GET', '/api/admin/categories')).json() as AdminCategories).categories;
  const ids = async () => (await list()).map((c) => c.id);
  const page = async (app: App, url: string) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, body: html(res.body) };
  };
  const audit = async (id: string) =>
    s.t.database.db
      .select()
      .from(adminChanges)
      .where(eq(adminChanges.subject, `category:${id}`));

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { BUILD_DIR: inject('shopBuildDir') } });
    other = await s.sibling({ BUILD_DIR: inject('shopBuildDir') });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 120_000);
  afterAll(async () => s?.close());

  it('starts with the eight categories, in the shop’s order, each with its products counted', async () => {
    const categories = await list();
    expect(categories.map((c) => c.id)).toEqual([
      't-shirt',
      'pull',
      'complet',
      'short',
      'top',
      'custom-tshirt',
      'limited-edition',
      'spring-summer',
    ]);
    expect(categories.find((c) => c.id === 'pull')).toMatchObject({
      name: 'Pulls',
      kind: 'products',
      hidden: false,
      productCount: 14,
    });
    expect(categories.find((c) => c.id === 'spring-summer')?.kind).toBe('looks');
  });

  it('adds a category: its slug from its name, its listing on instance B with its products', async () => {
    const res = await api('POST', '/api/admin/categories', { name: 'Robes d’été' });
    expect(res.statusCode).toBe(200);
    const created = (res.json() as AdminCategories).categories.at(-1);
    expect(created).toMatchObject({ id: 'robes-d-ete', name: 'Robes d’été', hidden: false });
    expect((await audit('robes-d-ete')).map((a) => a.changes)).toEqual([
      [{ field: 'name', before: '', after: 'Robes d’été' }],
    ]);
    // A product placed in it shows on its new page, on the other instance too.
    const moved = await api('POST', '/api/admin/products/bulk', {
      action: 'move',
      ids: ['top-crop-soleil'],
      category: 'robes-d-ete',
    });
    expect(moved.statusCode).toBe(200);
    const shown = await eventually(
      () => page(other, '/collections/robes-d-ete'),
      (p) => p.status === 200 && p.body.includes('top-crop-soleil'),
    );
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('ROBES D’ÉTÉ');
    expect((await page(other, '/categories')).body).toContain('/collections/robes-d-ete');
    expect((await other.inject({ url: '/sitemap.xml' })).body).toContain(
      '/collections/robes-d-ete',
    );
  });

  it('refuses a name another category has, a name without letters and bad input, in French, changing nothing', async () => {
    const before = await list();
    const duplicate = await api('POST', '/api/admin/categories', { name: 'pulls' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.message).toBe('La catégorie «\u202fPulls\u202f» existe déjà');
    const renamedOnto = await api('PATCH', '/api/admin/categories/short', { name: 'T-shirts' });
    expect(renamedOnto.statusCode).toBe(400);
    expect(renamedOnto.json().error.message).toBe(
      'La catégorie «\u202fT-Shirts\u202f» existe déjà',
    );
    for (const body of [{ name: '' }, { name: '!!!' }, { name: 'x'.repeat(41) }, {}, { name: 7 }]) {
      const res = await api('POST', '/api/admin/categories', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(/catégorie|nom|lettre|caractères|texte/i);
    }
    expect((await api('PATCH', '/api/admin/categories/pull', {})).statusCode).toBe(400);
    expect(
      (await api('PATCH', '/api/admin/categories/pull', { hidden: 'oui' })).json().error.message,
    ).toBe('Choisissez affichée ou masquée');
    expect(
      (await api('POST', '/api/admin/categories/pull/move', { direction: 'left' })).statusCode,
    ).toBe(400);
    expect((await api('PATCH', '/api/admin/categories/nope', { name: 'Rien' })).statusCode).toBe(
      404,
    );
    // A product cannot be put in a category the shop does not have, nor in the looks gallery.
    for (const category of ['nope', 'spring-summer', '../x']) {
      const res = await api('POST', '/api/admin/products/bulk', {
        action: 'move',
        ids: ['pull-sweat-capuche-lagune'],
        category,
      });
      expect(res.statusCode, category).toBe(400);
      expect(res.json().error.message).toBe('Choisissez une catégorie');
    }
    expect(await list()).toEqual(before);
  });

  it('renames a category: the same address, its new name in the menus of every page on instance B', async () => {
    expect((await page(other, '/')).body).toContain('Pulls');
    const res = await api('PATCH', '/api/admin/categories/pull', { name: 'Sweats' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminCategories).categories.find((c) => c.id === 'pull')?.name).toBe(
      'Sweats',
    );
    const home = await eventually(
      () => page(other, '/'),
      (p) => p.body.includes('>Sweats<'),
    );
    expect(home.body).toContain('href="/collections/pull"');
    expect(home.body).toContain('>Sweats<');
    // The listing keeps its address and takes its new name; a product page's breadcrumb too.
    const listing = await page(other, '/collections/pull');
    expect(listing.status).toBe(200);
    expect(listing.body).toContain('SWEATS');
    expect((await page(other, '/product/pull-sweat-capuche-lagune')).body).toContain(
      '"name":"Sweats"',
    );
    expect((await audit('pull')).map((a) => a.changes)).toEqual([
      [{ field: 'name', before: 'Pulls', after: 'Sweats' }],
    ]);
  });

  it('renames the looks gallery: its page on instance B takes her name, in its title and breadcrumb', async () => {
    const before = await page(other, '/collections/spring-summer');
    expect(before.body).toContain('COLLECTION PRINTEMPS/ÉTÉ');
    const res = await api('PATCH', '/api/admin/categories/spring-summer', {
      name: 'Lookbook Tabaski',
    });
    expect(res.statusCode).toBe(200);
    const gallery = await eventually(
      () => page(other, '/collections/spring-summer'),
      (p) => p.body.includes('LOOKBOOK TABASKI'),
    );
    expect(gallery.status).toBe(200);
    expect(gallery.body).toContain('<title>Lookbook Tabaski | LAGUNE</title>');
    expect(gallery.body).toContain(
      '<li aria-current="page" class="font-semibold">Lookbook Tabaski</li>',
    );
    expect(gallery.body).toContain('"name":"Lookbook Tabaski"');
    expect(gallery.body).toContain(
      '<meta name="description" content="Lookbook Tabaski LAGUNE, la mode d&#x27;Abidjan',
    );
    expect(gallery.body).not.toMatch(/PRINTEMPS\/ÉTÉ|printemps\/été 2025/i);
  });

  it('moves a category up and down: the new order everywhere', async () => {
    const up = await api('POST', '/api/admin/categories/short/move', { direction: 'up' });
    expect(up.statusCode).toBe(200);
    expect((await ids()).slice(0, 4)).toEqual(['t-shirt', 'pull', 'short', 'complet']);
    // The first cannot go higher: nothing moves.
    await api('POST', '/api/admin/categories/t-shirt/move', { direction: 'up' });
    expect((await ids()).slice(0, 4)).toEqual(['t-shirt', 'pull', 'short', 'complet']);
    const grid = await eventually(
      () => page(other, '/categories'),
      (p) => p.body.indexOf('/collections/short') < p.body.indexOf('/collections/complet'),
    );
    expect(grid.body.indexOf('/collections/short')).toBeLessThan(
      grid.body.indexOf('/collections/complet'),
    );
  });

  it('hides a category: out of the grid and sitemap, its page 404, its products still reachable', async () => {
    const res = await api('PATCH', '/api/admin/categories/top', { hidden: true });
    expect(res.statusCode).toBe(200);
    const listing = await eventually(
      () => page(other, '/collections/top'),
      (p) => p.status === 404,
    );
    expect(listing.status).toBe(404);
    expect((await page(other, '/categories')).body).not.toContain('/collections/top"');
    expect((await other.inject({ url: '/sitemap.xml' })).body).not.toContain('/collections/top<');
    expect((await page(other, '/product/top-cotele-lagune')).status).toBe(200);
    await api('PATCH', '/api/admin/categories/top', { hidden: false });
    expect(
      (
        await eventually(
          () => page(other, '/collections/top'),
          (p) => p.status === 200,
        )
      ).status,
    ).toBe(200);
  });

  it('deletes only an empty category, and says how many products keep one', async () => {
    const refused = await api('DELETE', '/api/admin/categories/short');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Impossible de supprimer\u202f: 7 produits sont/);
    expect(await ids()).toContain('short');
    const looks = await api('DELETE', '/api/admin/categories/spring-summer');
    expect(looks.statusCode).toBe(400);
    await api('POST', '/api/admin/categories', { name: 'Accessoires' });
    const deleted = await api('DELETE', '/api/admin/categories/accessoires');
    expect(deleted.statusCode).toBe(200);
    expect(await ids()).not.toContain('accessoires');
    expect((await audit('accessoires')).length).toBe(2);
  });
});
