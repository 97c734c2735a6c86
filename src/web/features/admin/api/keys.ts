import type { OrderFilter } from '@shared/api/admin.ts';

/** Every admin query lives under ['admin'] (a sign-out or 'Rafraîchir' reaches them all). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  money: ['admin', 'money'] as const,
  /** All order lists, whatever the filter and search. */
  orderLists: ['admin', 'orders'] as const,
  orders: (filter: OrderFilter, q: string) => ['admin', 'orders', { filter, q }] as const,
  /** Filter-button counts, per search text ('' = every order). */
  allCounts: ['admin', 'counts'] as const,
  counts: (q: string) => ['admin', 'counts', q] as const,
  customers: ['admin', 'customers'] as const,
  /** One customer's page (GET /api/admin/customers/:key). */
  customer: (key: string) => ['admin', 'customer', key] as const,
  products: ['admin', 'products'] as const,
  /** One product as the editor reads it (GET /api/admin/products/:id). */
  product: (id: string) => ['admin', 'product', id] as const,
  messages: (box: 'inbox' | 'archived') => ['admin', 'messages', box] as const,
  allMessages: ['admin', 'messages'] as const,
  /** 'Messages envoyés': the outbox (GET /api/admin/outbox). */
  outbox: ['admin', 'outbox'] as const,
  stockChanges: (productId: string) => ['admin', 'stock-changes', productId] as const,
  settings: ['admin', 'settings'] as const,
};
