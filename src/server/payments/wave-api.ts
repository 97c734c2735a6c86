import { z } from 'zod';
import type { WaveCheckoutConfig } from '../config.ts';

/**
 * Wave's Checkout API as its public documentation describes it (docs.wave.com/checkout; ADR
 * 0143): a bearer API key, amounts as strings of whole francs, `XOF`, and a session object with
 * `checkout_status` (open, complete, expired) and `payment_status` (processing, cancelled,
 * succeeded). Only the fields the shop reads are checked; Wave may add others.
 */
export const waveSessionSchema = z.object({
  id: z.string().min(1).max(200),
  amount: z.string().max(40),
  currency: z.string().max(10),
  checkout_status: z.string().max(40),
  payment_status: z.string().max(40).nullish(),
  client_reference: z.string().max(255).nullish(),
  wave_launch_url: z.string().max(2000).nullish(),
  when_expires: z.string().max(60).nullish(),
  transaction_id: z.string().max(200).nullish(),
});
export type WaveSession = z.infer<typeof waveSessionSchema>;

export class WaveApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WaveApiError';
  }
}

/** How long one call to Wave may take before the shopper is offered the manual transfer. */
export const WAVE_TIMEOUT_MS = 8_000;

export type NewSession = {
  amount: number;
  reference: string;
  successUrl: string;
  errorUrl: string;
  /** The same key gives the same session back (a double tap, a retry after a lost answer). */
  idempotencyKey: string;
};

export interface WaveApi {
  createSession(input: NewSession): Promise<WaveSession>;
  getSession(id: string): Promise<WaveSession>;
  /** Ends an open session: it can no longer be paid. Refused (WaveApiError) once it completed. */
  expireSession(id: string): Promise<void>;
  /**
   * Gives a completed session's money back to the payer. The same key is a retry of the same
   * refund (an answer lost on the way): Wave refunds once.
   */
  refundSession(id: string, idempotencyKey: string): Promise<void>;
}

export function createWaveApi(config: WaveCheckoutConfig): WaveApi {
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(WAVE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new WaveApiError(`Wave unreachable: ${(error as Error).name}`);
    }
    // Wave's error body (`code`, `message`) is not kept: it may echo what was sent.
    if (!response.ok) {
      await response.body?.cancel();
      throw new WaveApiError(`Wave answered ${response.status}`, response.status);
    }
    return response;
  }

  async function call(path: string, init: RequestInit = {}): Promise<WaveSession> {
    const response = await send(path, init);
    const parsed = waveSessionSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new WaveApiError('Wave answered an unexpected session');
    return parsed.data;
  }

  return {
    createSession({ amount, reference, successUrl, errorUrl, idempotencyKey }) {
      return call('/v1/checkout/sessions', {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: JSON.stringify({
          amount: String(amount),
          currency: 'XOF',
          client_reference: reference,
          success_url: successUrl,
          error_url: errorUrl,
        }),
      });
    },
    getSession(id) {
      return call(`/v1/checkout/sessions/${encodeURIComponent(id)}`);
    },
    async expireSession(id) {
      // What Wave answers besides its status is not read.
      const response = await send(`/v1/checkout/sessions/${encodeURIComponent(id)}/expire`, {
        method: 'POST',
      });
      await response.body?.cancel();
    },
    async refundSession(id, idempotencyKey) {
      // Wave answers 200 without a body to read.
      const response = await send(`/v1/checkout/sessions/${encodeURIComponent(id)}/refund`, {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
      });
      await response.body?.cancel();
    },
  };
}

/** A completed, succeeded session: money moved. */
export function isPaidSession(session: WaveSession): boolean {
  return session.checkout_status === 'complete' && session.payment_status === 'succeeded';
}

/** Wave's amount string as whole francs, or undefined when it is not one (`"1500.50"`, `"abc"`). */
export function wholeFrancs(amount: string): number | undefined {
  return /^\d{1,12}$/.test(amount) ? Number(amount) : undefined;
}
