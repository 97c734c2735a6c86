import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { fillValues, firstParagraph, textValues } from './owner-text';

const values = { freeDeliveryFrom: 50_000, waveNumber: '+225 07 00 00 00 00' };

describe('the first paragraph of her text', () => {
  it('skips headings and lists, and fills in the shop’s values', () => {
    const text = [
      '## Notre histoire',
      '- un\n- deux',
      'Livraison offerte dès {seuil_livraison}.\nWave : {numero_wave}',
      'Un autre paragraphe.',
    ].join('\n\n');
    expect(firstParagraph(text, values)).toBe(
      'Livraison offerte dès 50\u202f000\u202fFCFA.\nWave : +225 07 00 00 00 00',
    );
  });

  it('is empty for a text of headings and lists only, or none', () => {
    expect(firstParagraph('## Titre\n\n- a\n- b', values)).toBe('');
    expect(firstParagraph('', values)).toBe('');
  });
});

describe('the values her text may name', () => {
  it('are read from the running shop’s settings, the payment window where it is given', () => {
    const settings = { ...DEFAULT_SHOP_SETTINGS, freeDeliveryThreshold: 40_000 };
    expect(textValues(settings)).toEqual({
      freeDeliveryFrom: 40_000,
      waveNumber: DEFAULT_SHOP_SETTINGS.waveNumber,
    });
    expect(fillValues('dès {seuil_livraison}', textValues(settings))).toBe(
      'dès 40\u202f000\u202fFCFA',
    );
    expect(textValues(settings, 0).paymentWindowMs).toBe(0);
  });
});
