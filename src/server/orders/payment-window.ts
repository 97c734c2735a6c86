import { sql, type SQL } from 'drizzle-orm';
import { orders, waveCheckouts } from '../db/schema.ts';

/**
 * The end of an unpaid order's payment window (ADR 0126): the owner's extension if any, otherwise
 * its placement plus ORDER_PAYMENT_WINDOW. No new Wave session is opened once it has passed.
 */
function windowEnd(windowMs: number): SQL<Date> {
  return sql<Date>`coalesce(${orders.payBy}, ${orders.createdAt} + ${windowMs} * interval '1 millisecond')`;
}

/**
 * The latest expiry of the order's Wave sessions opened before its window ended (ADR 0171): the
 * window is extended once, to let a session handed out just before its end be paid, and a session
 * asked for afterwards (none is opened) cannot push it further.
 */
const lastSessionExpiry = (windowMs: number) =>
  sql`(select max(${waveCheckouts.expiresAt}) from ${waveCheckouts} where ${waveCheckouts.orderId} = ${orders.id} and ${waveCheckouts.createdAt} < ${windowEnd(windowMs)})`;

/**
 * When an unpaid order is released (ADR 0126, ADR 0171): the end of its payment window, or the
 * expiry of a Wave session opened before that end if later. Null for an order that is not waiting
 * for payment, or when the window is 0 (unpaid orders kept forever).
 */
export function payDeadline(windowMs: number): SQL<Date | null> {
  if (windowMs <= 0) return sql<Date | null>`null::timestamptz`;
  return sql<Date | null>`case when ${orders.status} = 'pending' then greatest(${windowEnd(windowMs)}, ${lastSessionExpiry(windowMs)}) end`;
}

/** True while a new Wave session may be opened for the order: its payment window has not ended. */
export function windowStillOpen(windowMs: number): SQL<boolean> {
  if (windowMs <= 0) return sql<boolean>`true`;
  return sql<boolean>`${windowEnd(windowMs)} > now()`;
}

/**
 * How long a session being opened holds its order: Wave answers or times out (8 s) well within
 * it; an older 'opening' row is a request that died, and never gave the shopper a launch URL.
 */
export const OPENING_HOLD_MS = 60_000;

/**
 * An order past its deadline: what the release job takes. Not one the owner must look at (money
 * came that did not match), nor one with a checkout session Wave has not yet said is over:
 * reconciliation asks first, so a payment whose webhook was lost is never released. Nor one whose
 * session is being opened (ADR 0171): it is recorded, under the order's lock, before Wave is asked.
 */
export function isOverdue(windowMs: number): SQL {
  return sql`${payDeadline(windowMs)} <= now() and ${orders.paymentIssue} is null
    and not exists (select 1 from ${waveCheckouts} where ${waveCheckouts.orderId} = ${orders.id}
      and (${waveCheckouts.status} = 'open' or (${waveCheckouts.status} = 'opening'
        and ${waveCheckouts.createdAt} > now() - ${OPENING_HOLD_MS} * interval '1 millisecond')))`;
}

/** How much one tap of 'Prolonger de 24 h' gives. */
export const EXTENSION_MS = 24 * 3_600_000;
