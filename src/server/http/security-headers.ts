import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../static/site.ts';

/**
 * Browser features the shop never uses are switched off for every page and any frame; geolocation
 * stays for the shop's own pages ('Me localiser' at checkout).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/**
 * Headers helmet does not set: Permissions-Policy on everything, a cross-origin resource policy
 * for the drawn pictures, and `Cache-Control: no-store`
 * on API answers that did not choose their own caching (`GET /api/stock` does), so that no
 * browser or proxy keeps a session, an order or an error.
 */
function holdsPlainForm(url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/\/$/, '');
  return path === '/contact' || path === '/suivi';
}

export async function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  // The no-JavaScript contact and tracking forms post to their own origin; under `no-referrer` a browser sends
  // `Origin: null`, which the form must refuse (another site's sandboxed frame sends the same).
  // `same-origin` still sends nothing to other sites.
  if (holdsPlainForm(request.url)) reply.header('referrer-policy', 'same-origin');
  // The drawn pictures (share pictures, product pictures) are for other sites too: WhatsApp,
  // Facebook and Google fetch and show them (ADR 0115). Pages and API answers stay same-origin.
  if (request.url.startsWith('/generated/'))
    reply.header('cross-origin-resource-policy', 'cross-origin');
  if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store');
  return payload;
}
