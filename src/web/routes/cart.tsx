import { products } from '@shared/catalogue/products.ts';
import { abidjanDelivery } from '@shared/domain/delivery.ts';
import { useState } from 'react';
import { CartView } from '~/features/cart/cart-view';
import { CheckoutLauncher } from '~/features/checkout/checkout-launcher';
import { CataloguePricesContext, type CataloguePrices } from '~/lib/prices/catalogue-prices';
import type { CartLineIssues } from '~/lib/stock/line-stock';
import { seo } from '~/lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'Votre Panier',
    description:
      'Votre panier LAGUNE : vérifiez vos articles, tailles et quantités avant de commander.',
  });

/**
 * Runs at build time only: the page carries every product's catalogue price (about 1 KB in its
 * HTML, not the catalogue in its JavaScript) and Abidjan's delivery figures.
 */
export function loader() {
  const prices: Record<string, number> = {};
  for (const product of products) prices[product.id] = product.price;
  return { prices: prices as CataloguePrices, delivery: abidjanDelivery() };
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Lines the server refused at checkout, flagged in the cart until the shopper changes them.
  const [issues, setIssues] = useState<CartLineIssues>({});
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="display-title mb-8 text-2xl sm:text-3xl">Votre Panier</h1>
      <CataloguePricesContext value={loaderData.prices}>
        <CartView
          onCheckout={() => setCheckoutOpen(true)}
          issues={issues}
          delivery={loaderData.delivery}
        />
        {/* Outside the cart view: the payment dialog outlives the cart the order emptied. */}
        <CheckoutLauncher
          open={checkoutOpen}
          onOpenChange={setCheckoutOpen}
          onLineIssues={setIssues}
        />
      </CataloguePricesContext>
    </div>
  );
}
