import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { ORDER_STATUSES, QUANTITY_MAX, QUANTITY_MIN } from '../../shared/domain/orders.ts';
import { MFA_METHODS, ROLES, SECURITY_LEVELS } from '../../shared/domain/users.ts';

export { ORDER_STATUSES, type OrderStatus } from '../../shared/domain/orders.ts';

/** `column in ('a', 'b')` from the shared list, so a check never repeats the values by hand. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
}

const MFA_FACTOR_TYPES = ['totp'] as const;
const ONE_TIME_CODE_PURPOSES = ['mfa_email', 'mfa_sms', 'email_confirm', 'password_reset'] as const;
const IDEMPOTENCY_STATUSES = ['in_progress', 'completed'] as const;

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
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_assurance_level_check', sql`${t.assuranceLevel} in (1, 2)`),
  ],
);

/** A TOTP authenticator enrolled by a user; confirmed once a first code has been checked. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MFA_FACTOR_TYPES }).notNull().default('totp'),
    secret: text('secret').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // The last accepted 30 s step: a code is accepted only for a later step, so each code works once.
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mfa_factors_user_id_idx').on(t.userId),
    check('mfa_factors_type_check', oneOf(t.type, MFA_FACTOR_TYPES)),
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
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    totalAmount: integer('total_amount').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    shippingAddress: text('shipping_address').notNull(),
    shippingCity: text('shipping_city').notNull().default('Abidjan'),
    shippingPostalCode: text('shipping_postal_code').notNull().default('00225'),
  },
  (t) => [
    // Admin list: newest first with a keyset cursor (created_at, id). Ascending on purpose: a
    // backward scan serves `order by created_at desc, id desc` (desc means nulls first, which a
    // drizzle `.desc()` index, emitted as NULLS LAST, would not match).
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_total_amount_check', sql`${t.totalAmount} >= 0`),
  ],
);

export const ordersInfo = pgTable('orders_info', {
  id: uuid('id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  nomComplet: text('nom_complet').notNull(),
  telephone: text('telephone').notNull(),
  adresse: text('adresse').notNull(),
  instructions: text('instructions'),
  createdAt: createdAt(),
});

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

export type SavedCartItem = {
  id: string;
  productId: string;
  name: string;
  price: number;
  size: string;
  quantity: number;
  image: string;
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

/** Idempotency-Key of POST /api/orders: a retry replays the stored response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: IDEMPOTENCY_STATUSES }).notNull().default('in_progress'),
    responseCode: integer('response_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_status_check', oneOf(t.status, IDEMPOTENCY_STATUSES)),
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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);
