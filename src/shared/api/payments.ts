import { z } from '../schemas/zod.ts';

/**
 * Wave Checkout (ADR 0143): the shopper's 'Payer avec Wave' asks the server for a
 * checkout session of the order's exact total, then opens its `launchUrl` (the Wave app on a
 * phone). A guest proves the order is theirs as on /suivi, with its reference and phone number; a
 * signed-in customer's own order needs no phone.
 */
export const WAVE_CHECKOUT_PATH = '/api/payments/wave/checkout';

export const waveCheckoutRequestSchema = z.object({
  reference: z.string().trim().max(20),
  phone: z.string().trim().max(40).optional(),
});
export type WaveCheckoutRequest = z.infer<typeof waveCheckoutRequestSchema>;

/** 201 of POST /api/payments/wave/checkout. */
export const waveCheckoutResponseSchema = z.object({ launchUrl: z.string() });
export type WaveCheckoutResponse = z.infer<typeof waveCheckoutResponseSchema>;

export const PAYMENT_TEXT = {
  /** 409 `not_waiting`: paid, cancelled or released meanwhile. */
  notWaiting: 'Cette commande n’attend plus de paiement.',
  /** 409 `window_over`: the payment window ended; no new Wave session (docs/decisions/0171). */
  windowOver:
    'Le délai de paiement de cette commande est écoulé : contactez la boutique pour la garder.',
  /** 503 `wave_unavailable`: Wave Checkout not configured, or Wave did not answer. */
  unavailable:
    'Le paiement Wave en ligne est indisponible pour le moment : payez par transfert Wave au numéro indiqué.',
} as const;
