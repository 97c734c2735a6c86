import type { PromoSent } from '@shared/api/promo.ts';
import type { PromoRequest } from '@shared/schemas/promo.ts';
import { apiPost } from '~/lib/api';

/**
 * POST /api/promo: the address's welcome code by e-mail (created, or the same one re-sent).
 * Rejects with an ApiError (French field messages on `email` / `acceptTerms`, a 429 in French).
 */
export function requestPromoCode(body: PromoRequest): Promise<PromoSent> {
  return apiPost<PromoSent>('/api/promo', body);
}
