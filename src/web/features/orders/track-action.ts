import type { TrackedOrder } from '@shared/api/orders.ts';
import { trackOrderSchema } from '@shared/schemas/order.ts';
import { data, type RouterContextProvider } from 'react-router';
import { firstErrors, textValues } from '~/lib/forms/form-fields';
import { pageServices } from '~/lib/page-services';
import { UNEXPECTED_ERROR_MESSAGE } from '~/lib/api';
import type { TrackErrors, TrackField } from './track-order';

const TRACK_FIELDS: readonly TrackField[] = ['reference', 'phone'];

/** What /suivi shows after its plain form was posted: the order, or why not, with what was typed. */
export interface TrackActionData {
  values: Record<TrackField, string>;
  errors: TrackErrors;
  order?: TrackedOrder['order'];
  /** How to pay the order while it is unpaid. */
  payment?: TrackedOrder['payment'];
  /** 'Commande introuvable', too many searches…: French, shown beside the form. */
  problem?: string;
}

/**
 * The /suivi route's action (ADR 0111): reference + phone posted without JavaScript. The server's
 * services count the search (per IP, and per reference: the anti-enumeration rules of the API)
 * and answer the order or one 'Commande introuvable' whatever was wrong.
 */
export async function trackAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const values = textValues(await request.formData(), TRACK_FIELDS);
  const answer = (
    status: number,
    rest: Omit<TrackActionData, 'values' | 'errors'> & { errors?: TrackErrors },
    wait?: number,
  ) =>
    data<TrackActionData>(
      { values, errors: {}, ...rest },
      { status, headers: wait ? { 'retry-after': String(wait) } : undefined },
    );
  const forms = pageServices(context).forms;
  if (!forms) return answer(503, { problem: UNEXPECTED_ERROR_MESSAGE });
  if (forms.crossSite) return answer(forms.crossSite.status, { problem: forms.crossSite.message });
  const limited = await forms.countTrackingSearch();
  if (limited) return answer(limited.status, { problem: limited.message }, limited.retryAfter);
  const parsed = trackOrderSchema.safeParse(values);
  if (!parsed.success)
    return answer(400, { errors: firstErrors(parsed.error.issues, TRACK_FIELDS) });
  const found = await forms.trackOrder(parsed.data);
  if ('order' in found) return answer(200, { order: found.order, payment: found.payment });
  return answer(found.status, { problem: found.message }, found.retryAfter);
}
