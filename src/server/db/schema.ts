import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { CATEGORY_KINDS } from '../../shared/catalogue/categories.ts';
import { COLOUR_FAMILY_NAMES } from '../../shared/catalogue/colours.ts';
import { CONTENT_BLOCKS } from '../../shared/content/shop-content.ts';
import { PHOTO_FORMATS } from '../../shared/media/photo-sources.ts';
import { PRODUCT_STATUSES } from '../../shared/catalogue/types.ts';
import type { PickupShopDetails } from '../../shared/api/orders.ts';
import { ORDER_ZONE_IDS } from '../../shared/domain/delivery.ts';
import { ORDER_STATUSES, QUANTITY_MAX, QUANTITY_MIN } from '../../shared/domain/orders.ts';
import {
  CHECKOUT_STATUSES,
  PAYMENT_EVENT_OUTCOMES,
  PAYMENT_ISSUES,
  PAYMENT_MEANS,
} from '../../shared/domain/payments.ts';
import { STOCK_CHANGE_REASONS } from '../../shared/domain/stock.ts';
import { MFA_METHODS, ROLES, SECURITY_LEVELS } from '../../shared/domain/users.ts';

export { ORDER_STATUSES, type OrderStatus } from '../../shared/domain/orders.ts';

/** `column in ('a', 'b')` from the shared list, so a check never repeats the values by hand. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
}

export const MFA_FACTOR_TYPES = ['totp', 'sms', 'email'] as const;
export type MfaFactorType = (typeof MFA_FACTOR_TYPES)[number];
/**
 * `mfa_email` / `mfa_sms`: a second-factor code at sign-in; `*_enroll`: the code that proves a new
 * e-mail or phone factor before it is turned on (kept apart so a sign-in code never activates one).
 */
export const ONE_TIME_CODE_PURPOSES = [
  'mfa_email',
  'mfa_sms',
  'mfa_email_enroll',
  'mfa_sms_enroll',
  'email_confirm',
  'password_reset',
  'phone_confirm',
] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
const IDEMPOTENCY_STATUSES = ['in_progress', 'completed'] as const;

/**
 * `phoneKey` in SQL: digits only, without a 00225 prefix (or 225 before more than 7 digits) and
 * without leading zeros. Immutable, so usable by a generated column. A test checks it against the
 * TypeScript function on the same inputs. An international number is stored in its normalised
 * spelling ('+33 6 12 34 56 78', ADR 0118), whose digits are the E.164 digits `phoneKey` gives.
 */
const DIGITS = sql.raw(`regexp_replace("telephone", '[^0-9]', '', 'g')`);
const PHONE_KEY_SQL = sql`ltrim(case when ${DIGITS} like '00225%' then substr(${DIGITS}, 6) when ${DIGITS} like '225%' and length(${DIGITS}) > 10 then substr(${DIGITS}, 4) else ${DIGITS} end, '0')`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    securityLevel: text('security_level', { enum: SECURITY_LEVELS }).notNull().default('standard'),
    mfaMethod: text('mfa_method', { enum: MFA_METHODS }),
    /**
     * The shopper's own phone (auth/account-phone-routes.ts): once confirmed by an SMS code,
     * the orders placed with it without an account show in 'Mes commandes' (ADR 0178).
     */
    phone: text('phone'),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness without the citext extension (not bundled with PGlite).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_security_level_check', oneOf(t.securityLevel, SECURITY_LEVELS)),
    check(
      'users_mfa_method_check',
      sql`${t.mfaMethod} is null or ${oneOf(t.mfaMethod, MFA_METHODS)}`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assuranceLevel: integer('assurance_level').notNull().default(1),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (cut to 200 characters): the owner tells her devices apart. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_assurance_level_check', sql`${t.assuranceLevel} in (1, 2)`),
  ],
);

