import type { OrderPayment } from '@shared/api/orders.ts';
import { formatPrice } from '@shared/format/money.ts';

/** The WhatsApp chat with the shop, the message already typed: reference and amount. */
export function whatsappProofLink(
  payment: Pick<OrderPayment, 'whatsapp' | 'amount' | 'reference'>,
  shopName: string,
): string {
  const text = `Bonjour ${shopName}, voici la preuve de mon paiement Wave de ${formatPrice(payment.amount)} pour la commande ${payment.reference}.`;
  return `https://wa.me/${payment.whatsapp}?text=${encodeURIComponent(text)}`;
}
