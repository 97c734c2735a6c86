import { z } from '../schemas/zod.ts';

/** What POST /api/promo always answers: sent, whatever the address's story (docs/decisions/0055). */
export const PROMO_SENT_MESSAGE = 'Votre code promo vous a été envoyé par e-mail.';

/** 200 of POST /api/promo. */
export const promoSentSchema = z.object({ ok: z.literal(true), message: z.string() });
export type PromoSent = z.infer<typeof promoSentSchema>;
