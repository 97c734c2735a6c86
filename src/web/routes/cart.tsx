import { useState } from 'react';
import { CartView } from '~/features/cart/cart-view';
import { CheckoutLauncher } from '~/features/checkout/checkout-launcher';
import type { CartLineIssues } from '~/lib/stock/line-stock';
import { seo } from '~/lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'Votre Panier',
    description:
      'Votre panier LAGUNE : vérifiez vos articles, tailles et quantités avant de commander.',
  });

export default function Cart() {
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Lines the server refused at checkout, flagged in the cart until the shopper changes them.
  const [issues, setIssues] = useState<CartLineIssues>({});
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="display-title mb-8 text-2xl sm:text-3xl">Votre Panier</h1>
      <CartView onCheckout={() => setCheckoutOpen(true)} issues={issues} />
      {/* Outside the cart view: the payment dialog outlives the cart the order emptied. */}
      <CheckoutLauncher
        open={checkoutOpen}
        onOpenChange={setCheckoutOpen}
        onLineIssues={setIssues}
      />
    </div>
  );
}
