import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerPage, DerivedCustomer } from '../../shared/api/admin.ts';
import { createUser } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, insertOrder } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

describe.each(DRIVERS)('a customer’s page on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const db = () => s.t.database.db;
  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const customers = async () =>
    (await call('GET', '/api/admin/customers')).json<{ customers: DerivedCustomer[] }>().customers;
  const pageOf = async (name: string) => {
    const row = (await customers()).find((c) => c.name === name);
    expect(row?.pageKey).toBeTruthy();
    const res = await call('GET', `/api/admin/customers/${encodeURIComponent(row!.pageKey!)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminCustomerPage>();
  };

  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    const user = await createUser(db(), { email: 'awa@example.ci', fullName: 'Awa Koné' });
    // A guest, the same phone typed two ways: one customer. 7 500 FCFA each order.
    await insertOrder(db(), { fullName: 'Koffi Yao', phone: '07 08 09 10 11', status: 'paid' });
    await insertOrder(db(), { fullName: 'Koffi Yao', phone: '+225 0708091011' });
    await insertOrder(db(), { fullName: 'Koffi Yao', phone: '0708091011', status: 'cancelled' });
    // Someone else.
    await insertOrder(db(), { fullName: 'Ama Bi', phone: '05 55 55 55 55', status: 'paid' });
    // A registered customer: her account's order, and one as a guest with the same phone.
    await insertOrder(db(), {
      fullName: 'Awa Koné',
      phone: '01 02 03 04 05',
      userId: user.id,
      status: 'delivered',
      createdAt: new Date(Date.now() - 3_600_000),
    });
    await insertOrder(db(), { fullName: 'Awa Koné', phone: '0102030405' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('gathers a guest’s orders by phone, with what is paid and what is still to pay', async () => {
    const page = await pageOf('Koffi Yao');
    expect(page.orders).toHaveLength(3);
    expect(page.orders.map((o) => o.status).sort()).toEqual(['cancelled', 'paid', 'pending']);
    expect(page.orders[0]).toMatchObject({ reference: expect.stringMatching(/^LG-/), total: 7500 });
    expect(page.paid).toBe(7500);
    expect(page.toPay).toBe(7500);
    expect(page.phone).toBeTruthy();
    expect(page.note).toBe('');
  });

  it('gathers a registered customer’s account orders and her guest orders with the same phone', async () => {
    const page = await pageOf('Awa Koné');
    expect(page.orders).toHaveLength(2);
    expect(page.paid).toBe(7500);
    expect(page.toPay).toBe(7500);
  });

  it('keeps the owner’s private note on the server', async () => {
    const key = (await customers()).find((c) => c.name === 'Ama Bi')!.pageKey!;
    const url = `/api/admin/customers/${encodeURIComponent(key)}/note`;
    const saved = await call('PUT', url, { note: 'Préfère être livrée le samedi.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await pageOf('Ama Bi')).note).toBe('Préfère être livrée le samedi.');
    // Another customer's page is untouched.
    expect((await pageOf('Koffi Yao')).note).toBe('');

    const tooLong = await call('PUT', url, { note: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { message: string } }>().error.message).toMatch(/note/i);
  });

  it('answers a French 404 for nobody and a 400 for a malformed key', async () => {
    const nobody = await call('GET', '/api/admin/customers/tel-999999999');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json<{ error: { message: string } }>().error.message).toMatch(/client/i);
    const bad = await call('GET', '/api/admin/customers/n%27importe');
    expect(bad.statusCode).toBe(400);
  });

  it('shows where a pick-up customer collects her order, not an empty address', async () => {
    await insertOrder(db(), {
      fullName: 'Mariam Touré',
      phone: '05 44 33 22 11',
      pickupShop: 'LAGUNE Plateau',
    });
    const listed = (await customers()).find((c) => c.name === 'Mariam Touré');
    expect(listed?.address).toBe('Retrait à LAGUNE Plateau');
    expect((await pageOf('Mariam Touré')).address).toBe('Retrait à LAGUNE Plateau');
  });
});
