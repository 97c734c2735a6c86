// A pick-up order's customer is told where her order waits, not that it is on its way to her
// (docs/decisions/0220).
import { describe, expect, it } from 'vitest';
import { orderEmailSubject, orderEmailText, orderSms } from './order-messages.ts';

describe('the messages of a pick-up order', () => {
  it('say the order waits in its shop, then that it was collected', () => {
    const where = { pickupShop: 'LAGUNE Cocody' };
    expect(orderSms('LAGUNE', 'shipped', 'LG-7K3P9Q', undefined, where)).toBe(
      'LAGUNE : votre commande LG-7K3P9Q vous attend à LAGUNE Cocody.',
    );
    // GSM-7: 'ô' is written 'o' (sms-text.ts).
    expect(orderSms('LAGUNE', 'delivered', 'LG-7K3P9Q', undefined, where)).toBe(
      'LAGUNE : votre commande LG-7K3P9Q a été retirée. Merci et à bientot !',
    );
    expect(orderEmailSubject('LAGUNE', 'shipped', 'LG-7K3P9Q', where)).toBe(
      'LAGUNE – Commande LG-7K3P9Q à retirer à LAGUNE Cocody',
    );
    expect(orderEmailText('LAGUNE', 'delivered', 'LG-7K3P9Q', undefined, where)).toBe(
      'LAGUNE\u202f: votre commande LG-7K3P9Q a été retirée. Merci et à bientôt\u202f!',
    );
    // A delivered order is still told it is on its way.
    expect(orderSms('LAGUNE', 'shipped', 'LG-7K3P9Q')).toBe(
      'LAGUNE : votre commande LG-7K3P9Q est en route.',
    );
  });

  it('keeps one SMS segment with a long shop name', () => {
    const sms = orderSms('LAGUNE', 'shipped', 'LG-7K3P9Q', undefined, {
      pickupShop: 'LAGUNE '.repeat(25).trim(),
    });
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toContain('LG-7K3P9Q vous attend');
  });
});
