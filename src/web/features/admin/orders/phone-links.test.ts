import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, whatsappHref } from './phone-links';

describe('phone links', () => {
  it('adds 225 to a number typed the Ivorian way', () => {
    expect(internationalDigits('07 01 02 03 04')).toBe('2250701020304');
    expect(internationalDigits('+225 07 01 02 03 04')).toBe('2250701020304');
    expect(internationalDigits('00225 0701020304')).toBe('2250701020304');
    expect(internationalDigits('225 07 01 02 03 04')).toBe('2250701020304');
    expect(internationalDigits('+33 6 12 34 56 78')).toBe('33612345678');
  });

  it('gives up on too few digits', () => {
    expect(internationalDigits('12 34')).toBeNull();
    expect(telHref('n/a')).toBeNull();
  });

  it('builds tel: and wa.me links', () => {
    expect(telHref('07 01 02 03 04')).toBe('tel:+2250701020304');
    expect(whatsappHref('07 01 02 03 04', 'Bonjour, commande LG-7K3P9Q')).toBe(
      'https://wa.me/2250701020304?text=Bonjour%2C%20commande%20LG-7K3P9Q',
    );
  });
});