/**
 * A second factor of a user: a TOTP authenticator, a phone for SMS codes or the account's e-mail.
 * Pending until a first code has been checked (`confirmed_at`); one confirmed factor per type.
 */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MFA_FACTOR_TYPES }).notNull().default('totp'),
    /** TOTP only: the shared secret sealed with AES-256-GCM (src/server/auth/secret-box.ts). */
    secretEncrypted: text('secret_encrypted'),
    /** SMS only: the phone the codes go to. */
    phone: text('phone'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // The last accepted 30 s step: a code is accepted only for a later step, so each code works once.
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mfa_factors_user_id_idx').on(t.userId),
    uniqueIndex('mfa_factors_user_type_confirmed_key')
      .on(t.userId, t.type)
      .where(sql`${t.confirmedAt} is not null`),
    check('mfa_factors_type_check', oneOf(t.type, MFA_FACTOR_TYPES)),
    check(
      'mfa_factors_totp_secret_check',
      sql`${t.type} <> 'totp' or ${t.secretEncrypted} is not null`,
    ),
    check('mfa_factors_sms_phone_check', sql`${t.type} <> 'sms' or ${t.phone} is not null`),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** E-mail/SMS second-factor codes and the e-mail confirmation / password-reset tokens. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ONE_TIME_CODE_PURPOSES,
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    index('one_time_codes_code_hash_idx').on(t.codeHash),
    check('one_time_codes_purpose_check', oneOf(t.purpose, ONE_TIME_CODE_PURPOSES)),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human reference (`LG-7K3P9Q`) typed in the Wave transfer note and used on /suivi. */
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sum of the lines, FCFA. */
    subtotal: integer('subtotal').notNull(),
    deliveryZone: text('delivery_zone', { enum: ORDER_ZONE_IDS }).notNull(),
    /** The shop the order is collected in, by its name then (zone 'pickup', docs/decisions/0206). */
    pickupShop: text('pickup_shop'),
    /** That shop's address, hours, phone and map link as they were then (docs/decisions/0220). */
    pickupShopInfo: jsonb('pickup_shop_info').$type<PickupShopDetails>(),
    deliveryFee: integer('delivery_fee').notNull(),
    /** Welcome-code discount, FCFA (0 without a code; docs/decisions/0055). */
    discount: integer('discount').notNull().default(0),
    /** The welcome code this order used, if any. */
    promoCode: text('promo_code'),
    /** subtotal − discount + delivery_fee, FCFA (a check keeps it so). */
    totalAmount: integer('total_amount').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    shippingAddress: text('shipping_address').notNull(),
    shippingCity: text('shipping_city').notNull().default('Abidjan'),
    shippingPostalCode: text('shipping_postal_code').notNull().default('00225'),
    /** The buyer's phone as `phoneKey` gives it: what the unpaid-order caps count (ADR 0100). */
    buyerPhone: text('buyer_phone'),
    /** The client network the order came from, hashed (http/client-network.ts; ADR 0100). */
    buyerNetwork: text('buyer_network'),
    /**
     * Until when an unpaid order is kept, when the owner extended it; null: `created_at` plus
     * ORDER_PAYMENT_WINDOW (orders/release-unpaid.ts, ADR 0126).
     */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** When the release job cancelled it for want of payment (its units went back to stock). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * A Wave payment the owner must look at (ADR 0143): 'mismatch' (amount or currency not the
     * order's), 'late' (paid after the order was cancelled or released), 'twice' (a second payment
     * of an order already paid). Cleared when she decides.
     */
    paymentIssue: text('payment_issue', { enum: PAYMENT_ISSUES }),
    /**
     * What a paid order's edit left to settle (docs/decisions/0199), FCFA: more than 0 the customer
     * owes it, less than 0 the shop refunds it. Cleared with the flag when the owner marks it settled.
     */
    balanceDue: integer('balance_due').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    // The caps count only unpaid orders: small partial indexes, whatever the history's size.
    index('orders_pending_phone_idx')
      .on(t.buyerPhone)
      .where(sql`${t.status} = 'pending'`),
    index('orders_pending_network_idx')
      .on(t.buyerNetwork)
      .where(sql`${t.status} = 'pending'`),
    // The release job's scan: unpaid orders, oldest first.
    index('orders_pending_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // One welcome discount per phone number, whatever e-mail the code came from (ADR 0103).
    uniqueIndex('orders_welcome_phone_key')
      .on(t.buyerPhone)
      .where(sql`${t.promoCode} is not null`),
    // Admin list: newest first with a keyset cursor (created_at, id). Ascending on purpose: a
    // backward scan serves `order by created_at desc, id desc` (desc means nulls first, which a
    // drizzle `.desc()` index, emitted as NULLS LAST, would not match).
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    // The admin live channel's catch-up: orders changed since an event id (a time).
    index('orders_updated_at_idx').on(t.updatedAt),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check(
      'orders_payment_issue_check',
      sql`${t.paymentIssue} is null or ${oneOf(t.paymentIssue, PAYMENT_ISSUES)}`,
    ),
    check('orders_delivery_zone_check', oneOf(t.deliveryZone, ORDER_ZONE_IDS)),
    check('orders_total_amount_check', sql`${t.totalAmount} >= 0`),
    check('orders_subtotal_check', sql`${t.subtotal} >= 0`),
    check('orders_delivery_fee_check', sql`${t.deliveryFee} >= 0`),
    check('orders_discount_check', sql`${t.discount} >= 0 and ${t.discount} <= ${t.subtotal}`),
    check(
      'orders_total_is_sum_check',
      sql`${t.totalAmount} = ${t.subtotal} - ${t.discount} + ${t.deliveryFee}`,
    ),
  ],
);

