import { ADMIN_ORDERS_PAGE_MAX, type OrderFilter } from '../../shared/api/admin.ts';
import { pickupPlace, zoneName } from '../../shared/domain/delivery.ts';
import { ADMIN_STATUS_LABELS, type OrderStatus } from '../../shared/domain/orders.ts';
import type { Db } from '../db/database.ts';
import { csvDate, toCsv } from './csv.ts';
import { readOrdersPage } from './order-queries.ts';

const HEADER = [
  'Référence',
  'Date',
  'Statut',
  'Client',
  'Téléphone',
  'Adresse',
  'Instructions',
  'Compte',
  'Articles',
  'Sous-total (FCFA)',
  'Zone de livraison',
  'Livraison (FCFA)',
  'Remise (FCFA)',
  'Total (FCFA)',
] as const;

/**
 * Every order the list would show for this filter, status and search (ADR 0132), newest first,
 * read page by page through the list's own keyset query: one reading of the search for both, and
 * cells made safe by csv.ts (a customer named '=HYPERLINK(…)' stays text).
 */
export async function ordersCsv(
  db: Db,
  query: { filter: OrderFilter; status?: OrderStatus | undefined; q?: string | undefined },
  paymentWindowMs: number,
): Promise<string> {
  const rows: (string | number | null)[][] = [];
  let cursor: string | undefined;
  do {
    const page = await readOrdersPage(db, {
      ...query,
      cursor,
      limit: ADMIN_ORDERS_PAGE_MAX,
      paymentWindowMs,
    });
    for (const order of page.orders) {
      rows.push([
        order.reference,
        csvDate(order.createdAt),
        ADMIN_STATUS_LABELS[order.status],
        order.customer.fullName,
        order.customer.phone,
        order.pickupShop ? pickupPlace(order.pickupShop.name) : order.customer.address,
        order.instructions,
        order.userId ? 'Inscrit' : 'Invité',
        order.items.map((i) => `${i.quantity} × ${i.name} (${i.size})`).join(' | '),
        order.subtotal,
        zoneName(order.deliveryZone),
        order.deliveryFee,
        order.discount,
        order.totalAmount,
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return toCsv(HEADER, rows);
}
