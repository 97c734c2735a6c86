import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

export const OWNER_ONLY_MESSAGE = 'Réservé à la propriétaire de la boutique.';

/**
 * What a vendeur may call (docs/decisions/0200): the orders, the stock, the messages and the
 * customers. A list of what is allowed, not of what is refused: a route added later is the
 * owner's until someone decides otherwise here (and in the access matrix).
 */
export const VENDEUR_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/admin/orders',
  'GET /api/admin/orders/counts',
  'GET /api/admin/orders.csv',
  'GET /api/admin/orders/:id',
  'PATCH /api/admin/orders/:id',
  // She takes WhatsApp and phone orders and corrects them before they ship (ADR 0198, 0199).
  'POST /api/admin/orders',
  'PUT /api/admin/orders/:id/contents',
  // The shops allowing pick-up, for her order form (the shops' content is the owner's).
  'GET /api/admin/pickup-shops',
  'POST /api/admin/orders/:id/payment-window',
  'POST /api/admin/orders/:id/payment-issue/resolve',
  'POST /api/admin/orders/:id/payment-issue/restore',
  'POST /api/admin/orders/:id/payment-received',
  'GET /api/admin/stats',
  'GET /api/admin/events',
  'GET /api/admin/customers',
  'GET /api/admin/customers/:key',
  'PUT /api/admin/customers/:key/note',
  'GET /api/admin/products',
  'GET /api/admin/products/:productId',
  'GET /api/admin/products/:productId/photos',
  // The categories' names, to read the products list (changing them is the owner's).
  'GET /api/admin/categories',
  'PATCH /api/admin/stock',
  'GET /api/admin/stock/changes',
  'GET /api/admin/messages',
  'PATCH /api/admin/messages/:id',
  'GET /api/admin/outbox',
  'POST /api/admin/outbox/:id/retry',
]);

/** The admin wing's second guard: 403 `owner_only` for a vendeur outside her routes. */
export async function refuseOwnerOnly(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'vendeur') return;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (!VENDEUR_ROUTES.has(`${method} ${request.routeOptions.url}`)) {
    throw new HttpError(403, 'owner_only', OWNER_ONLY_MESSAGE);
  }
}