/** The buyer's contact details (spec table); the address lives once, in orders.shipping_address. */
export const ordersInfo = pgTable(
  'orders_info',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    nomComplet: text('nom_complet').notNull(),
    telephone: text('telephone').notNull(),
    instructions: text('instructions'),
    createdAt: createdAt(),
    /**
     * The phone's digits as `phoneKey` (src/shared/schemas/order.ts) gives them, kept by PostgreSQL
     * itself: the admin's phone search is an index prefix scan, whoever wrote the row.
     */
    phoneKey: text('phone_key').generatedAlwaysAs(PHONE_KEY_SQL),
  },
  (t) => [index('orders_info_phone_key_idx').on(t.phoneKey.op('text_pattern_ops'))],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    /**
     * The product's name when the order was placed (ADR 0135): a later rename never changes a
     * placed order. Set by a trigger from the products table (drizzle/0017); null only for a line
     * whose product was already gone when the column came.
     */
    name: text('name'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    check(
      'order_items_quantity_check',
      sql`${t.quantity} between ${sql.raw(String(QUANTITY_MIN))} and ${sql.raw(String(QUANTITY_MAX))}`,
    ),
    check('order_items_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * A saved cart line: what the shopper chose, nothing else. Name, price and picture are read from
 * the catalogue when the cart is read, so a stored price is never trusted.
 */
export type SavedCartItem = {
  productId: string;
  size: string;
  quantity: number;
};

export const savedCarts = pgTable('saved_carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  cartItems: jsonb('cart_items').$type<SavedCartItem[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('favourites_user_product_key').on(t.userId, t.productId)],
);

/**
 * Idempotency-Key of POST /api/orders: a retry with the same key and body replays the stored
 * response byte for byte; the key is bound to its request's hash and linked to its order.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: IDEMPOTENCY_STATUSES }).notNull().default('in_progress'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    responseCode: integer('response_code'),
    /** The response body as sent (text, not jsonb: jsonb would reorder its keys). */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_status_check', oneOf(t.status, IDEMPOTENCY_STATUSES)),
  ],
);

