import { sql } from 'drizzle-orm';
import type { AdminStats, DerivedCustomer, ProductStats } from '../../shared/api/admin.ts';
import { INFO_UNAVAILABLE } from '../../shared/api/admin.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import type { SizeName } from '../../shared/catalogue/types.ts';
import { queryRows, type Db } from '../db/database.ts';
import { isPaid } from './money.ts';
// The shop's months start at midnight in Abidjan.
import { SHOP_TIME_ZONE } from '../../shared/format/date.ts';
import { PICKUP_PLACE_PREFIX } from '../../shared/domain/delivery.ts';

/**
 * The dashboard's figures, each computed by PostgreSQL (never every row loaded into the
 * browser). Cancelled orders are not sales (docs/decisions/0041): they count in the orders card
 * and a customer's number of orders, never in amounts spent, units sold or revenue. A customer is
 * who the Clients tab lists (CUSTOMER_NAME_KEY), so the card and the tab say the same number
 * (docs/decisions/0214).
 */

/** Month-over-month change in %, one decimal; null when there is nothing to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

// This month so far, and the same span of last month (the 1st to today's date and time).
const BOUNDS = sql`
  select
    date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE} as this_start,
    date_trunc('month', (now() at time zone ${SHOP_TIME_ZONE}) - interval '1 month') at time zone ${SHOP_TIME_ZONE} as last_start,
    now() - interval '1 month' as last_until`;

/** Contact details that count as present: name and phone non-blank, not the placeholder. */
const PRESENT = sql`btrim(i.nom_complet) not in ('', ${INFO_UNAVAILABLE})
    and btrim(i.telephone) not in ('', ${INFO_UNAVAILABLE})`;

/** Who a customer is in the Clients tab and its card: the lower-cased, trimmed name. */
const CUSTOMER_NAME_KEY = sql`lower(btrim(i.nom_complet))`;

/**
 * An order `o`'s address as the admin shows it: a pick-up order keeps none (docs/decisions/0221),
 * so 'Retrait à <shop>' (pickupPlace) stands in for it.
 */
export const ORDER_PLACE = sql`case when o.pickup_shop is not null
  then ${PICKUP_PLACE_PREFIX}::text || o.pickup_shop else o.shipping_address end`;

type StatsRow = {
  total: number;
  guest: number;
  this_month: number;
  last_month: number;
  customers: number;
  customers_this_month: number;
  customers_last_month: number;
  accounts: number;
  revenue_this_month: string | number;
  revenue_last_month: string | number;
  messages_total: number;
  messages_unread: number;
  messages_this_month: number;
  messages_last_month: number;
};

type StockThenRow = { product_id: string; size: string; now: number; then: number };

