// @vitest-environment jsdom
// The home page's banner is the owner's (docs/decisions/0233): her words, her product's picture or
// none, and the layout holds either way.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import { HomeBanner } from './home-banner';

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
});
