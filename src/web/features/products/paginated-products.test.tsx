// @vitest-environment jsdom
import { products } from '@shared/catalogue/products.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import { PaginatedProducts } from './paginated-products';

// The cards read the live stock after mounting: an empty answer here.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({})),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaginatedProducts', () => {
  it('says how many products are shown with French agreement', () => {
    renderWithRouter(<PaginatedProducts products={products.slice(0, 1)} initial={12} step={12} />);
    expect(screen.getByText('1 produit affiché sur 1')).toBeInTheDocument();
    cleanup();
    renderWithRouter(<PaginatedProducts products={products.slice(0, 5)} initial={2} step={2} />);
    expect(screen.getByText('2 produits affichés sur 5')).toBeInTheDocument();
  });
});
