// The Contenu tab's history says each save in the owner's words, never the stored JSON.
import { describe, expect, it } from 'vitest';
import { frenchSpacing } from '../../shared/format/typography.ts';
import { describeContentChange } from './content-history.ts';

const say = (...lines: string[]) => lines.map(frenchSpacing);
const faq = (question: string, answer = 'Oui.') => ({ category: 'Commandes', question, answer });

describe('describeContentChange', () => {
  it('names a question reworded as changed, not as one removed and one added', () => {
    const before = JSON.stringify([faq('Livrez-vous à Bouaké ?'), faq('Payer par Wave ?')]);
    const after = JSON.stringify([
      faq('Livrez-vous à Bouaké et Yamoussoukro ?'),
      faq('Payer par Wave ?'),
    ]);
    expect(describeContentChange('faq', before, after)).toEqual(
      say('Question modifiée : Livrez-vous à Bouaké et Yamoussoukro ? (Question)'),
    );
  });

  it('says a list only reordered, a review by its author and words, a page text by paragraph', () => {
    const a = faq('A ?');
    const b = faq('B ?');
    expect(describeContentChange('faq', JSON.stringify([a, b]), JSON.stringify([b, a]))).toEqual(
      say('Ordre modifié'),
    );
    const review = { author: 'Mariam', text: 'Robe superbe, livrée en deux jours.', rating: 5 };
    expect(describeContentChange('reviews', '[]', JSON.stringify([review]))).toEqual(
      say('Avis ajouté : Mariam, « Robe superbe, livrée en deux jours. »'),
    );
    expect(
      describeContentChange(
        'returns',
        JSON.stringify('Sous 7 jours.'),
        JSON.stringify('Sous 14 jours.'),
      ),
    ).toEqual(say('Texte ajouté : « Sous 14 jours. »', 'Texte retiré : « Sous 7 jours. »'));
  });

  it('says the home banner changed, with the fields the owner touched', () => {
    const banner = {
      eyebrow: 'Nouvelle collection',
      title: 'NOUVEAUTÉS',
      text: '',
      button: 'ACHETEZ MAINTENANT',
      picture: 'complet-lagune-wax-prestige',
    };
    const after = { ...banner, title: 'SOLDES', picture: '' };
    expect(describeContentChange('home', JSON.stringify(banner), JSON.stringify(after))).toEqual(
      say('Bannière de l’accueil modifiée (Titre, Image)'),
    );
  });

  it('says which look was added, removed, or changed with its fields (price, picture)', () => {
    const look = (name: string, price: number, picture: object | null = { drawing: 1 }) => ({
      name,
      price,
      category: 'complet',
      picture,
    });
    const before = JSON.stringify([
      look('Look Lagune Bleue', 25000),
      look('Look Signature', 10000),
    ]);
    const after = JSON.stringify([
      look('Look Lagune Bleue', 30000, { product: 'pull-sable' }),
      look('Look Noël', 0, null),
    ]);
    expect(describeContentChange('looks', before, after)).toEqual(
      say(
        'Look modifié : Look Lagune Bleue (Prix, Image)',
        'Look ajouté : Look Noël',
        'Look retiré : Look Signature',
      ),
    );
  });

  it('counts what is beyond six lines, and never shows an unreadable audit line raw', () => {
    const many = JSON.stringify(Array.from({ length: 9 }, (_, i) => faq(`Q${i} ?`, `R${i}`)));
    const lines = describeContentChange('faq', '[]', many);
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toBe('… et 4 autres changements');
    expect(describeContentChange('about', '{oops', '"x"')).toEqual(['Modifié']);
  });
});
