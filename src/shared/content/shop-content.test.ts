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