/** Units on hand per product and size: never negative, taken by orders atomically. */
export const stock = pgTable(
  'stock',
  {
    productId: text('product_id').notNull(),
    /** A label of the shop's sizes (`shop_sizes`, docs/decisions/0224). */
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** Every change of stock, with who made it and why: orders, cancellations, restocks, corrections. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    size: text('size').notNull(),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason', { enum: STOCK_CHANGE_REASONS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The admin who restocked or corrected; null for orders and cancellations. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_changes_product_size_idx').on(t.productId, t.size, t.createdAt),
    index('stock_changes_order_id_idx').on(t.orderId),
    check('stock_changes_reason_check', oneOf(t.reason, STOCK_CHANGE_REASONS)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Optional, so the shop can answer on WhatsApp (ADR 0131). */
    phone: text('phone'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set by 'Archiver' in the admin's Messages tab; the message leaves the inbox. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);

/**
 * Rate-limit counters shared by every instance on one PostgreSQL server (docs/decisions/0080):
 * one fixed window per key (a hash: never a raw IP or e-mail), counted with one upsert. PGlite
 * (one process) counts the per-address limits in memory and only the per-account failure limits
 * here (docs/decisions/0156).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * Welcome codes (docs/decisions/0055): one per e-mail address, 10 % off one
 * order. The address is kept only as a SHA-256 digest (enough to find its code again and re-send
 * it). The code itself is kept in clear so it can be re-sent: it is worth 10 % of one order.
 * `lagune_place_order` marks it used in the order's own transaction (drizzle/0010).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    emailHash: text('email_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('promo_codes_email_hash_key').on(t.emailHash)],
);

/**
 * The owner's own codes (TABASKI10, docs/decisions/0191): a percentage OR an amount in FCFA, from
 * a minimum subtotal, between optional dates, optionally on one category, with optional use
 * limits per buyer's phone key and in all. Never edited once created, only switched off, so an
 * order's discount is always priced on the terms its code had.
 */
export const shopPromoCodes = pgTable(
  'shop_promo_codes',
  {
    code: text('code').primaryKey(),
    percent: integer('percent'),
    amount: integer('amount'),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * One of her listings (checked by the admin route, docs/decisions/0231); no key, so deleting
     * the category keeps the code's history, which then applies to nothing.
     */
    category: text('category'),
    /** Orders per buyer's phone key; null: no limit. */
    perCustomer: integer('per_customer'),
    /** Orders in all; null: no limit. */
    totalLimit: integer('total_limit'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'shop_promo_codes_value_check',
      sql`(${t.percent} between 1 and 100 and ${t.amount} is null) or (${t.amount} > 0 and ${t.percent} is null)`,
    ),
  ],
);

/** One row per order that used an owner's code: what `lagune_use_shop_promo` counts (drizzle/0026). */
export const shopPromoUses = pgTable(
  'shop_promo_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => shopPromoCodes.code),
    buyerPhone: text('buyer_phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_promo_uses_code_idx').on(t.code, t.buyerPhone)],
);

/**
 * The shop settings the pages, e-mails and order answers show (name, contact and payment details:
 * src/shared/config/shop-settings.ts), one row. Absent until the owner saves them: the environment
 * variables are then the first-start defaults (ADR 0096). Every change also notifies the page
 * caches of every instance (src/server/shop/settings-store.ts).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The owner's private note on a customer (ADR 0189), keyed like the customer's page:
 * `compte-<user id>` for an account, `tel-<phone key>` for a guest. Never shown to the customer.
 */
export const customerNotes = pgTable('customer_notes', {
  key: text('key').primaryKey(),
  note: text('note').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'push': a Web Push notification to one admin's device (`recipient`: its subscription id, ADR 0176). */
export const MESSAGE_CHANNELS = ['sms', 'email', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Messages to customers waiting to be sent (the outbox, ADR 0128): written in the transaction of
 * the change they tell about, sent afterwards by the outbox job (messaging/outbox-job.ts) with
 * retries, so a provider outage never blocks or fails an order and nothing is lost on a restart.
 * One row per event and channel (`event_key` such as `order:<id>:paid`): an event told twice is
 * still one message. `last_error` holds a code (an HTTP status, `timeout`), never the provider's
 * answer, which may repeat the number or the text.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** A phone in E.164 form (`+2250701020304`) or an e-mail address. */
    recipient: text('recipient').notNull(),
    /** E-mails only. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** An e-mail's HTML part when it has its own layout (the account e-mails); else made from `body`. */
    html: text('html'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt: the owner can read why in `last_error`. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_messages_event_channel_key').on(t.eventKey, t.channel),
    // The job's scan: messages still to send, the most overdue first.
    index('customer_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('customer_messages_channel_check', oneOf(t.channel, MESSAGE_CHANNELS)),
    check('customer_messages_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * What an admin changed in what the shop shows and charges (the shop settings, the catalogue):
 * who, when, and each field's value before and after. Read back in the admin's Paramètres tab.
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What was changed: 'settings'. */
    subject: text('subject').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `[{ field, before, after }]`, the fields that changed. */
    changes: jsonb('changes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_changes_subject_idx').on(t.subject, t.createdAt.desc())],
);

/**
 * The shop's categories as the owner names, orders and shows them (docs/decisions/0222). `id` is
 * the listing's slug (`/collections/<id>`), never changed once created, so shared links keep
 * working. `kind`: 'products' lists the products placed in it; 'looks' is the gallery of looks
 * (spring-summer), which holds no product. Filled with the shop's eight by a migration.
 */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: CATEGORY_KINDS }).notNull().default('products'),
    /** Order in the menus and the grid (smaller first). */
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('categories_kind_check', oneOf(t.kind, CATEGORY_KINDS))],
);

/**
 * The catalogue (ADR 0135): what the storefront lists, the server prices orders from,
 * and the owner edits in the admin's Produits tab. Loaded once from the seed catalogue by
 * migration 0017; the database is its only source afterwards. `id` is the product page's slug
 * (`/product/<id>`), never changed once created, so links and orders keep pointing at it.
 * `sizes` are the sizes offered; whether one can be bought is the `stock` table's alone.
 * `version` grows with every save: a save that names an older one is refused (409).
 */
export const catalogueProducts = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    /** A category of the shop's (docs/decisions/0222); one with products cannot be deleted. */
    category: text('category')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Integer FCFA. */
    price: integer('price').notNull(),
    /** Integer FCFA, shown struck through; above `price` when set. */
    oldPrice: integer('old_price'),
    isNew: boolean('is_new').notNull().default(false),
    isLimited: boolean('is_limited').notNull().default(false),
    sizes: text('sizes').array().notNull(),
    /** The drawing recipe of its generated pictures (ProductArt), until photos replace them. */
    art: jsonb('art').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    /** Order within its category's listing (smaller first). */
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx').on(t.status, t.category, t.position),
    check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_price_check', sql`${t.price} > 0`),
    check('products_old_price_check', sql`${t.oldPrice} is null or ${t.oldPrice} > ${t.price}`),
  ],
);

