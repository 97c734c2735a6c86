import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, whatsappHref } from './shop-contact.ts';

// However the owner types the shop's numbers in Paramètres, its links reach Côte d'Ivoire (225).
describe('the shop’s phone links', () => {
  it.each([
    '05 44 55 66 77',
    '0544556677',
    '05.44.55.66.77',
    '05-44-55-66-77',
    '+225 05 44 55 66 77',
    '+225 0544556677',
    '00225 05 44 55 66 77',
    '225 05 44 55 66 77',
  ])('%s → 2250544556677', (typed) => {
    expect(internationalDigits(typed)).toBe('2250544556677');
    expect(telHref(typed)).toBe('tel:+2250544556677');
    expect(whatsappHref(typed)).toBe('https://wa.me/2250544556677');
  });

  it('keeps a foreign number’s own country code', () => {
    expect(internationalDigits('+33 6 12 34 56 78')).toBe('33612345678');
    expect(internationalDigits('0033 6 12 34 56 78')).toBe('33612345678');
  });

  it('reaches a WhatsApp Business number on a landline the same way', () => {
    expect(whatsappHref('27 20 00 00 00')).toBe('https://wa.me/2252720000000');
  });

  it('puts the message after the number', () => {
    expect(whatsappHref('05 44 55 66 77', 'Bonjour, commande LG-7K3P9Q')).toBe(
      'https://wa.me/2250544556677?text=Bonjour%2C%20commande%20LG-7K3P9Q',
    );
  });
});
