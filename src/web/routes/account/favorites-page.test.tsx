// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import FavoritesPage, { NO_LONGER_AVAILABLE } from './favorites-page';

// What GET /api/favourites answers: each product as the database has it now.
const FAVOURITES = [
  {
    id: '3f0c8f52-8a43-4a63-9a77-3b1d6a0c2b10',
    productId: 'robe-pagne-lagune',
    createdAt: '2026-11-28T10:00:00Z',
    product: {
      name: 'Robe Pagne Lagune',
      price: 14_500,
      image: '/media/photos/abc123-800.jpg',
      photo: {
        avif: '/media/photos/abc123-320.avif 320w',
        webp: '/media/photos/abc123-320.webp 320w',
        jpeg: '/media/photos/abc123-320.jpg 320w',
      },
      available: true,
    },
  },
  {
    id: '6b2f7d1e-1c0a-4d4e-8f3b-2a9c5e7d4f21',
    productId: 'short-ancien',
    createdAt: '2026-11-28T11:00:00Z',
    product: {
      name: 'Short Ancien',
      price: 9_000,
      image: '/media/art/short-ancien-front-0a1b2c3d4e.svg',
      available: false,
    },
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Mes Favoris', () => {
  it('shows each favourite with the name, price and picture the server gives; an archived one as no longer available', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ favourites: FAVOURITES }))),
    );
    renderWithRouter(<FavoritesPage />);

    const onSale = await screen.findByRole('link', { name: 'Robe Pagne Lagune' });
    expect(onSale.getAttribute('href')).toBe('/product/robe-pagne-lagune');
    const article = onSale.closest('article')!;
    expect(article.querySelector('img')!.getAttribute('src')).toBe('/media/photos/abc123-800.jpg');
    expect(article.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toBe(
      '/media/photos/abc123-320.webp 320w',
    );
    expect(article.textContent).toMatch(/14[\s\u202f.]?500/);

    const archived = screen.getByText('Short Ancien').closest('article')!;
    expect(archived.textContent).toContain(NO_LONGER_AVAILABLE);
    expect(screen.queryByRole('link', { name: 'Short Ancien' })).toBeNull();
    expect(archived.querySelector('img')!.getAttribute('src')).toBe(
      '/media/art/short-ancien-front-0a1b2c3d4e.svg',
    );
  });
});
