// The payment screen, /suivi and 'Mes commandes' send the proof to the number the server gives:
// in international digits whatever way the owner typed it in Paramètres.
import { describe, expect, it } from 'vitest';
import { orderPayment } from './order-payment.ts';

describe('the WhatsApp number of an order’s payment details', () => {
  it.each(['05 44 55 66 77', '0544556677', '+225 05 44 55 66 77', '00225 05.44.55.66.77'])(
    '%s → 2250544556677',
    (whatsappNumber) => {
      const payment = orderPayment('LG-7K3P9Q', 19_000, {
        waveNumber: '+225 07 00 00 00 00',
        wavePaymentLink: undefined,
        whatsappNumber,
        checkout: false,
      });
      expect(payment.whatsapp).toBe('2250544556677');
    },
  );
});
