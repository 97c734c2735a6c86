import { cartCount } from '~/lib/cart/cart-store';
import { useCartItems } from '~/lib/cart/use-cart';

/**
 * Item count over the cart icon. The badge box is absolutely positioned, so it appearing after
 * hydration (the server-rendered page has no cart) shifts nothing.
 */
export function CartBadge() {
  const count = cartCount(useCartItems());
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-lagoon px-1 text-[11px] leading-none font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Accessible name of the cart link, including the live count. */
export function useCartLabel(): string {
  const count = cartCount(useCartItems());
  if (count === 0) return 'Panier, vide';
  return `Panier, ${count} article${count > 1 ? 's' : ''}`;
}
