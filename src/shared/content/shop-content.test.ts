// The home page's banner is one block of the owner's content (docs/decisions/0233): checked with
// French messages before anything is stored.
import { describe, expect, it } from 'vitest';
import { frenchSpacing } from '../format/typography.ts';
import { SAMPLE_CONTENT } from './sample-content.ts';
import { CONTENT_SCHEMAS, EMPTY_CONTENT } from './shop-content.ts';

const messages = (input: unknown) => {
  const parsed = CONTENT_SCHEMAS.home.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the home banner block', () => {
  it('takes the sample banner and the empty one as they are', () => {
    expect(CONTENT_SCHEMAS.home.parse(SAMPLE_CONTENT.home)).toEqual(SAMPLE_CONTENT.home);
    expect(CONTENT_SCHEMAS.home.parse(EMPTY_CONTENT.home)).toEqual(EMPTY_CONTENT.home);
    expect(SAMPLE_CONTENT.home.eyebrow).toBe('Nouvelle collection');
  });

  it('refuses a missing title and button, overlong texts and a picture that is no product id, in French', () => {
    expect(
      messages({
        eyebrow: 'x'.repeat(200),
        title: '  ',
        text: 'y'.repeat(2_000),
        button: '',
        picture: '../../etc/passwd',
      }),
    ).toEqual({
      eyebrow: 'La petite ligne au-dessus du titre ne peut pas dépasser 40 caractères',
      title: 'Le titre de la bannière est requis',
      text: 'Le texte de la bannière ne peut pas dépasser 300 caractères',
      button: 'Le texte du bouton est requis',
      picture: frenchSpacing('Choisissez un de vos produits, ou « Aucune image »'),
    });
  });
});

describe('the looks block', () => {
  const looks = (input: unknown) => {
    const parsed = CONTENT_SCHEMAS.looks.safeParse(input);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes the sample’s eight looks with their drawings, a product’s picture and none', () => {
    expect(CONTENT_SCHEMAS.looks.parse(SAMPLE_CONTENT.looks)).toEqual(SAMPLE_CONTENT.looks);
    expect(SAMPLE_CONTENT.looks).toHaveLength(8);
    expect(SAMPLE_CONTENT.looks[0]).toEqual({
      name: 'Look Lagune Bleue',
      price: 25000,
      category: 'complet',
      picture: { drawing: 1 },
    });
    const hers = [
      { name: 'Look Noël', price: 0, category: 'complet', picture: { product: 'pull-sable' } },
      { name: 'Look Plage', price: 9000, category: 'short', picture: null },
    ];
    expect(CONTENT_SCHEMAS.looks.parse(hers)).toEqual(hers);
    expect(EMPTY_CONTENT.looks).toEqual([]);
  });

  it('refuses a missing name, a bad price, a bad category or picture and too many looks, in French', () => {
    expect(
      looks([
        { name: ' ', price: -1, category: '../x', picture: { product: '../../etc' } },
        { name: 'Look', price: 12.5, category: 'complet', picture: { drawing: 9 } },
        { name: 'Look', price: '9000', category: 'complet', picture: 'x' },
      ]),
    ).toEqual({
      '0.name': 'Le nom du look est requis',
      '0.price': frenchSpacing(
        'Le prix est un nombre entier de FCFA, 0 ou plus (0 : pas de prix affiché)',
      ),
      '0.category': 'Choisissez une de vos catégories',
      '0.picture.product': frenchSpacing('Choisissez un de vos produits, ou « Aucune image »'),
      '1.price': frenchSpacing(
        'Le prix est un nombre entier de FCFA, 0 ou plus (0 : pas de prix affiché)',
      ),
      '1.picture.drawing': frenchSpacing('Choisissez un de vos produits, ou « Aucune image »'),
      '2.price': frenchSpacing(
        'Le prix est un nombre entier de FCFA, 0 ou plus (0 : pas de prix affiché)',
      ),
      '2.picture': frenchSpacing('Choisissez un de vos produits, ou « Aucune image »'),
    });
    const look = SAMPLE_CONTENT.looks[0]!;
    expect(looks(Array.from({ length: 13 }, () => look))).toEqual({ '': '12 looks au plus' });
  });
});
