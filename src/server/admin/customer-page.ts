import { sql } from 'drizzle-orm';
import { CUSTOMER_TEXT, type AdminCustomerPage } from '../../shared/api/admin.ts';
import { PAID_STATUSES, type OrderStatus } from '../../shared/domain/orders.ts';
import { queryRows, type Db } from '../db/database.ts';
import { customerNotes } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ORDER_PLACE } from './reports.ts';

type Row = {
  id: string;
  reference: string;
  created_at: Date | string;
  status: OrderStatus;
  total: number;
  name: string;
  phone: string;
  address: string;
};

/**
 * The orders a page key names (docs/decisions/0189): an account's orders and the guest orders
 * placed with one of the phones on them; or a guest's orders by phone.
 */
function ordersOf(key: string) {
  if (key.startsWith('compte-')) {
    const userId = key.slice('compte-'.length);
    return sql`o.user_id = ${userId} or (o.user_id is null and i.phone_key in (
      select i2.phone_key from orders o2 join orders_info i2 on i2.id = o2.id
      where o2.user_id = ${userId} and i2.phone_key <> ''))`;
  }
  return sql`o.user_id is null and i.phone_key = ${key.slice('tel-'.length)}`;
}

export async function readCustomerPage(db: Db, key: string): Promise<AdminCustomerPage> {
  const rows = await queryRows<Row>(
    db,
    sql`select o.id, o.reference, o.created_at, o.status, o.total_amount as total,
               i.nom_complet as name, i.telephone as phone, ${ORDER_PLACE} as address
        from orders o join orders_info i on i.id = o.id
        where ${ordersOf(key)}
        order by o.created_at desc, o.id desc`,
  );
  const latest = rows[0];
  if (!latest) throw new HttpError(404, 'customer_not_found', CUSTOMER_TEXT.notFound);
  const [noted] = await queryRows<{ note: string }>(
    db,
    sql`select note from customer_notes where key = ${key}`,
  );
  const paid = new Set<OrderStatus>(PAID_STATUSES);
  const sum = (keep: (status: OrderStatus) => boolean) =>
    rows.filter((r) => keep(r.status)).reduce((n, r) => n + r.total, 0);
  return {
    key,
    name: latest.name.trim(),
    phone: latest.phone.trim(),
    address: latest.address,
    orders: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
      total: r.total,
    })),
    paid: sum((s) => paid.has(s)),
    toPay: sum((s) => s === 'pending'),
    note: noted?.note ?? '',
  };
}

/** Saves the owner's note on a customer who has orders (an empty note is kept empty). */
export async function saveCustomerNote(db: Db, key: string, note: string): Promise<string> {
  await readCustomerPage(db, key);
  await db
    .insert(customerNotes)
    .values({ key, note })
    .onConflictDoUpdate({ target: customerNotes.key, set: { note, updatedAt: sql`now()` } });
  return note;
}
