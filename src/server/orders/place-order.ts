import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreatedOrder, PickupShop } from '../../shared/api/orders.ts';
import type { OrderRequest } from '../../shared/schemas/order.ts';
import { PROMO_MESSAGES } from '../../shared/schemas/promo.ts';
import { queryRows } from '../db/database.ts';
import { pgError, SQLSTATE, violatedConstraint } from '../db/pg-errors.ts';
import { adminChanges } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import type { UnpaidLimits } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { shopPromoRefusal, type ShopPromo } from '../promo/shop-promo.ts';
import { placedMessagesInsert } from '../messaging/order-messages.ts';
import { firstName, ownerAlertInsert } from '../messaging/owner-alerts.ts';
import type { PricedOrder } from './order-pricing.ts';
import { orderPayment, type PaymentSettings } from './order-payment.ts';
import { newOrderReference } from './order-reference.ts';

export type PlaceOrderInput = {
  request: OrderRequest;
  priced: PricedOrder;
  /** The owner's code `priced` was priced with, if any. */
  shopPromo?: ShopPromo;
  userId: string | null;
  idempotencyKey: string;
  payment: PaymentSettings;
  /** Who holds the order unpaid, for the caps (ADR 0100): `phoneKey` and `clientNetworkKey`. */
  buyer: { phone: string; network: string | null };
  limits: UnpaidLimits;
  /** The shop's address, for the /suivi link of the 'order placed' SMS. */
  publicUrl: string;
  /** The shop's name, first in its messages. */
  shopName: string;
  /** ORDER_PAYMENT_WINDOW: the deadline the 'order placed' messages give (0: none). */
  paymentWindowMs: number;
  /**
   * The admin who took the order for a customer (docs/decisions/0198): audited under her name,
   * and no 'new order' alert tells her about her own order.
   */
  takenBy?: string;
  /** The shop the order is collected in (zone 'pickup'), null when delivered (ADR 0206, 0220). */
  pickupShop: PickupShop | null;
};

/** Set by the database in the stored answer: the order's creation time on the database clock. */
const CREATED_AT_PLACEHOLDER = '__CREATED_AT__';
/** What `lagune_place_order` raises for a line beyond the stock left (drizzle/0008). */
const INSUFFICIENT_STOCK = 'LGST1';
/** What it raises for a welcome code that does not exist, or was used (drizzle/0010). */
const PROMO_UNKNOWN = 'LGPR1';
const PROMO_USED = 'LGPR2';
/** What it raises for a phone / a client network over its unpaid-order caps (drizzle/0011). */
const PHONE_HOLDS_TOO_MUCH = 'LGHD1';
const NETWORK_HOLDS_TOO_MUCH = 'LGHD2';

export const UNPAID_MESSAGES = {
  phone:
    'Ce numéro a déjà des commandes en attente de paiement. Réglez-les par Wave (ou écrivez-nous sur WhatsApp) avant d’en passer une nouvelle.',
  network:
    'Trop de commandes non payées ont été passées depuis votre connexion. Réglez celles en attente par Wave, ou écrivez-nous sur WhatsApp.',
  welcomePhone: 'Le code de bienvenue ne s’utilise qu’une fois par numéro de téléphone.',
} as const;

/**
 * Writes a priced order in one statement, `lagune_place_order` (drizzle/0008, with the welcome
 * code since drizzle/0010): the order with its discount and code (marked used, once), its
 * id and short reference drawn here, its contact details and items, the stock taken (never beyond
 * what is left, lines locked in one order), the stock audit and the idempotency key's stored
 * answer — all or nothing. Returns the 201 body as stored, byte for byte what a retry replays.
 * Runs in the transaction that claimed the key (order-routes.ts), which the caller runs again on
 * serialization failures and deadlocks; a reference already taken (rare: 31⁶ of them) draws
 * another.
 */
