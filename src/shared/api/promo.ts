/** What POST /api/promo always answers: sent, whatever the address's story (docs/decisions/0055). */
export const PROMO_SENT_MESSAGE = 'Votre code promo vous a été envoyé par e-mail.';
