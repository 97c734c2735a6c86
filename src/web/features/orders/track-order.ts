import type { TrackedOrder } from '@shared/api/orders.ts';
import { trackOrderSchema } from '@shared/schemas/order.ts';
import { ApiError, apiPost, UNEXPECTED_ERROR_MESSAGE } from '~/lib/api';

export type TrackField = 'reference' | 'phone';
export type TrackErrors = Partial<Record<TrackField, string>>;
export type TrackedOrderSummary = TrackedOrder['order'];

export type TrackResult =
  | { kind: 'invalid'; errors: TrackErrors }
  | { kind: 'found'; order: TrackedOrderSummary; payment?: TrackedOrder['payment'] }
  /** 404 'Commande introuvable', whatever was wrong (the server says no more). */
  | { kind: 'not-found'; message: string }
  /** Too many tries (429), no network…: a French message to show. */
  | { kind: 'failed'; message: string };

/**
 * The /suivi search: the form checked with the schema the server uses, then POST
 * /api/orders/track. Loaded on the first search, with zod and the API client, so /suivi's first
 * load stays light.
 */
export async function trackOrder(input: {
  reference: string;
  phone: string;
}): Promise<TrackResult> {
  const parsed = trackOrderSchema.safeParse(input);
  if (!parsed.success) {
    const errors: TrackErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'reference' || field === 'phone') && !errors[field]) {
        errors[field] = issue.message;
      }
    }
    return { kind: 'invalid', errors };
  }
  try {
    const { order, payment } = await apiPost<TrackedOrder>('/api/orders/track', parsed.data);
    return { kind: 'found', order, payment };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      console.error(error);
      return { kind: 'failed', message: UNEXPECTED_ERROR_MESSAGE };
    }
    if (error.status === 404) return { kind: 'not-found', message: error.message };
    const errors = error.fieldsFor(['reference', 'phone'] as const);
    if (error.status === 400 && Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    return { kind: 'failed', message: error.message };
  }
}
