import { sql } from 'drizzle-orm';
import {
  MONEY_DAYS,
  MONEY_TOP_PRODUCTS,
  MONEY_UNPAID_LISTED,
  type AdminMoney,
} from '../../shared/api/admin.ts';
import { PAID_STATUSES } from '../../shared/domain/orders.ts';
import { SHOP_TIME_ZONE } from '../../shared/format/date.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { queryRows, type Db } from '../db/database.ts';
import { orders, ordersInfo } from '../db/schema.ts';
import { payDeadline } from '../orders/payment-window.ts';

/**
 * The owner's money board (docs/decisions/0169), every figure summed by PostgreSQL. An order's
 * money counts once it is paid (PAID_STATUSES) and on the day it was placed, in Abidjan, as the
 * dashboard cards date orders; 'pending' is what is still to collect, 'cancelled' never counts.
 */

/** The order's status is one of PAID_STATUSES; `status` names the column (`o.status`). */
export const isPaid = (status = sql`status`) =>
  sql`${status} in (${sql.join(
    PAID_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
const PAID = isPaid();

// Today's, the 7-day span's, the chart's and this month's first instants in Abidjan.
const BOUNDS = sql`
  select
    date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE} as today,
    (date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) - interval '6 days') at time zone ${SHOP_TIME_ZONE} as week,
    (date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) - ${MONEY_DAYS - 1} * interval '1 day') at time zone ${SHOP_TIME_ZONE} as chart,
    date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE} as month`;

type Amount = string | number;
type TotalsRow = {
  today: Amount;
  week: Amount;
  month: Amount;
  month_count: number;
  unpaid_count: number;
  unpaid_total: Amount;
};

export async function readMoney(
  db: Db,
  catalogue: CatalogueSnapshot,
  windowMs: number,
): Promise<AdminMoney> {
  const [totals] = await queryRows<TotalsRow>(
    db,
    sql`with b as (${BOUNDS})
      select
        coalesce(sum(total_amount) filter (where ${PAID} and created_at >= b.today), 0) as today,
        coalesce(sum(total_amount) filter (where ${PAID} and created_at >= b.week), 0) as week,
        coalesce(sum(total_amount) filter (where ${PAID} and created_at >= b.month), 0) as month,
        count(*) filter (where ${PAID} and created_at >= b.month)::int as month_count,
        count(*) filter (where status = 'pending')::int as unpaid_count,
        coalesce(sum(total_amount) filter (where status = 'pending'), 0) as unpaid_total
      from orders, b
      where created_at >= least(b.chart, b.month) or status = 'pending'`,
  );
  const days = await queryRows<{ day: string; amount: Amount }>(
    db,
    sql`with b as (${BOUNDS}),
      paid as (
        select date_trunc('day', created_at at time zone ${SHOP_TIME_ZONE}) as day, sum(total_amount) as amount
        from orders, b where ${PAID} and created_at >= b.chart group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(paid.amount, 0) as amount
      from b, generate_series(b.chart at time zone ${SHOP_TIME_ZONE}, b.today at time zone ${SHOP_TIME_ZONE}, interval '1 day') as d(day)
      left join paid on paid.day = d.day
      order by d.day`,
  );
  const top = await queryRows<{ product_id: string; units: number; revenue: Amount }>(
    db,
    sql`with b as (${BOUNDS})
      select i.product_id, sum(i.quantity)::int as units, sum(i.quantity::bigint * i.price) as revenue
      from order_items i join orders o on o.id = i.order_id, b
      where ${isPaid(sql`o.status`)} and o.created_at >= b.month
      group by i.product_id
      order by units desc, revenue desc, i.product_id
      limit ${MONEY_TOP_PRODUCTS}`,
  );
  const deadline = payDeadline(windowMs);
  const next = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      name: ordersInfo.nomComplet,
      totalAmount: orders.totalAmount,
      payBy: deadline,
    })
    .from(orders)
    .leftJoin(ordersInfo, sql`${ordersInfo.id} = ${orders.id}`)
    .where(sql`${orders.status} = 'pending'`)
    .orderBy(sql`${deadline} asc nulls last`, orders.createdAt)
    .limit(MONEY_UNPAID_LISTED);

  const t = totals!;
  const month = Number(t.month);
  return {
    collected: { today: Number(t.today), last7Days: Number(t.week), thisMonth: month },
    unpaid: {
      count: t.unpaid_count,
      total: Number(t.unpaid_total),
      next: next.map((o) => ({
        ...o,
        name: o.name?.trim() || null,
        payBy: o.payBy ? new Date(o.payBy).toISOString() : null,
      })),
    },
    averageBasket: t.month_count > 0 ? Math.round(month / t.month_count) : null,
    topProducts: top.map((row) => ({
      productId: row.product_id,
      name: catalogue.entries.get(row.product_id)?.product.name ?? `Produit ID: ${row.product_id}`,
      units: row.units,
      revenue: Number(row.revenue),
    })),
    days: days.map((d) => ({ day: d.day, amount: Number(d.amount) })),
    generatedAt: new Date().toISOString(),
  };
}