export async function readStats(db: Db, catalogue: CatalogueSnapshot): Promise<AdminStats> {
  const [row] = await queryRows<StatsRow>(
    db,
    sql`with bounds as (${BOUNDS}),
      o as (
        select
          count(*)::int as total,
          count(*) filter (where user_id is null)::int as guest,
          count(*) filter (where created_at >= this_start)::int as this_month,
          count(*) filter (where created_at >= last_start and created_at < last_until)::int as last_month,
          count(distinct user_id)::int as accounts,
          coalesce(sum(total_amount) filter (where status <> 'cancelled' and created_at >= this_start), 0) as revenue_this_month,
          coalesce(sum(total_amount) filter (where status <> 'cancelled' and created_at >= last_start and created_at < last_until), 0) as revenue_last_month
        from orders, bounds
      ),
      c as (
        select
          count(distinct ${CUSTOMER_NAME_KEY})::int as customers,
          count(distinct ${CUSTOMER_NAME_KEY}) filter (where o.created_at >= this_start)::int as customers_this_month,
          count(distinct ${CUSTOMER_NAME_KEY}) filter (where o.created_at >= last_start and o.created_at < last_until)::int as customers_last_month
        from orders o join orders_info i on i.id = o.id, bounds
        where ${PRESENT}
      ),
      m as (
        select
          count(*)::int as messages_total,
          count(*) filter (where read_at is null and archived_at is null)::int as messages_unread,
          count(*) filter (where created_at >= this_start)::int as messages_this_month,
          count(*) filter (where created_at >= last_start and created_at < last_until)::int as messages_last_month
        from contact_messages, bounds
      )
      select * from o, c, m`,
  );
  // Stock now and one month ago (now minus every change since), per product and size.
  const stockRows = await queryRows<StockThenRow>(
    db,
    sql`select s.product_id, s.size, s.quantity as now,
          (s.quantity - coalesce((
            select sum(c.delta) from stock_changes c
            where c.product_id = s.product_id and c.size = s.size and c.created_at >= now() - interval '1 month'
          ), 0))::int as then
        from stock s`,
  );
  const activeNow = activeProducts(catalogue, stockRows, 'now');
  const activeThen = activeProducts(catalogue, stockRows, 'then');
  const r = row!;
  const revenueThisMonth = Number(r.revenue_this_month);
  return {
    orders: {
      total: r.total,
      guest: r.guest,
      thisMonth: r.this_month,
      change: percentChange(r.this_month, r.last_month),
    },
    customers: {
      total: r.customers,
      thisMonth: r.customers_this_month,
      accounts: r.accounts,
      change: percentChange(r.customers_this_month, r.customers_last_month),
    },
    products: {
      active: activeNow,
      // Published products: what the storefront offers.
      catalogue: catalogue.products.length,
      change: percentChange(activeNow, activeThen),
    },
    messages: {
      unread: r.messages_unread,
      total: r.messages_total,
      change: percentChange(r.messages_this_month, r.messages_last_month),
    },
    revenue: {
      thisMonth: revenueThisMonth,
      change: percentChange(revenueThisMonth, Number(r.revenue_last_month)),
    },
    generatedAt: new Date().toISOString(),
  };
}

/** Published products with at least one size they offer in stock. */
function activeProducts(
  catalogue: CatalogueSnapshot,
  rows: StockThenRow[],
  when: 'now' | 'then',
): number {
  const active = new Set<string>();
  for (const row of rows) {
    const entry = catalogue.entries.get(row.product_id);
    if (entry?.status !== 'published' || row[when] <= 0) continue;
    if (entry.product.sizes.some((s) => s.name === row.size)) active.add(row.product_id);
  }
  return active.size;
}

type CustomerRow = {
  key: string;
  name: string;
  phone: string;
  address: string;
  order_count: number;
  total_spent: string | number;
  last_order_at: Date | string;
  total: number;
  page_key: string | null;
};

/**
 * Customers derived from the orders: grouped by the lower-cased, trimmed name; name, phone and
 * address from the latest order; most recent buyers first. `limit` undefined: every customer (CSV).
 * One hash aggregate over the orders, then only the page's customers look up their latest order
 * (by its time, through `orders_created_at_id_idx`): no sort of every order by name.
 */
