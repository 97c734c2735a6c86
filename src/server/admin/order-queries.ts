import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  INFO_UNAVAILABLE,
  type AdminOrder,
  type OrderCounts,
  type OrderFilter,
} from '../../shared/api/admin.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/domain/orders.ts';
import type { PaymentMeans } from '../../shared/domain/payments.ts';
import { pickupShopOfRow } from '../orders/pickup.ts';
import { BY_HAND } from './payment-received.ts';
import { phoneKey } from '../../shared/schemas/order.ts';
import { payDeadline } from '../orders/payment-window.ts';
import type { Db } from '../db/database.ts';
import {
  adminChanges,
  catalogueProducts,
  orderItems,
  orders,
  ordersInfo,
  paymentEvents,
} from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { describeItem, itemColumns, productOfItem } from '../orders/describe-item.ts';
import { REFERENCE_ALPHABET } from '../orders/order-reference.ts';

/**
 * What an admin's search box can mean (docs/decisions/0041): an order reference (with or without
 * `LG-`), a phone number or its first digits (compared as `phoneKey`, through the generated
 * `orders_info.phone_key` column and its prefix index), the 8-character id of an order card or a
 * whole id. Several readings are tried together ("07010203" is a phone prefix and a short id).
 */
export type OrderSearch = {
  reference?: string;
  phonePrefix?: string;
  id?: string;
  idPrefix?: string;
  /** Part of the customer's name, lower-cased and without accents (ADR 0132). */
  name?: string;
};

/** Accented letters of French and their plain form: 'kone' finds 'Koné' (the SQL does the same). */
const ACCENTED = 'àâäáãåéèêëíìîïóòôöõúùûüçñÿ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';

/** Lower case without accents, as `plainName` gives it in SQL. */
export function plainText(text: string): string {
  return [...text.toLowerCase()]
    .map((c) => {
      const at = ACCENTED.indexOf(c);
      return at >= 0 ? PLAIN[at] : c;
    })
    .join('');
}

/** Fewer letters than this would match most customers: not a name search. */
export const NAME_SEARCH_MIN_LETTERS = 2;

