import { PAYMENT_ISSUES, PAYMENT_MEANS } from '../domain/payments.ts';
import { z } from '../schemas/zod.ts';
import { PRODUCT_STATUSES } from '../catalogue/types.ts';
import { sizeLabel } from '../schemas/size.ts';
import { ORDER_ZONE_IDS } from '../domain/delivery.ts';
import { ORDER_STATUSES } from '../domain/orders.ts';
import { STOCK_CHANGE_REASONS } from '../domain/stock.ts';
import { recoveryCodeSchema, sixDigitCodeSchema } from '../schemas/auth.ts';
import { singleLine } from '../schemas/text.ts';
import { orderLineResponseSchema, pickupShopSchema } from './orders.ts';

/**
 * The admin API: request and response shapes, shared by the server (which
 * validates and serializes with them) and the admin screens (which read their types).
 */

/** The admin sign-in guard's message, also the 401 of every admin route. */
export const ADMIN_GUARD_MESSAGE =
  "Accès non autorisé. Veuillez vous connecter en tant qu'administrateur.";
/** The admin's sign-in failure, for a wrong password, an unknown name and a customer alike. */
export const ADMIN_SIGN_IN_FAILED = "Nom d'utilisateur ou mot de passe incorrect";
export const ADMIN_UNLOCK_CODE_INVALID =
  'Entrez le code à 6 chiffres de votre application ou un code de récupération.';
/** The pause after too many failures, and how the real administrator gets past it. */
export const ADMIN_SIGN_IN_LOCKED =
  'Trop de tentatives de connexion administrateur. Patientez 15 minutes, ou entrez aussi un code de votre application d’authentification (ou un code de récupération).';
/** The admin's order details: the placeholder that does not count as a name or a phone. */
export const INFO_UNAVAILABLE = 'Information non disponible';

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_PAGE_MAX = 100;
export const ADMIN_CUSTOMERS_PAGE_SIZE = 50;
export const ADMIN_CUSTOMERS_PAGE_MAX = 200;
export const ADMIN_SEARCH_MAX_LENGTH = 60;
export const STOCK_QUANTITY_MAX = 100_000;

