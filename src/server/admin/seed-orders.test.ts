import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneKey } from '../../shared/schemas/order.ts';
import { queryRows } from '../db/database.ts';
import { orders, ordersInfo, stock, users } from '../db/schema.ts';
import { REFERENCE_PATTERN } from '../orders/order-reference.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { seedOrders } from './seed-orders.ts';

describe.each(DRIVERS)('seed:orders on %s', (driver) => {
  let s: TestApp;
  const db = () => s.t.database.db;
  beforeAll(async () => {
    s = await createTestApp(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('writes consistent orders the dashboard reads, twice without clashing, leaving stock alone', async () => {
    const stockBefore = await queryRows<{ n: string }>(
      db(),
      sql`select sum(quantity)::text as n from ${stock}`,
    );
    const first = await seedOrders(db(), 600);
    const second = await seedOrders(db(), 400);
    expect(first).toMatchObject({ orders: 600, users: 30, messages: 1 });
    expect(second.orders).toBe(400);
    expect(await db().$count(orders)).toBe(1000);
    expect(await db().$count(ordersInfo)).toBe(1000);

    const [check] = await queryRows<{
      bad_totals: number;
      bad_subtotals: number;
      without_items: number;
      distinct_refs: number;
      guests: number;
      statuses: number;
      zones: number;
      oldest_days: number;
    }>(
      db(),
      sql`select
        count(*) filter (where o.total_amount <> o.subtotal + o.delivery_fee)::int as bad_totals,
        count(*) filter (where o.subtotal <> coalesce(l.sum, 0))::int as bad_subtotals,
        count(*) filter (where l.sum is null)::int as without_items,
        count(distinct o.reference)::int as distinct_refs,
        count(*) filter (where o.user_id is null)::int as guests,
        count(distinct o.status)::int as statuses,
        count(distinct o.delivery_zone)::int as zones,
        extract(day from now() - min(o.created_at))::int as oldest_days
      from orders o
      left join (select order_id, sum(quantity * price) as sum from order_items group by order_id) l
        on l.order_id = o.id`,
    );
    expect(check).toMatchObject({
      bad_totals: 0,
      bad_subtotals: 0,
      without_items: 0,
      distinct_refs: 1000,
    });
    expect(check!.guests).toBeGreaterThan(450);
    expect(check!.guests).toBeLessThan(750);
    expect(check!.statuses).toBe(6);
    expect(check!.zones).toBeGreaterThanOrEqual(3);
    expect(check!.oldest_days).toBeGreaterThan(200);
    expect(check!.oldest_days).toBeLessThanOrEqual(366);

    const refs = await db().select({ reference: orders.reference }).from(orders);
    expect(refs.every((r) => REFERENCE_PATTERN.test(r.reference))).toBe(true);
    const infos = await db()
      .select({ phone: ordersInfo.telephone, key: ordersInfo.phoneKey })
      .from(ordersInfo)
      .limit(50);
    for (const info of infos) expect(info.key).toBe(phoneKey(info.phone));
    // Registered orders carry their account's name.
    const [mismatch] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${orders} o join ${ordersInfo} i on i.id = o.id
          join ${users} u on u.id = o.user_id where u.full_name <> i.nom_complet`,
    );
    expect(mismatch!.n).toBe(0);
    const stockAfter = await queryRows<{ n: string }>(
      db(),
      sql`select sum(quantity)::text as n from ${stock}`,
    );
    expect(stockAfter).toEqual(stockBefore);

    await createAdminUser(db());
    const cookie = await adminSignIn(s.app, 'patronne@lagune.ci');
    const page = await s.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie },
    });
    expect(page.json().orders).toHaveLength(20);
    expect(page.json().counts.all).toBe(1000);
    const customers = await s.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: { cookie },
    });
    expect(customers.json().total).toBeGreaterThan(30);
  });
});