const REFERENCE_BODY = `[${REFERENCE_ALPHABET}]{6}`;
const REFERENCE_INPUT = new RegExp(`^(?:LG-?)?(${REFERENCE_BODY})$`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_ID = /^[0-9a-f]{8}$/;
const PHONE_INPUT = /^[+\d\s.\-()]+$/;
/** Fewer digits than this would match a large share of all orders: not a phone search. */
export const PHONE_SEARCH_MIN_DIGITS = 4;

/** The readings of a search text; null when it can be none of them (no order matches). */
export function parseOrderSearch(text: string): OrderSearch | null {
  const search: OrderSearch = {};
  const compact = text.replace(/\s+/g, '');
  const reference = REFERENCE_INPUT.exec(compact.toUpperCase());
  if (reference) search.reference = `LG-${reference[1]}`;
  const lower = compact.toLowerCase();
  if (UUID.test(lower)) search.id = lower;
  if (SHORT_ID.test(lower)) search.idPrefix = lower;
  if (PHONE_INPUT.test(text) && text.replace(/\D/g, '').length >= PHONE_SEARCH_MIN_DIGITS) {
    const key = phoneKey(text);
    if (key !== '') search.phonePrefix = key;
  }
  // Otherwise a text with letters is part of a name: 'Awa', 'koné', 'Awa K'.
  const name = plainText(text.trim().replace(/\s+/g, ' '));
  const identifies = search.reference ?? search.id ?? search.idPrefix;
  if (!identifies && name.replace(/[^\p{L}]/gu, '').length >= NAME_SEARCH_MIN_LETTERS)
    search.name = name;
  return Object.keys(search).length > 0 ? search : null;
}

/** LIKE's own characters taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `orders.id in (…)`: one indexed lookup per reading, joined by UNION ALL (an OR across tables would scan). */
function searchCondition(search: OrderSearch): SQL {
  const parts: SQL[] = [];
  if (search.reference)
    parts.push(sql`select "id" from "orders" where "reference" = ${search.reference}`);
  if (search.id) parts.push(sql`select ${search.id}::uuid`);
  if (search.idPrefix) {
    const low = `${search.idPrefix}-0000-0000-0000-000000000000`;
    const high = `${search.idPrefix}-ffff-ffff-ffff-ffffffffffff`;
    parts.push(sql`select "id" from "orders" where "id" between ${low}::uuid and ${high}::uuid`);
  }
  // Digits only: nothing to escape in the LIKE pattern.
  if (search.phonePrefix)
    parts.push(
      sql`select "id" from "orders_info" where "phone_key" like ${`${search.phonePrefix}%`}`,
    );
  // A sequential scan of the names: fine for a shop's thousands of orders (ADR 0132).
  if (search.name)
    parts.push(
      sql`select "id" from "orders_info" where translate(lower("nom_complet"), ${ACCENTED}, ${PLAIN}) like ${`%${likeLiteral(search.name)}%`}`,
    );
  return sql`${orders.id} in (${sql.join(parts, sql` union all `)})`;
}

/** Microseconds since 1970 as text: timestamps keep µs, a JS Date only ms (a cursor must be exact). */
export function micros(column: SQL | AnyPgColumn): SQL<string> {
  // extract(epoch …) is numeric (exact) since PostgreSQL 14; PGlite is 18.
  return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
}

/** `timestamptz` from microseconds since 1970, exactly (no floating point). */
export function fromMicros(value: string): SQL {
  return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
}

export type OrdersPageOptions = {
  filter: OrderFilter;
  /** ORDER_PAYMENT_WINDOW, for each unpaid order's deadline. */
  paymentWindowMs: number;
  status?: OrderStatus | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

function filterCondition(filter: OrderFilter): SQL | undefined {
  if (filter === 'guest') return isNull(orders.userId);
  if (filter === 'registered') return isNotNull(orders.userId);
  if (filter === 'toSettle') return isNotNull(orders.paymentIssue);
  return undefined;
}

/**
 * One page of orders, newest first, by keyset on (created_at, id): the index
 * `orders_created_at_id_idx` is read backwards from the cursor, so page 5 000 costs what page 1 does.
 */
export async function readOrdersPage(
  db: Db,
  { filter, status, q, cursor, limit, paymentWindowMs }: OrdersPageOptions,
): Promise<{ orders: AdminOrder[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [filterCondition(filter)];
  if (status) conditions.push(eq(orders.status, status));
  if (q) {
    const search = parseOrderSearch(q);
    if (!search) return { orders: [], nextCursor: null };
    conditions.push(searchCondition(search));
  }
  if (cursor) {
    const [at, id] = cursor.split('_') as [string, string];
    conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (${fromMicros(at)}, ${id}::uuid)`);
  }
  const rows = await selectOrders(db, and(...conditions), limit + 1, paymentWindowMs);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: await withItems(db, page),
    nextCursor: rows.length > limit && last ? `${last.createdMicros}_${last.id}` : null,
  };
}

/** One order as the dashboard shows it, or undefined. */
export async function readOrder(
  db: Db | Tx,
  id: string,
  paymentWindowMs: number,
): Promise<AdminOrder | undefined> {
  const rows = await selectOrders(db, eq(orders.id, id), 1, paymentWindowMs);
  return (await withItems(db, rows))[0];
}

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function selectOrders(db: Db | Tx, where: SQL | undefined, limit: number, windowMs: number) {
  return db
    .select({
      payDeadline: payDeadline(windowMs),
      releasedAt: orders.releasedAt,
      paymentIssue: orders.paymentIssue,
      balanceDue: orders.balanceDue,
      // Who took it for a customer (ADR 0198): the audit of its placing.
      takenBy: sql<string | null>`(
        select coalesce(nullif(btrim(u.full_name), ''), u.email, 'Administrateur')
        from ${adminChanges} c left join users u on u.id = c.actor_id
        where c.subject = 'order:' || ${orders.id}::text
          and c.changes @> '[{"field":"placedBy"}]'::jsonb
        limit 1)`,
      refundByWave: sql<boolean>`exists (select 1 from ${paymentEvents} where ${paymentEvents.orderId} = ${orders.id} and ${paymentEvents.outcome} = ${orders.paymentIssue} and ${paymentEvents.sessionId} is not null)`,
      // The latest payment the owner received another way (ADR 0190), with who recorded it.
      paidByHand: sql<{ means: PaymentMeans; at: string; by: string | null } | null>`(
        select json_build_object('means', e.means, 'at', e.received_at,
                                 'by', coalesce(nullif(btrim(u.full_name), ''), u.email))
        from ${paymentEvents} e left join users u on u.id = e.actor_id
        where e.order_id = ${orders.id} and e.type = ${BY_HAND}
        order by e.received_at desc limit 1)`,
      id: orders.id,
      reference: orders.reference,
      userId: orders.userId,
      status: orders.status,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      createdMicros: micros(orders.createdAt),
      subtotal: orders.subtotal,
      deliveryZone: orders.deliveryZone,
      deliveryFee: orders.deliveryFee,
      discount: orders.discount,
      totalAmount: orders.totalAmount,
      address: orders.shippingAddress,
      pickupShop: orders.pickupShop,
      pickupShopInfo: orders.pickupShopInfo,
      fullName: ordersInfo.nomComplet,
      phone: ordersInfo.telephone,
      instructions: ordersInfo.instructions,
    })
    .from(orders)
    .leftJoin(ordersInfo, eq(ordersInfo.id, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** A contact detail counts as given when it is non-blank and not the placeholder. */
function given(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === INFO_UNAVAILABLE ? null : value;
}

async function withItems(db: Db | Tx, rows: OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      ...itemColumns,
    })
    .from(orderItems)
    .leftJoin(catalogueProducts, productOfItem)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(orderItems.orderId, orderItems.productId, orderItems.size);
  const byOrder = new Map<string, ReturnType<typeof describeItem>[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(describeItem(item));
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => {
    const fullName = given(row.fullName);
    const phone = given(row.phone);
    return {
      id: row.id,
      shortId: row.id.slice(0, 8),
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      status: row.status,
      userId: row.userId,
      customer: {
        present: fullName !== null && phone !== null,
        fullName,
        phone,
        address: given(row.address),
      },
      instructions: row.instructions?.trim() ? row.instructions : null,
      items: byOrder.get(row.id) ?? [],
      subtotal: row.subtotal,
      deliveryZone: row.deliveryZone,
      deliveryFee: row.deliveryFee,
      discount: row.discount,
      totalAmount: row.totalAmount,
      payBy: row.payDeadline ? new Date(row.payDeadline).toISOString() : null,
      releasedAt: row.releasedAt?.toISOString() ?? null,
      paymentIssue: row.paymentIssue,
      refundByWave: Boolean(row.refundByWave),
      balanceDue: row.balanceDue,
      takenBy: row.takenBy,
      pickupShop: pickupShopOfRow(row.pickupShop, row.pickupShopInfo),
      paidByHand: row.paidByHand
        ? { ...row.paidByHand, at: new Date(row.paidByHand.at).toISOString() }
        : null,
    };
  });
}

/** The filter buttons' counts and the per-status counts, in one scan (over the search's matches when `q` is given). */
export async function readOrderCounts(db: Db, q?: string): Promise<OrderCounts> {
  const counts: OrderCounts = {
    all: 0,
    registered: 0,
    guest: 0,
    toSettle: 0,
    byStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderCounts['byStatus'],
    guestByStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderCounts['byStatus'],
  };
  let where: SQL | undefined;
  if (q) {
    const search = parseOrderSearch(q);
    if (!search) return counts;
    where = searchCondition(search);
  }
  const guest = sql<boolean>`${orders.userId} is null`;
  const rows = await db
    .select({
      status: orders.status,
      guest,
      n: sql<number>`count(*)::int`,
      toSettle: sql<number>`count(*) filter (where ${orders.paymentIssue} is not null)::int`,
    })
    .from(orders)
    .where(where)
    .groupBy(orders.status, guest);
  for (const row of rows) {
    const n = Number(row.n);
    counts.all += n;
    counts.toSettle += Number(row.toSettle);
    if (row.guest) {
      counts.guest += n;
      counts.guestByStatus[row.status] += n;
    } else counts.registered += n;
    counts.byStatus[row.status] += n;
  }
  return counts;
}
