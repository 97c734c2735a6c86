import {
  PAYMENT_TEXT,
  WAVE_CHECKOUT_PATH,
  type WaveCheckoutRequest,
  type WaveCheckoutResponse,
} from '@shared/api/payments.ts';
import { ApiError, apiPost } from '~/lib/api';

export type WaveCheckoutResult = { ok: true; launchUrl: string } | { ok: false; message: string };

/**
 * 'Payer avec Wave' (ADR 0143): asks the server for a Wave checkout session of the order. Loaded on
 * the first tap, with the API client, so the pages showing the button do not carry it. The
 * server's own French message when it sent one (not waiting any more, not found, Wave down…),
 * else the 'pay by transfer' one: the manual instructions beside the button always work.
 */
export async function startWaveCheckout(input: WaveCheckoutRequest): Promise<WaveCheckoutResult> {
  try {
    const { launchUrl } = await apiPost<WaveCheckoutResponse>(WAVE_CHECKOUT_PATH, input);
    if (typeof launchUrl !== 'string' || launchUrl === '') {
      return { ok: false, message: PAYMENT_TEXT.unavailable };
    }
    return { ok: true, launchUrl };
  } catch (error) {
    const fromServer =
      error instanceof ApiError && error.status > 0 && error.code !== 'unexpected_response';
    if (!fromServer) console.error(error);
    return { ok: false, message: fromServer ? error.message : PAYMENT_TEXT.unavailable };
  }
}
