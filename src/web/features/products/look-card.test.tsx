// @vitest-environment jsdom
// The looks are the owner's (docs/decisions/0236): her product's picture, a sample's drawing or
// none, a price or none, each card leading to its category, and no hole where a picture is missing.
import { SAMPLE_CATEGORIES } from '@shared/catalogue/categories.ts';
import { fixedCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import { SAMPLE_CONTENT } from '@shared/content/sample-content.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import { shownLooks } from './home-page-data';
import { GalleryLookCard, LookCard } from './look-card';
import { makeProduct } from './test-fixtures';

afterEach(cleanup);

const bare = { name: 'Look Noël', price: 0, category: 'complet', picture: null };
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

describe('the look cards', () => {
  it('without a picture, show her look’s name on a coloured box of the picture’s shape, always visible', () => {
    renderWithRouter(<LookCard look={bare} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/collections/complet');
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('.aspect-\\[4\\/5\\]')).not.toBeNull();
    const caption = link.querySelector('span')!;
    expect(caption.textContent).toBe('Look Noël');
    // Nothing to hover over: the name is not hidden until a hover that shows nothing else.
    expect(caption.className).not.toMatch(/opacity-0/);
    cleanup();

    renderWithRouter(<GalleryLookCard look={bare} />);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('figure .aspect-\\[4\\/5\\]')).not.toBeNull();
    const discover = screen.getByRole('link', { name: 'Découvrir Look Noël' });
    expect(discover).toHaveAttribute('href', '/collections/complet');
    expect(discover.className).not.toMatch(/opacity-0/);
  });

  it('with a price, show it in FCFA; with a picture, show it named by the look', () => {
    renderWithRouter(
      <LookCard look={{ ...bare, price: 31500, picture: { src: '/art/looks/look-2.svg' } }} />,
    );
    expect(text(screen.getByRole('link'))).toContain('31 500 FCFA');
    expect(screen.getByRole('img', { name: 'Look Noël' })).toHaveAttribute(
      'src',
      '/art/looks/look-2.svg',
    );
  });
});

describe('shownLooks', () => {
  const catalogue = (categories = SAMPLE_CATEGORIES) =>
    fixedCatalogue(
      [makeProduct({ id: 'pull-sable', name: 'Pull Sable', category: 'pull' })],
      categories,
    );

  it('gives her looks their pictures: her product’s, the sample’s drawing, or none once the product is gone', () => {
    const looks = shownLooks(
      [
        { ...bare, picture: { product: 'pull-sable' } },
        { ...bare, name: 'Dessin', picture: { drawing: 3 } },
        { ...bare, name: 'Parti', picture: { product: 'produit-supprime' } },
      ],
      catalogue(),
    );
    expect(looks[0]!.picture).toMatchObject({ productId: 'pull-sable' });
    expect(looks[0]!.picture!.src).toContain('pull-sable');
    expect(looks[1]!.picture!.src).toMatch(/looks\/look-3\.svg$/);
    expect(looks[2]!.picture).toBeNull();
  });

  it('leaves out a look whose category is hidden or gone, and all of them while the gallery is hidden', () => {
    const hidden = SAMPLE_CATEGORIES.map((c) => (c.id === 'pull' ? { ...c, hidden: true } : c));
    const names = shownLooks(SAMPLE_CONTENT.looks, catalogue(hidden)).map((l) => l.name);
    expect(names).not.toContain('Look Plateau Chic');
    expect(names).toContain('Look Lagune Bleue');
    expect(shownLooks([{ ...bare, category: 'supprimee' }], catalogue())).toEqual([]);
    const noGallery = SAMPLE_CATEGORIES.map((c) =>
      c.id === 'spring-summer' ? { ...c, hidden: true } : c,
    );
    expect(shownLooks(SAMPLE_CONTENT.looks, catalogue(noGallery))).toEqual([]);
  });
});
