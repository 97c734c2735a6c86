// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addCartItem,
  cartCount,
  cartSubtotal,
  clearCart,
  getCartItems,
  removeCartItem,
  resetCartForTests,
  setCartItemQuantity,
  subscribeToCart,
} from './cart-store';

const KEY = 'laguneCart';
const tee = { productId: 't-shirt-a', name: 'T-shirt A', price: 6000, size: 'M', image: '/a.svg' };

function stored() {
  const raw = localStorage.getItem(KEY);
  return raw === null
    ? null
    : (JSON.parse(raw) as Array<{ productId: string; size: string; quantity: number }>);
}

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.restoreAllMocks();
});

describe('cart store', () => {
  it('adds a line with an id built from product, size and time, and saves it under laguneCart', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const item = addCartItem(tee);
    expect(item).toMatchObject({ ...tee, quantity: 1, id: 't-shirt-a-M-1700000000000' });
    expect(stored()).toEqual([item]);
  });

  it('merges the same product and size into one line and keeps other sizes apart', () => {
    addCartItem(tee);
    addCartItem({ ...tee, quantity: 2 });
    addCartItem({ ...tee, size: 'L' });
    const items = getCartItems();
    expect(items.map((i) => [i.size, i.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
    expect(cartCount(items)).toBe(4);
    expect(cartSubtotal(items)).toBe(24000);
  });

  it('caps a line at 99 units', () => {
    addCartItem({ ...tee, quantity: 98 });
    addCartItem({ ...tee, quantity: 5 });
    expect(getCartItems()[0]?.quantity).toBe(99);
    setCartItemQuantity(getCartItems()[0]!.id, 250);
    expect(stored()?.[0]?.quantity).toBe(99);
  });

  it('deletes a corrupt stored cart and starts empty', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(KEY, '{not json');
    expect(getCartItems()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();

    resetCartForTests();
    localStorage.setItem(KEY, JSON.stringify([{ productId: 'x', quantity: 'beaucoup' }]));
    expect(getCartItems()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('caps a stored quantity above 99 instead of dropping the cart', () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...tee, id: 'ancien', quantity: 150 }]));
    expect(getCartItems()).toEqual([{ ...tee, id: 'ancien', quantity: 99 }]);
  });

  it('reads a valid stored cart', () => {
    const line = { ...tee, id: 'saved', quantity: 2 };
    localStorage.setItem(KEY, JSON.stringify([line]));
    expect(getCartItems()).toEqual([line]);
  });

  it('holds no more distinct lines than an order takes; a line already there still grows', () => {
    for (let n = 1; n <= 20; n++) addCartItem({ ...tee, productId: `t-shirt-${n}` });
    expect(addCartItem({ ...tee, productId: 't-shirt-21' })).toBeUndefined();
    expect(getCartItems()).toHaveLength(20);
    expect(stored()).toHaveLength(20);
    expect(addCartItem({ ...tee, productId: 't-shirt-20' })?.quantity).toBe(2);
  });

  it('removes a line, and a quantity of 0 removes it too', () => {
    const a = addCartItem(tee)!;
    const b = addCartItem({ ...tee, productId: 'pull-b', name: 'Pull B' })!;
    removeCartItem(a.id);
    expect(getCartItems().map((i) => i.productId)).toEqual(['pull-b']);
    setCartItemQuantity(b.id, 0);
    expect(getCartItems()).toEqual([]);
    // An empty cart is never saved.
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('clears the cart and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCart(listener);
    addCartItem(tee);
    clearCart();
    expect(getCartItems()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('follows changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCart(listener);
    expect(getCartItems()).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify([{ ...tee, id: 'other-tab', quantity: 4 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalled();
    expect(cartCount(getCartItems())).toBe(4);
    unsubscribe();
  });
});
