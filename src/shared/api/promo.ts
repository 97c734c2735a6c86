import { orderRequestSchema } from '../schemas/order.ts';
import { PROMO_MESSAGES } from '../schemas/promo.ts';
import { z } from '../schemas/zod.ts';

/** What POST /api/promo always answers: sent, whatever the address's story (docs/decisions/0055). */
export const PROMO_SENT_MESSAGE = 'Votre code promo vous a été envoyé par e-mail.';

/** 200 of POST /api/promo. */
export const promoSentSchema = z.object({ ok: z.literal(true), message: z.string() });
export type PromoSent = z.infer<typeof promoSentSchema>;

/**
 * Body of POST /api/promo/check: a welcome code typed at checkout and the cart it would apply to.
 * The server prices the cart itself (never a price from the browser) and says what the code takes
 * off, or why it is refused, before the order is sent.
 */
export const promoCheckRequestSchema = z.object(
  {
    code: z.string({ error: PROMO_MESSAGES.codeUnknown }),
    items: orderRequestSchema.shape.items,
  },
  { error: PROMO_MESSAGES.codeUnknown },
);
export type PromoCheckRequest = z.input<typeof promoCheckRequestSchema>;

/** 200 of POST /api/promo/check: the code as the order will carry it, and its discount in FCFA. */
export const promoAcceptedSchema = z.object({
  code: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
});
export type PromoAccepted = z.infer<typeof promoAcceptedSchema>;
