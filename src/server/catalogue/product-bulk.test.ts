// Bulk actions of the Produits tab: several products published, archived, moved or (drafts never
// ordered) deleted at once; all or nothing, audited, refused with a French message otherwise.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import { adminChanges, catalogueProducts, stock } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

describe.each(DRIVERS)('bulk product actions on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const db = () => s.t.database.db;
  const bulk = (payload: object, cookie = admin) =>
    s.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: { cookie },
      payload,
    });
  const statusOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await db()
          .select({ id: catalogueProducts.id, status: catalogueProducts.status })
          .from(catalogueProducts)
          .where(inArray(catalogueProducts.id, ids))
      ).map((r) => [r.id, r.status]),
    );
  const draft = async (name: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: admin },
      payload: {
        name,
        category: 'top',
        price: 9_000,
        garment: 'top',
        colour: 'Sable',
        print: 'plain',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as AdminProduct).id;
  };

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('archives, publishes and moves several products at once, one audit line each', async () => {
    const ids = ['t-shirt-signature-creme', 't-shirt-mariniere-plateau'];
    const audits = await db().$count(adminChanges);
    const archived = await bulk({ action: 'archive', ids });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ changed: 2 });
    expect(await statusOf(ids)).toEqual({ [ids[0]!]: 'archived', [ids[1]!]: 'archived' });
    expect(await db().$count(adminChanges)).toBe(audits + 2);
    expect((await bulk({ action: 'publish', ids })).json()).toEqual({ changed: 2 });
    expect(await statusOf(ids)).toEqual({ [ids[0]!]: 'published', [ids[1]!]: 'published' });
    const moved = await bulk({ action: 'move', ids, category: 'top' });
    expect(moved.json()).toEqual({ changed: 2 });
    const rows = await db()
      .select({ category: catalogueProducts.category })
      .from(catalogueProducts)
      .where(inArray(catalogueProducts.id, ids));
    expect(rows.map((r) => r.category)).toEqual(['top', 'top']);
  });

  it('deletes drafts never ordered, and refuses the others with a French message', async () => {
    const a = await draft('Brouillon Un');
    const b = await draft('Brouillon Deux');
    const deleted = await bulk({ action: 'delete', ids: [a, b] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ changed: 2 });
    expect(await statusOf([a, b])).toEqual({});
    expect(await db().$count(stock, inArray(stock.productId, [a, b]))).toBe(0);

    // A published product, or a draft an order names, is not deleted; nothing of the selection is.
    const c = await draft('Brouillon Trois');
    const refused = await bulk({ action: 'delete', ids: [c, 't-shirt-vague-de-bassam'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('T-shirt Vague de Bassam');
    expect(refused.json().error.message).toContain('brouillons jamais commandés');
    expect(await statusOf([c])).toEqual({ [c]: 'draft' });
    const ordered = 't-shirt-palmier-assinie';
    await placeTestOrder(s.app, { items: [{ productId: ordered, size: 'M', quantity: 1 }] });
    await db()
      .update(catalogueProducts)
      .set({ status: 'draft' })
      .where(eq(catalogueProducts.id, ordered));
    expect((await bulk({ action: 'delete', ids: [ordered] })).statusCode).toBe(409);
    expect(await statusOf([ordered])).toEqual({ [ordered]: 'draft' });
  });

  it('validates everything: unknown ids, actions, categories, empty or oversized selections, customers', async () => {
    const ids = ['t-shirt-signature-creme'];
    for (const payload of [
      { action: 'archive', ids: [] },
      { action: 'explode', ids },
      { action: 'move', ids, category: 'spring-summer' },
      { action: 'move', ids },
      { action: 'archive', ids: Array.from({ length: 501 }, (_, i) => `p-${i}`) },
      { action: 'archive', ids: [42] },
    ]) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/[a-zé]/);
    }
    const missing = await bulk({ action: 'archive', ids: [...ids, 'pas-de-produit'] });
    expect(missing.statusCode).toBe(404);
    expect(await statusOf(ids)).toEqual({ [ids[0]!]: 'published' });
    await createUser(db(), { email: 'cliente@example.ci' });
    const customer = await signIn(s.app, 'cliente@example.ci');
    expect((await bulk({ action: 'archive', ids }, customer)).statusCode).toBe(403);
  });
});