/** 'toSettle': orders with a Wave payment the owner must look at ('À régler', ADR 0182). */
export const ORDER_FILTERS = ['all', 'registered', 'guest', 'toSettle'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** POST /api/admin/sign-in: the admin's e-mail as user name. */
export const adminSignInSchema = z.object(
  {
    username: singleLine("Veuillez entrer votre nom d'utilisateur")
      .min(1, { error: "Veuillez entrer votre nom d'utilisateur" })
      .max(254, { error: ADMIN_SIGN_IN_FAILED })
      .transform((value) => value.toLowerCase()),
    password: z
      .string({ error: 'Veuillez entrer un mot de passe' })
      .min(1, { error: 'Veuillez entrer un mot de passe' })
      .max(128, { error: ADMIN_SIGN_IN_FAILED }),
    /**
     * A code of the authenticator app (6 digits) or a recovery code, sent with the password when
     * the account is paused after too many failures: the real admin's way past the pause.
     */
    code: z
      .union([sixDigitCodeSchema, recoveryCodeSchema], { error: ADMIN_UNLOCK_CODE_INVALID })
      .optional(),
  },
  { error: "Veuillez entrer votre nom d'utilisateur et votre mot de passe" },
);

/** Opaque keyset cursor of the orders list (the last order's created_at in µs, and its id). */
export const ORDER_CURSOR_PATTERN =
  /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const BAD_CURSOR = 'Curseur de pagination invalide : rechargez la liste.';

/** GET /api/admin/orders query string. */
export const adminOrdersQuerySchema = z.object({
  filter: z
    .enum(ORDER_FILTERS, { error: 'Filtre inconnu : all, registered ou guest' })
    .default('all'),
  status: z.enum(ORDER_STATUSES, { error: 'Statut de commande inconnu' }).optional(),
  /** An order reference (LG-XXXXXX, with or without LG-), a phone (or its first digits), or the 8-character id. */
  q: singleLine('Recherche invalide')
    .max(ADMIN_SEARCH_MAX_LENGTH, {
      error: `La recherche ne peut pas dépasser ${ADMIN_SEARCH_MAX_LENGTH} caractères`,
    })
    .optional(),
  cursor: z
    .string({ error: BAD_CURSOR })
    .regex(ORDER_CURSOR_PATTERN, { error: BAD_CURSOR })
    .optional(),
  limit: z.coerce
    .number({ error: 'La taille de page doit être un nombre entier' })
    .int({ error: 'La taille de page doit être un nombre entier' })
    .min(1, { error: `La taille de page doit être comprise entre 1 et ${ADMIN_ORDERS_PAGE_MAX}` })
    .max(ADMIN_ORDERS_PAGE_MAX, {
      error: `La taille de page doit être comprise entre 1 et ${ADMIN_ORDERS_PAGE_MAX}`,
    })
    .default(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const orderIdParamsSchema = z.object({
  id: z.uuid({ error: 'Identifiant de commande invalide' }),
});

export const adminOrderSchema = z.object({
  id: z.uuid(),
  /** The first 8 characters of the id, shown on the order card. */
  shortId: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** null: a guest order ('Commande invité'). */
  userId: z.uuid().nullable(),
  customer: z.object({
    /** Name and phone both non-blank and not 'Information non disponible'. */
    present: z.boolean(),
    /** null: show 'Information non disponible' (amber). */
    fullName: z.string().nullable(),
    phone: z.string().nullable(),
    /** null: show 'Adresse non spécifiée'. */
    address: z.string().nullable(),
  }),
  instructions: z.string().nullable(),
  items: z.array(orderLineResponseSchema),
  subtotal: z.number().int(),
  deliveryZone: z.enum(ORDER_ZONE_IDS),
  deliveryFee: z.number().int(),
  /** Welcome-code discount, FCFA (0 without a code). */
  discount: z.number().int(),
  totalAmount: z.number().int(),
  /** An unpaid order's deadline (ISO): past it, the order is released; null when not waiting. */
  payBy: z.string().nullable(),
  /** When it was released for want of payment (its units went back to stock), or null. */
  releasedAt: z.string().nullable(),
  /** A Wave payment the owner must look at (ADR 0143), or null. */
  paymentIssue: z.enum(PAYMENT_ISSUES).nullable(),
  /** The flagged money came through a Wave Checkout session: 'Rembourser par Wave' (ADR 0182). */
  refundByWave: z.boolean(),
  /** Money the owner received another way ('Paiement reçu', ADR 0190): how, when, who; or null. */
  paidByHand: z
    .object({ means: z.enum(PAYMENT_MEANS), at: z.string(), by: z.string().nullable() })
    .nullable(),
  /**
   * What an edit of the paid order left to settle (ADR 0199), FCFA: above 0 the customer owes it,
   * below 0 the shop refunds it; 0 when nothing is left.
   */
  balanceDue: z.number().int(),
  /** The admin who took the order for a customer (ADR 0198), or null for a shopper's order. */
  takenBy: z.string().nullable(),
  /** Where a pick-up order is collected (ADR 0220), or null for a delivered one. */
  pickupShop: pickupShopSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Body of POST /api/admin/orders/:id/payment-received. */
export const paymentReceivedSchema = z.object({
  means: z.enum(PAYMENT_MEANS, { error: 'Choisissez le moyen de paiement' }),
});

/** 409 of POST /api/admin/orders/:id/payment-window: only an unpaid order has a deadline. */
export const ORDER_NOT_WAITING = 'Cette commande n’attend plus de paiement';

const countsPerStatus = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodNumber
  >,
);

/** Filter-button counts ('Toutes (n)', 'Utilisateurs inscrits (n)', 'Invités (n)', 'À régler (n)'), and per status. */
export const orderCountsSchema = z.object({
  all: z.number().int(),
  registered: z.number().int(),
  guest: z.number().int(),
  /** Orders with a payment issue. */
  toSettle: z.number().int(),
  byStatus: countsPerStatus,
  /** Guest orders per status (the toast's 'n commande(s) invité en attente' is `guestByStatus.pending`). */
  guestByStatus: countsPerStatus,
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** 200 of GET /api/admin/orders: one page, newest first; `counts` on the first page only (no cursor). */
export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Over the orders matching `q` (all of them without `q`), whatever `filter` and `status` are. */
  counts: orderCountsSchema.nullable(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const adminOrderCountsQuerySchema = adminOrdersQuerySchema.pick({ q: true });

export const adminOneOrderSchema = z.object({ order: adminOrderSchema });

/** PATCH /api/admin/orders/:id body. */
export const orderStatusChangeSchema = z.object(
  { status: z.enum(ORDER_STATUSES, { error: 'Statut de commande inconnu' }) },
  { error: 'Veuillez choisir un statut' },
);

/** 200 of PATCH /api/admin/orders/:id: the order as it is now; `changed` false when it already had that status. */
export const orderStatusChangedSchema = z.object({
  order: adminOrderSchema,
  changed: z.boolean(),
  previousStatus: z.enum(ORDER_STATUSES),
});

/** A stat card's month-over-month change in %, one decimal; null when last month had nothing to compare. */
const change = z.number().nullable();

/** 200 of GET /api/admin/stats: the four cards (real figures), months in Africa/Abidjan. */
export const adminStatsSchema = z.object({
  orders: z.object({
    total: z.number().int(),
    guest: z.number().int(),
    thisMonth: z.number().int(),
    /** This month so far against the same days of last month. */
    change,
  }),
  customers: z.object({
    /** The customers the Clients tab lists (its 'Total n clients'). */
    total: z.number().int(),
    /** 'ce mois': those of them who ordered this month. */
    thisMonth: z.number().int(),
    /** Distinct accounts that ordered. */
    accounts: z.number().int(),
    change,
  }),
  products: z.object({
    /** Published products with at least one size in stock. */
    active: z.number().int(),
    /** Published products: the card's 'produits actifs'. */
    catalogue: z.number().int(),
    /** Against the active products one month ago (rebuilt from the stock audit). */
    change,
  }),
  messages: z.object({
    unread: z.number().int(),
    total: z.number().int(),
    /** Messages received this month so far against the same days of last month. */
    change,
  }),
  revenue: z.object({
    /** Total of this month's orders that are not cancelled, FCFA. */
    thisMonth: z.number().int(),
    change,
  }),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** How many unpaid orders and best sellers the money board lists, and how many days it charts. */
export const MONEY_UNPAID_LISTED = 5;
export const MONEY_TOP_PRODUCTS = 5;
export const MONEY_DAYS = 14;

/**
 * GET /api/admin/money: the owner's money, integer FCFA, days and months in Abidjan
 * (docs/decisions/0169). Paid: an order in PAID_STATUSES, dated by its placement like the cards.
 */
export const adminMoneySchema = z.object({
  /** Paid orders' totals: today, today and the 6 days before, this month so far. */
  collected: z.object({
    today: z.number().int(),
    last7Days: z.number().int(),
    thisMonth: z.number().int(),
  }),
  /** Orders waiting for payment ('pending'), and the ones whose deadline comes first. */
  unpaid: z.object({
    count: z.number().int(),
    total: z.number().int(),
    next: z.array(
      z.object({
        id: z.string(),
        reference: z.string(),
        name: z.string().nullable(),
        totalAmount: z.number().int(),
        /** ISO time the order is released; null when unpaid orders are kept forever. */
        payBy: z.string().nullable(),
      }),
    ),
  }),
  /** Average paid order this month; null before the month's first paid order. */
  averageBasket: z.number().int().nullable(),
  /** This month's paid units per product, most first. */
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      units: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  /** The last MONEY_DAYS days, oldest first, today last: paid amount per day (YYYY-MM-DD). */
  days: z.array(z.object({ day: z.string(), amount: z.number().int() })),
  generatedAt: z.string(),
});
export type AdminMoney = z.infer<typeof adminMoneySchema>;

export const adminCustomersQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'Position invalide' })
    .int({ error: 'Position invalide' })
    .min(0, { error: 'Position invalide' })
    .max(10_000_000, { error: 'Position invalide' })
    .default(0),
  limit: z.coerce
    .number({ error: 'La taille de page doit être un nombre entier' })
    .int({ error: 'La taille de page doit être un nombre entier' })
    .min(1, {
      error: `La taille de page doit être comprise entre 1 et ${ADMIN_CUSTOMERS_PAGE_MAX}`,
    })
    .max(ADMIN_CUSTOMERS_PAGE_MAX, {
      error: `La taille de page doit être comprise entre 1 et ${ADMIN_CUSTOMERS_PAGE_MAX}`,
    })
    .default(ADMIN_CUSTOMERS_PAGE_SIZE),
});

/** A customer derived from the orders: grouped by the lower-cased, trimmed full name. */
export const derivedCustomerSchema = z.object({
  /** The grouping key (lower-cased, trimmed name). */
  key: z.string(),
  /** Name, phone and address as written on the customer's latest order. */
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  orderCount: z.number().int(),
  /** Sum of the customer's orders that are not cancelled, FCFA. */
  totalSpent: z.number().int(),
  lastOrderAt: z.string(),
  /** Where the customer's page is (CUSTOMER_KEY); null when the latest order has no phone digits. */
  pageKey: z.string().nullable(),
});
export type DerivedCustomer = z.infer<typeof derivedCustomerSchema>;

/**
 * A customer's page key (docs/decisions/0189): `compte-<user id>` for an account (its orders and
 * its guest orders with the same phone), `tel-<phone key>` for a guest (orders by that phone).
 */
export const CUSTOMER_KEY =
  /^(?:compte-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|tel-\d{1,20})$/;

export const CUSTOMER_TEXT = {
  badKey: 'Adresse de fiche client invalide',
  notFound: 'Client introuvable : il n’a plus de commande.',
  noteTooLong: 'La note ne peut pas dépasser 2 000 caractères',
} as const;
export const CUSTOMER_NOTE_MAX = 2000;

export const customerKeyParamsSchema = z.object({
  key: z.string().regex(CUSTOMER_KEY, { error: CUSTOMER_TEXT.badKey }),
});

export const customerNoteSchema = z.object({
  note: z
    .string({ error: 'La note doit être un texte' })
    .max(CUSTOMER_NOTE_MAX, { error: CUSTOMER_TEXT.noteTooLong }),
});

/** 200 of GET /api/admin/customers/:key: the customer's orders, money and the owner's note. */
export const adminCustomerPageSchema = z.object({
  key: z.string(),
  /** Name, phone and address as written on the latest order. */
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Newest first. */
  orders: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      createdAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number().int(),
    }),
  ),
  /** FCFA of the orders in PAID_STATUSES. */
  paid: z.number().int(),
  /** FCFA of the orders still waiting for their payment ('pending'). */
  toPay: z.number().int(),
  note: z.string(),
});
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

/** 200 of GET /api/admin/customers: most recent buyers first; 'Total n clients' is `total`. */
export const adminCustomersSchema = z.object({
  customers: z.array(derivedCustomerSchema),
  total: z.number().int(),
  /** Pass it as `offset` for the next page; null on the last page. */
  nextOffset: z.number().int().nullable(),
});

/** Units on hand by size label (the shop's sizes, docs/decisions/0224). */
export const stockPerSizeSchema = z.record(z.string(), z.number().int());

/** A product's figures derived from the orders, with the product's stock per size. */
export const productStatsSchema = z.object({
  productId: z.string(),
  /** The catalogue's name, or 'Produit ID: {id}' for an id the catalogue no longer has. */
  name: z.string(),
  image: z.string(),
  inCatalogue: z.boolean(),
  /** Brouillon, en ligne or archivé (ADR 0135); null for an id the catalogue no longer has. */
  status: z.enum(PRODUCT_STATUSES).nullable(),
  /** Its price now, FCFA; null for an id the catalogue no longer has. */
  price: z.number().int().nullable(),
  quantitySold: z.number().int(),
  orderCount: z.number().int(),
  /** Σ price × quantity of its lines, FCFA. */
  revenue: z.number().int(),
  /** Units on hand per size (sizes the catalogue lists); {} for an unknown product. */
  stock: stockPerSizeSchema,
  /**
   * Sizes the product is offered in, each `available` (sold: its stock can be edited); a size the
   * product is not offered in is not listed (ADR 0135).
   */
  sizes: z.array(z.object({ name: z.string(), available: z.boolean() })),
  /** Its category and rank in that category's listing (1 first); absent for an unknown id. */
  category: z.string().optional(),
  rank: z.number().int().optional(),
});
export type ProductStats = z.infer<typeof productStatsSchema>;

/**
 * 200 of GET /api/admin/products: sold products by quantity sold (descending), then the
 * catalogue's unsold products (so every product's stock can be edited). Cancelled orders are not sales.
 */
export const adminProductsSchema = z.object({
  products: z.array(productStatsSchema),
  totals: z.object({
    /** 'Total n produits vendus': distinct products with at least one unit sold. */
    productsSold: z.number().int(),
    unitsSold: z.number().int(),
    revenue: z.number().int(),
  }),
  /** The owner's 'Stock bas' threshold (Paramètres, ADR 0190): units per size. */
  lowStockThreshold: z.number().int(),
});

/** PATCH /api/admin/stock body: the units now on hand (a count, not a difference). */
export const stockUpdateSchema = z.object(
  {
    productId: singleLine('Produit inconnu')
      .min(1, { error: 'Produit inconnu' })
      .max(100, { error: 'Produit inconnu' }),
    size: sizeLabel(),
    quantity: z
      .number({ error: 'La quantité doit être un nombre entier' })
      .int({ error: 'La quantité doit être un nombre entier' })
      .min(0, { error: `La quantité doit être comprise entre 0 et ${STOCK_QUANTITY_MAX}` })
      .max(STOCK_QUANTITY_MAX, {
        error: `La quantité doit être comprise entre 0 et ${STOCK_QUANTITY_MAX}`,
      }),
    /** Default: 'restock' when the quantity goes up, 'correction' when it goes down. */
    reason: z
      .enum(['restock', 'correction'], { error: 'Motif inconnu : restock ou correction' })
      .optional(),
  },
  { error: 'Veuillez indiquer le produit, la taille et la quantité' },
);

export const stockUpdatedSchema = z.object({
  productId: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  previous: z.number().int(),
  delta: z.number().int(),
  /** null when the quantity did not change (nothing written). */
  reason: z.enum(['restock', 'correction']).nullable(),
});

export const stockChangesQuerySchema = z.object({
  productId: singleLine('Produit inconnu')
    .min(1, { error: 'Produit inconnu' })
    .max(100, { error: 'Produit inconnu' }),
  size: sizeLabel().optional(),
});

/** 200 of GET /api/admin/stock/changes: the audit of one product's stock, newest first (50 at most). */
export const stockChangesSchema = z.object({
  changes: z.array(
    z.object({
      size: z.string(),
      delta: z.number().int(),
      quantityAfter: z.number().int(),
      reason: z.enum(STOCK_CHANGE_REASONS),
      /** The admin who made it (restock, correction, a status change); null for a shopper's order. */
      actorEmail: z.string().nullable(),
      orderReference: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

/**
 * The live channel (GET /api/admin/events, Server-Sent Events). Events `order.created` and
 * `order.updated` carry this; `ready` comes first; `resync` means "refetch everything".
 */
export const liveOrderEventSchema = z.object({
  id: z.uuid(),
  shortId: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  guest: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** True when sent as a catch-up after a reconnection (it may repeat an event already seen). */
  replay: z.boolean(),
});
export type LiveOrderEvent = z.infer<typeof liveOrderEventSchema>;
export const LIVE_EVENT_TYPES = ['ready', 'order.created', 'order.updated', 'resync'] as const;
