import { describe, expect, it } from 'vitest';
import { firstParagraph } from './owner-text';

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
