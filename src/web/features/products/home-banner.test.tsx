// @vitest-environment jsdom
// The home page's banner is the owner's (docs/decisions/0233): her words, her product's picture or
// none, and the layout holds either way.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import { fixedCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import { HomeBanner } from './home-banner';
import { bannerData } from './home-page-data';
import { makeProduct } from './test-fixtures';

afterEach(cleanup);

const words = {
  eyebrow: '',
  title: 'SOLDES DE NOËL',
  text: 'Jusqu’à -30 % sur les complets.',
  button: 'J’en profite',
};

describe('HomeBanner', () => {
  it('without a picture, shows her words on the sand background: no image, nothing laid over a hole', () => {
    renderWithRouter(<HomeBanner banner={{ ...words, picture: null }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('SOLDES DE NOËL');
    expect(screen.getByRole('link', { name: 'J’en profite' })).toHaveAttribute('href', '/new');
    expect(screen.getByText('Jusqu’à -30 % sur les complets.')).toBeInTheDocument();
    const section = document.querySelector('section[aria-labelledby="hero-title"]')!;
    expect(section.querySelector('img')).toBeNull();
    // The text is not laid over a picture's place (phones) nor held in half a grid (desktop).
    const text = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(text.className).not.toMatch(/\babsolute\b|\btext-white\b/);
    expect(section.innerHTML).not.toContain('md:grid-cols-2');
    // No empty line above the title when she wrote none.
    expect(section.querySelectorAll('p')).toHaveLength(1);
  });

  it('with her product, shows its picture first in line: eager, high priority, named', () => {
    renderWithRouter(
      <HomeBanner
        banner={{
          ...words,
          eyebrow: 'Nouvelle collection',
          picture: { productId: 'pull-sable', src: '/art/pull-sable.svg', alt: 'Pull Sable' },
        }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Pull Sable' });
    expect(img).toHaveAttribute('src', '/art/pull-sable.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Nouvelle collection')).toBeInTheDocument();
  });

  it('with her photo, lets the browser pick AVIF or WebP at the width it needs, under her words', () => {
    renderWithRouter(
      <HomeBanner
        banner={{
          ...words,
          picture: {
            productId: 'pull-sable',
            src: '/photos/pull-800.jpg',
            photo: {
              avif: '/photos/pull-400.avif 400w, /photos/pull-800.avif 800w',
              webp: '/photos/pull-400.webp 400w, /photos/pull-800.webp 800w',
              jpeg: '/photos/pull-400.jpg 400w, /photos/pull-800.jpg 800w',
            },
            alt: 'Le pull porté sur la plage de Bassam',
          },
        }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Le pull porté sur la plage de Bassam' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const avif = img.parentElement!.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      '/photos/pull-400.avif 400w, /photos/pull-800.avif 800w',
    );
    expect(avif).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
  });

  it('takes the main picture of her product while it is on the shop, named by her photo’s words', () => {
    const photo = { avif: 'a.avif 400w', webp: 'a.webp 400w', jpeg: 'a.jpg 400w' };
    const drawn = makeProduct({ id: 'pull-sable', name: 'Pull Sable' });
    const photographed = makeProduct({
      id: 'top-corail',
      name: 'Top Corail',
      images: { front: '/photos/a.jpg', back: '/photos/b.jpg' },
      photos: { front: photo, back: photo },
      gallery: [
        { ...photo, src: '/photos/a.jpg', width: 800, height: 1000, alt: 'Le top au soleil' },
      ],
    });
    const catalogue = fixedCatalogue([drawn, photographed]);
    const banner = { ...words, picture: 'pull-sable' };
    expect(bannerData(banner, catalogue).picture).toEqual({
      productId: 'pull-sable',
      src: drawn.images.front,
      alt: 'Pull Sable',
    });
    expect(bannerData({ ...banner, picture: 'top-corail' }, catalogue).picture).toEqual({
      productId: 'top-corail',
      src: '/photos/a.jpg',
      photo,
      alt: 'Le top au soleil',
    });
    // Not published (deleted, draft, archived) or none chosen: no picture.
    expect(bannerData({ ...banner, picture: 'short-retire' }, catalogue).picture).toBeNull();
    expect(bannerData({ ...banner, picture: '' }, catalogue).picture).toBeNull();
  });
});
