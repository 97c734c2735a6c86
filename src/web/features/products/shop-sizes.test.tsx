// @vitest-environment jsdom
// Sizes beyond S–XL (docs/decisions/0224): a product in '38', '40' and 'Taille unique' is chosen
// on its page, filtered in a listing in the shop's order, and linked as a variant with its label
// encoded.
import type { Product } from '@shared/catalogue/types.ts';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { deliveryRatesOf } from '@shared/domain/delivery.ts';
import { frenchSpacing } from '@shared/format/typography.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCartForTests } from '~/lib/cart/cart-store';
import { setLiveStock } from '~/lib/cart/live-stock';
import { renderWithRouter } from '~/test/render-with-router';
import { ProductDetail } from './product-detail';
import { productJsonLd } from './product-json-ld';
import { ProductListing } from './product-listing';
import { makeProduct } from './test-fixtures';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const robe = makeProduct({
  id: 'robe-pagne',
  name: 'Robe Pagne',
  sizes: [
    { name: '38', available: false },
    { name: '40', available: true },
    { name: 'Taille unique', available: true },
  ],
});
const tee = makeProduct({ id: 't-shirt-a', name: 'T-shirt A' });
const listing: Product[] = [tee, robe];

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  setLiveStock({});
  Element.prototype.scrollTo = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sizes of the shop’s own', () => {
  it('the product page offers 38, 40 and Taille unique, a ?taille= link choosing one', () => {
    renderWithRouter(<ProductDetail product={robe} />, {
      path: '/product/robe-pagne?taille=Taille%20unique',
    });
    expect(screen.getByRole('radio', { name: /^38/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '40' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Taille unique' })).toBeChecked();
  });

  it('a listing’s size filter shows the products’ sizes in the shop’s order and filters by one', async () => {
    renderWithRouter(<ProductListing products={listing} initial={10} step={10} />, {
      path: '/collections/top',
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Filtrer et trier' }, { timeout: 10_000 }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Filtrer et trier' });
    const sizes = within(within(sheet).getByRole('group', { name: 'Taille' }))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(sizes).toEqual(['S', 'M', 'L', 'XL', '38', '40', 'Taille unique']);
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Taille unique' }));
    expect(within(sheet).getByRole('button', { name: 'Voir 1 produit' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: frenchSpacing('Retirer : Taille Taille unique') }),
    ).toBeInTheDocument();
  });

  it('the structured data links each size as a variant, its label encoded', () => {
    const data = JSON.stringify(
      productJsonLd({
        product: robe,
        stock: undefined,
        shopName: 'LAGUNE',
        publicUrl: 'https://lagune.ci',
        delivery: deliveryRatesOf(DEFAULT_SHOP_SETTINGS),
        images: [],
      }),
    );
    expect(data).toContain('https://lagune.ci/product/robe-pagne?taille=Taille%20unique');
    expect(data).not.toContain('?taille=Taille unique');
  });
});
