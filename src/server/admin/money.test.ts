import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMoney } from '../../shared/api/admin.ts';
import { products } from '../../shared/catalogue/products.ts';
import { adminSignIn, createAdminUser, insertOrder } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const [a, b] = products.filter((p) => p.inStock);
const WINDOW_MS = 48 * 3_600_000;

describe.each(DRIVERS)("the owner's money board on %s", (driver) => {
  let s: TestApp;
  let admin: string;
  const db = () => s.t.database.db;
  const money = async () => {
    const response = await s.app.inject({
      method: 'GET',
      url: '/api/admin/money',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminMoney>();
  };
  const line = (p: typeof a, quantity: number) => ({
    productId: p!.id,
    size: 'M',
    quantity,
    price: p!.price,
  });

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ORDER_PAYMENT_WINDOW: '48h' } });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(() => s?.close());

  it('is for the admin only', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/admin/money' });
    expect(response.statusCode).toBe(401);
  });

  it("a paid order moves 'encaissé', an unpaid one 'à encaisser', each by its amount", async () => {
    const before = await money();
    expect(before.days).toHaveLength(14);

    // Insert totals: the lines plus the 1 500 FCFA delivery.
    await insertOrder(db(), { status: 'paid', items: [line(a, 2)] });
    const paidTotal = a!.price * 2 + 1500;
    const unpaid = await insertOrder(db(), { fullName: 'Awa Koné', items: [line(b, 1)] });
    const unpaidTotal = b!.price + 1500;
    await insertOrder(db(), { status: 'cancelled', items: [line(b, 4)] });

    const after = await money();
    expect(after.collected.today - before.collected.today).toBe(paidTotal);
    expect(after.collected.last7Days - before.collected.last7Days).toBe(paidTotal);
    expect(after.collected.thisMonth - before.collected.thisMonth).toBe(paidTotal);
    expect(after.days.at(-1)!.amount - before.days.at(-1)!.amount).toBe(paidTotal);
    expect(after.unpaid.count - before.unpaid.count).toBe(1);
    expect(after.unpaid.total - before.unpaid.total).toBe(unpaidTotal);

    const listed = after.unpaid.next.find((o) => o.reference === unpaid.reference);
    expect(listed).toMatchObject({ name: 'Awa Koné', totalAmount: unpaidTotal });
    const left = new Date(listed!.payBy!).getTime() - Date.now();
    expect(left).toBeGreaterThan(WINDOW_MS - 3_600_000);
    expect(left).toBeLessThanOrEqual(WINDOW_MS);

    // Units paid this month, the cancelled order's four never counted.
    expect(after.topProducts.find((p) => p.productId === a!.id)).toMatchObject({
      name: a!.name,
      units: 2,
    });
    expect(after.topProducts.find((p) => p.productId === b!.id)).toBeUndefined();
    expect(after.averageBasket).toBe(paidTotal);
  });

  it('counts a sale of 3 days ago in the 7 days and on its own day, not today', async () => {
    const before = await money();
    const day = new Date(Date.now() - 3 * 86_400_000);
    await insertOrder(db(), { status: 'delivered', createdAt: day, items: [line(a, 1)] });
    const amount = a!.price + 1500;
    const after = await money();
    expect(after.collected.today).toBe(before.collected.today);
    expect(after.collected.last7Days - before.collected.last7Days).toBe(amount);
    const onThatDay = (m: AdminMoney) =>
      m.days.find((d) => d.day === day.toISOString().slice(0, 10))!.amount;
    expect(onThatDay(after) - onThatDay(before)).toBe(amount);
  });

  it('gives the last 14 days in Abidjan, today last, an empty day at 0', async () => {
    const { days } = await money();
    const today = new Date().toISOString().slice(0, 10); // Abidjan is UTC+0 all year
    expect(days.at(-1)!.day).toBe(today);
    const first = new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10);
    expect(days[0]).toEqual({ day: first, amount: 0 });
    expect(new Set(days.map((d) => d.day)).size).toBe(14);
  });
});