/** Binary column: Buffer in, Buffer or Uint8Array out (node-postgres and PGlite differ). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The owner's product photos (docs/decisions/0138): in the database, so every
 * instance serves them and every backup carries them. `product_id` has no foreign key yet (the
 * products table arrives beside it). Position 0 is the main photo.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
    /** The original's size after orientation. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 (hex prefix) of every variant's bytes: the URLs' name, so they never change content. */
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_photos_product_hash_idx').on(t.productId, t.hash),
    index('product_photos_product_idx').on(t.productId, t.position),
    index('product_photos_hash_idx').on(t.hash),
    check('product_photos_position_check', sql`${t.position} >= 0`),
    check('product_photos_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Each photo at each width and format, as served under /media/photos/<hash>-<width>.<ext>. */
export const productPhotoVariants = pgTable(
  'product_photo_variants',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => productPhotos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format', { enum: PHOTO_FORMATS }).notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.format, t.width] }),
    check('product_photo_variants_format_check', oneOf(t.format, PHOTO_FORMATS)),
  ],
);

/**
 * Wave Checkout sessions opened for orders (ADR 0143): Wave's id (`cos-…`), the amount asked and
 * the launch URL (reused while the session is open), its expiry, and what we last knew of it.
 * An order with a session still 'open' is never released: reconciliation asks Wave first.
 * While Wave is asked ('opening', ADR 0171) the id is the request's idempotency key.
 */
export const waveCheckouts = pgTable(
  'wave_checkouts',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** Null while 'opening': Wave has not answered yet. */
    launchUrl: text('launch_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** When reconciliation last asked Wave about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Reconciliation's failed asks in a row (ADR 0172): each one waits longer for the next. */
    failures: integer('failures').notNull().default(0),
    /** Not asked about again before this after a failure; null: at the next run. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wave_checkouts_order_idx').on(t.orderId),
    index('wave_checkouts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('wave_checkouts_status_check', oneOf(t.status, CHECKOUT_STATUSES)),
  ],
);

/**
 * Every payment event taken in, once per id (ADR 0143): a webhook's event id, or
 * `reconcile:<session id>` when reconciliation found a completed session. What Wave said (no
 * personal data: amount, currency, reference, transaction id) and what it did.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    sessionId: text('session_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: PAYMENT_EVENT_OUTCOMES }).notNull(),
    amount: text('amount'),
    currency: text('currency'),
    reference: text('reference'),
    transactionId: text('transaction_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** A payment the owner received another way (type 'by_hand', ADR 0190): how, and who said so. */
    means: text('means', { enum: PAYMENT_MEANS }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId),
    check('payment_events_outcome_check', oneOf(t.outcome, PAYMENT_EVENT_OUTCOMES)),
    check(
      'payment_events_means_check',
      sql`${t.means} is null or ${oneOf(t.means, PAYMENT_MEANS)}`,
    ),
  ],
);