export async function placeOrder(tx: Tx, input: PlaceOrderInput): Promise<string> {
  const { request, priced } = input;
  for (let draw = 0; draw < 5; draw++) {
    const id = randomUUID();
    const reference = newOrderReference();
    const body: CreatedOrder = {
      order: {
        id,
        reference,
        status: 'pending',
        createdAt: CREATED_AT_PLACEHOLDER,
        items: priced.lines.map(({ productId, name, image, size, quantity, price, lineTotal }) => ({
          productId,
          name,
          image,
          size,
          quantity,
          price,
          lineTotal,
        })),
        subtotal: priced.subtotal,
        deliveryZone: priced.deliveryZone,
        deliveryFee: priced.deliveryFee,
        discount: priced.discount,
        totalAmount: priced.totalAmount,
      },
      payment: orderPayment(reference, priced.totalAmount, input.payment),
    };
    try {
      // A savepoint: a reference already taken undoes this draw only, not the key's claim.
      const [row] = await tx.transaction(async (draw) => {
        const placed = await queryRows<{ body: string }>(
          draw,
          // The 'order placed' messages and the owner's alert are queued by the same statement:
          // with the order or not at all.
          sql`with placed as (select lagune_place_order(
            ${id}::uuid, ${reference}, ${input.userId}::uuid,
            ${priced.subtotal}::integer, ${priced.deliveryZone}, ${priced.deliveryFee}::integer,
            ${priced.discount}::integer, ${priced.promoCode}::text,
            ${priced.totalAmount}::integer, ${shippingAddress(request)},
            ${request.customer.fullName}, ${request.customer.phone},
            ${request.customer.instructions ?? null},
            ${pgTextArray(priced.lines.map((l) => l.productId))}::text[],
            ${pgTextArray(priced.lines.map((l) => l.size))}::text[],
            ${pgTextArray(priced.lines.map((l) => String(l.quantity)))}::integer[],
            ${pgTextArray(priced.lines.map((l) => String(l.price)))}::integer[],
            ${input.idempotencyKey}::uuid, ${JSON.stringify(body)},
            ${input.buyer.phone}, ${input.buyer.network},
            ${pgTextArray(limitsArray(input.limits))}::integer[]
          ) as body),
          queued as (${placedMessagesInsert(
            id,
            request.customer.phone,
            input.userId,
            input.shopName,
            {
              reference,
              total: priced.totalAmount,
              waveNumber: input.payment.waveNumber,
              publicUrl: input.publicUrl,
            },
            input.paymentWindowMs,
          )}),
          alerted as (${
            input.takenBy
              ? sql`select 1`
              : ownerAlertInsert(
                  input.shopName,
                  {
                    kind: 'order',
                    orderId: id,
                    reference,
                    total: priced.totalAmount,
                    firstName: firstName(request.customer.fullName),
                  },
                  sql`placed`,
                )
          })
          select body from placed`,
        );
        if (input.takenBy) {
          await draw.insert(adminChanges).values({
            subject: orderSubject(id),
            actorId: input.takenBy,
            changes: [{ field: 'placedBy', before: null, after: 'admin' }],
          });
        }
        // Recorded with the order, in its savepoint (the order function knows zones, not shops).
        if (input.pickupShop !== null) {
          const { name, ...details } = input.pickupShop;
          await draw.execute(
            sql`update orders set pickup_shop = ${name},
              pickup_shop_info = ${JSON.stringify(details)}::jsonb where id = ${id}::uuid`,
          );
        }
        // After the order exists (its use row refers to it); a refusal undoes all of it.
        if (priced.shopPromoCode) {
          await draw.execute(
            sql`select lagune_use_shop_promo(${priced.shopPromoCode}, ${id}::uuid,
              ${priced.subtotal}::integer, ${input.buyer.phone})`,
          );
        }
        return placed;
      });
      return row!.body;
    } catch (error) {
      const taken = violatedConstraint(error, SQLSTATE.uniqueViolation);
      if (taken === 'orders_reference_key') continue;
      if (taken === 'orders_welcome_phone_key') {
        throw new HttpError(409, 'promo_used', UNPAID_MESSAGES.welcomePhone, {
          promoCode: UNPAID_MESSAGES.welcomePhone,
        });
      }
      const failure = pgError(error);
      const refused = input.shopPromo && shopPromoRefusal(input.shopPromo, failure?.code);
      if (refused) throw refused;
      if (failure?.code === PHONE_HOLDS_TOO_MUCH) {
        throw new HttpError(409, 'unpaid_limit', UNPAID_MESSAGES.phone, {
          'customer.phone': UNPAID_MESSAGES.phone,
        });
      }
      if (failure?.code === NETWORK_HOLDS_TOO_MUCH)
        throw new HttpError(409, 'unpaid_limit', UNPAID_MESSAGES.network);
      if (failure?.code === INSUFFICIENT_STOCK) throw outOfStock(priced, failure.detail);
      if (failure?.code === PROMO_UNKNOWN) {
        throw new HttpError(400, 'promo_unknown', PROMO_MESSAGES.codeUnknown, {
          promoCode: PROMO_MESSAGES.codeUnknown,
        });
      }
      if (failure?.code === PROMO_USED) {
        throw new HttpError(409, 'promo_used', PROMO_MESSAGES.codeUsed, {
          promoCode: PROMO_MESSAGES.codeUsed,
        });
      }
      throw error;
    }
  }
  throw new Error('no free order reference after 5 draws');
}

/** A pick-up order asks no home address and keeps none (docs/decisions/0221). */
function shippingAddress(request: OrderRequest): string {
  return request.delivery.zone === 'pickup' ? '' : (request.customer.address ?? '');
}

/** The `admin_changes` subject of what admins did to one order (docs/decisions/0198). */
export const orderSubject = (orderId: string) => `order:${orderId}`;

/**
 * A PostgreSQL array literal (`{"a","b"}`) sent as one text parameter: the same on both drivers
 * (PGlite and pg serialise JavaScript arrays differently), values quoted and escaped.
 */
function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function limitsArray(limits: UnpaidLimits): string[] {
  const { ordersPerPhone, unitsPerPhone, ordersPerNetwork, unitsPerNetwork } = limits;
  return [ordersPerPhone, unitsPerPhone, ordersPerNetwork, unitsPerNetwork].map(String);
}

function outOfStock(priced: PricedOrder, detail: string | undefined): HttpError {
  const { index, available } = JSON.parse(detail ?? '{}') as { index?: number; available?: number };
  const line = priced.lines[index ?? -1];
  if (!line) return new HttpError(409, 'out_of_stock', 'Stock insuffisant.');
  const left = !available ? 'il n’en reste plus' : `il n’en reste que ${available}`;
  const message = `Stock insuffisant : « ${line.name} » en taille ${line.size}, ${left}.`;
  return new HttpError(409, 'out_of_stock', message, { [`items.${line.index}`]: message });
}