export async function readCustomers(
  db: Db,
  { offset = 0, limit }: { offset?: number; limit?: number | undefined } = {},
): Promise<{ customers: DerivedCustomer[]; total: number }> {
  const page = limit === undefined ? sql`` : sql`limit ${limit} offset ${offset}`;
  const rows = await queryRows<CustomerRow>(
    db,
    sql`with grouped as (
        select ${CUSTOMER_NAME_KEY} as key, count(*)::int as order_count,
               -- What the customer paid (an unpaid order is not money yet).
               coalesce(sum(o.total_amount) filter (where ${isPaid(sql`o.status`)}), 0) as total_spent,
               max(o.created_at) as last_order_at,
               -- An account among the orders: the page is the account's (docs/decisions/0189).
               max(o.user_id::text) as user_id
        from orders o join orders_info i on i.id = o.id
        where ${PRESENT}
        group by 1
      ),
      page as (
        select *, count(*) over ()::int as total from grouped
        order by last_order_at desc, key
        ${page}
      )
      select p.key, l.name, l.phone, l.address, p.order_count, p.total_spent, p.last_order_at, p.total,
             case when p.user_id is not null then 'compte-' || p.user_id
                  when l.phone_key <> '' then 'tel-' || l.phone_key end as page_key
      from page p cross join lateral (
        select i.nom_complet as name, i.telephone as phone, ${ORDER_PLACE} as address, i.phone_key
        from orders o join orders_info i on i.id = o.id
        where o.created_at = p.last_order_at and ${CUSTOMER_NAME_KEY} = p.key and ${PRESENT}
        order by o.id desc
        limit 1
      ) l
      order by p.last_order_at desc, p.key`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the end: the window had no row to count on.
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct ${CUSTOMER_NAME_KEY})::int as n
          from orders o join orders_info i on i.id = o.id where ${PRESENT}`,
    );
    total = counted?.n ?? 0;
  }
  return {
    customers: rows.map((row) => ({
      key: row.key,
      name: row.name.trim(),
      phone: row.phone.trim(),
      address: row.address,
      orderCount: row.order_count,
      totalSpent: Number(row.total_spent),
      lastOrderAt: new Date(row.last_order_at).toISOString(),
      pageKey: row.page_key,
    })),
    total,
  };
}

type SalesRow = { product_id: string; quantity: number; orders: number; revenue: string | number };

/**
 * Product figures derived from the lines of orders that are not cancelled, sorted by
 * quantity sold (descending), then every catalogue product not sold yet; each with its stock.
 */
export async function readProductStats(
  db: Db,
  catalogue: CatalogueSnapshot,
): Promise<{
  products: ProductStats[];
  totals: { productsSold: number; unitsSold: number; revenue: number };
}> {
  const sales = await queryRows<SalesRow>(
    db,
    sql`select i.product_id, sum(i.quantity)::int as quantity,
               count(distinct i.order_id)::int as orders,
               sum(i.quantity::bigint * i.price) as revenue
        from order_items i
        where not exists (select 1 from orders o where o.id = i.order_id and o.status = 'cancelled')
        group by i.product_id`,
  );
  const stockRows = await queryRows<{ product_id: string; size: string; quantity: number }>(
    db,
    sql`select product_id, size, quantity from stock`,
  );
  const stockOf = new Map<string, Record<SizeName, number>>();
  for (const row of stockRows) {
    const levels = stockOf.get(row.product_id) ?? {};
    levels[row.size] = row.quantity;
    stockOf.set(row.product_id, levels);
  }
  // Each product's rank in its category's listing (the snapshot keeps that order, ADR 0145).
  const rankOf = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const [id, entry] of catalogue.entries) {
    const category = entry.product.category ?? '';
    const rank = (seen.get(category) ?? 0) + 1;
    seen.set(category, rank);
    rankOf.set(id, rank);
  }
  const describe = (productId: string, sold?: SalesRow): ProductStats => {
    const entry = catalogue.entries.get(productId);
    const product = entry?.product;
    const rank = rankOf.get(productId);
    const placed =
      product?.category && rank !== undefined ? { category: product.category, rank } : {};
    return {
      ...placed,
      productId,
      name: product?.name ?? `Produit ID: ${productId}`,
      image: product?.images.front ?? '',
      inCatalogue: product !== undefined,
      status: entry?.status ?? null,
      price: product?.price ?? null,
      quantitySold: sold?.quantity ?? 0,
      orderCount: sold?.orders ?? 0,
      revenue: Number(sold?.revenue ?? 0),
      stock: stockOf.get(productId) ?? {},
      sizes: product?.sizes.map((s) => ({ name: s.name, available: true })) ?? [],
    };
  };
  const soldIds = new Set(sales.map((s) => s.product_id));
  const sold = sales
    .map((s) => describe(s.product_id, s))
    .sort(
      (a, b) =>
        b.quantitySold - a.quantitySold ||
        b.revenue - a.revenue ||
        a.productId.localeCompare(b.productId),
    );
  const unsold = [...catalogue.entries.keys()]
    .filter((id) => !soldIds.has(id))
    .map((id) => describe(id));
  return {
    products: [...sold, ...unsold],
    totals: {
      productsSold: sold.length,
      unitsSold: sold.reduce((n, p) => n + p.quantitySold, 0),
      revenue: sold.reduce((n, p) => n + p.revenue, 0),
    },
  };
}