/**
 * Jobs that must run on one instance at a time (Wave reconciliation): the holder keeps the lease
 * until `until`, then any instance may take it. No connection is pinned, so it works the same on
 * PGlite and on a pooled PostgreSQL.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * What the owner is alerted of, and where (docs/decisions/0175-owner-alerts.md), one row: each
 * event and each channel on by default; the e-mail and phone start as the shop's at first start
 * (owner-alerts plugin) and are the owner's to change. Web Push goes to `push_subscriptions`.
 */
export const ownerAlerts = pgTable(
  'owner_alerts',
  {
    id: integer('id').primaryKey().default(1),
    newOrder: boolean('new_order').notNull().default(true),
    paymentReceived: boolean('payment_received').notNull().default(true),
    paymentIssue: boolean('payment_issue').notNull().default(true),
    contactMessage: boolean('contact_message').notNull().default(true),
    byEmail: boolean('by_email').notNull().default(true),
    bySms: boolean('by_sms').notNull().default(true),
    email: text('email').notNull(),
    /** E.164 (`+2250701020304`). */
    phone: text('phone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('owner_alerts_single_row', sql`${t.id} = 1`)],
);

/**
 * The shop's VAPID key pair (docs/decisions/0176-web-push.md), one row, drawn at first start: in
 * the database, so every instance signs with the same key and every backup carries it.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_single_row', sql`${t.id} = 1`)],
);

/**
 * An admin's device that accepts Web Push (the browser's PushSubscription): removed when she turns
 * notifications off, when her account goes, or when the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint)],
);

/**
 * What was done once to this shop's data and must not be done again: 'sample-shop' when the sample
 * catalogue and its stock were written (docs/decisions/0208), so an owner who emptied the demo shop
 * finds it empty after a restart.
 */
export const shopSeeds = pgTable('shop_seeds', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the owner writes and shoppers read (docs/decisions/0205): one row per block (the shops, the
 * FAQ, the reviews, the about, delivery and returns texts), its value checked by the block's schema
 * (src/shared/content/shop-content.ts). Filled once with sample texts (`sample`) by a migration;
 * the owner's first save of a block clears the mark. `version` grows with every save.
 */
export const shopContent = pgTable(
  'shop_content',
  {
    block: text('block').primaryKey(),
    value: jsonb('value').notNull(),
    sample: boolean('sample').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_content_block_check', oneOf(t.block, CONTENT_BLOCKS))],
);

/**
 * An invitation to the admin wing (docs/decisions/0201): the owner names a person, an e-mail and a
 * role; the link mailed to them carries a token whose hash alone is kept. Good once, for 72 h.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used (the account exists), or when the owner withdrew it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
    check('staff_invitations_role_check', sql`${t.role} in ('admin', 'vendeur')`),
  ],
);

/**
 * The owner's change of her e-mail (docs/decisions/0202), applied only once a code sent to the new
 * address comes back: the hash of that code, its tries, 15 minutes. One pending change per user.
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * The shop's sizes in the owner's order (docs/decisions/0224): what the product form offers and
 * the server accepts in carts, orders and stock. Filled once with S, M, L, XL by a migration.
 * `position` orders them (smaller first).
 */
export const shopSizes = pgTable(
  'shop_sizes',
  {
    name: text('name').primaryKey(),
    position: integer('position').notNull(),
  },
  (t) => [check('shop_sizes_name_check', sql`char_length(${t.name}) between 1 and 20`)],
);

/**
 * The shop's colours in the owner's order (docs/decisions/0225): her French name, the hex a
 * product's recipe keeps (`art.color`, lower case here) and the shoppers' family it filters under.
 * Filled once with the drawings' fifteen shades by a migration.
 */
export const shopColours = pgTable(
  'shop_colours',
  {
    name: text('name').primaryKey(),
    hex: text('hex').notNull(),
    family: text('family', { enum: COLOUR_FAMILY_NAMES }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('shop_colours_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('shop_colours_hex_key').on(t.hex),
    check('shop_colours_name_check', sql`char_length(${t.name}) between 1 and 30`),
    check('shop_colours_hex_check', sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
    check('shop_colours_family_check', oneOf(t.family, COLOUR_FAMILY_NAMES)),
  ],
);
