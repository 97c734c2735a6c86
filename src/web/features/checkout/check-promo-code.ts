import type { PromoAccepted, PromoCheckRequest } from '@shared/api/promo.ts';
import { apiPost } from '~/lib/api';

/** POST /api/promo/check: the server's word on a welcome code for this cart, before ordering. */
export function checkPromoCode(
  request: PromoCheckRequest,
  signal?: AbortSignal,
): Promise<PromoAccepted> {
  return apiPost<PromoAccepted>('/api/promo/check', request, { signal });
}
