// @vitest-environment jsdom
import { beforeEach, expect, it, vi } from 'vitest';
import { products } from '@shared/catalogue/products.ts';
import { notify } from '~/lib/toast';
import { addProductToCart } from './add-to-cart';
import { getCartItems, resetCartForTests } from './cart-store';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.mocked(notify).mockClear();
});

it('refuses a 21st product in the cart with a French toast, rather than a checkout that fails', () => {
  const onSale = products.filter((p) => p.inStock && p.sizes.some((s) => s.available));
  const sizeOf = (p: (typeof onSale)[number]) => p.sizes.find((s) => s.available)!.name;
  for (const product of onSale.slice(0, 20))
    expect(addProductToCart(product, sizeOf(product))).toBe(true);
  const extra = onSale[20]!;
  expect(addProductToCart(extra, sizeOf(extra))).toBe(false);
  expect(getCartItems()).toHaveLength(20);
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Panier complet',
    description:
      'Un panier ne peut pas contenir plus de 20 articles différents, le maximum d’une commande. Commandez ceux-ci d’abord, ou retirez-en un.',
    variant: 'destructive',
  });
});
