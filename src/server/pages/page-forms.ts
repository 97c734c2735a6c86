import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageForms } from '../../shared/pages/page-services.ts';
import { CONTACT_FAILURE_MESSAGE, CONTACT_RATE_LIMIT_MESSAGE } from '../contact/contact-service.ts';
import { TRACK_IP_MESSAGE } from '../orders/order-tracking.ts';
import { MESSAGES } from '../http/errors.ts';
import { isCrossSite } from '../http/same-origin.ts';

/**
 * What the /contact and /suivi actions may do for this request (ADR 0111): the same allowances per
 * IP as their JSON twins (POST /api/contact, POST /api/orders/track), counted at the same moments.
 */
export function pageForms(app: FastifyInstance, request: FastifyRequest): PageForms {
  // No session rides on these forms, but another site must not post through visitors: the API's
  // rule (http/same-origin.ts). `Origin: null` (a sandboxed frame, a data: page) and a sibling site
  // (`Sec-Fetch-Site: same-site`) are refused; the pages holding these forms are sent with
  // `Referrer-Policy: same-origin` so that browsers give their real Origin here.
  const site = request.headers['sec-fetch-site'];
  const foreign =
    (site !== undefined && site !== 'same-origin') || isCrossSite(request, app.config.publicUrl);
  return {
    crossSite: foreign ? { status: 403, message: MESSAGES.crossSite } : undefined,
    async sendContactMessage(message) {
      const wait = await app.contact.allowance(request);
      if (wait > 0) return { status: 429, message: CONTACT_RATE_LIMIT_MESSAGE, retryAfter: wait };
      if (await app.contact.store(message, request.log)) return undefined;
      return { status: 503, message: CONTACT_FAILURE_MESSAGE };
    },
    async countTrackingSearch() {
      const wait = await app.orderTracking.allowance(request);
      return wait > 0 ? { status: 429, message: TRACK_IP_MESSAGE, retryAfter: wait } : undefined;
    },
    async trackOrder(input) {
      const answer = await app.orderTracking.track(input, request.ip);
      if (answer.kind === 'found') return { order: answer.order, payment: answer.payment };
      if (answer.kind === 'limited')
        return { status: 429, message: answer.message, retryAfter: answer.retryAfter };
      return { status: 404, message: answer.message };
    },
  };
}
