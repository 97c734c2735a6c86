import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema.ts';

/**
 * When an unpaid order is released (ADR 0126): the owner's extension if any, otherwise its
 * placement plus ORDER_PAYMENT_WINDOW. Null for an order that is not waiting for payment, or when
 * the window is 0 (unpaid orders kept forever).
 */
export function payDeadline(windowMs: number): SQL<Date | null> {
  if (windowMs <= 0) return sql<Date | null>`null::timestamptz`;
  return sql<Date | null>`case when ${orders.status} = 'pending' then coalesce(${orders.payBy}, ${orders.createdAt} + ${windowMs} * interval '1 millisecond') end`;
}

/** An order past its deadline: what the release job takes. */
export function isOverdue(windowMs: number): SQL {
  return sql`${payDeadline(windowMs)} <= now()`;
}

/** How much one tap of 'Prolonger de 24 h' gives. */
export const EXTENSION_MS = 24 * 3_600_000;
