import { CartView } from '~/features/cart/cart-view';
import { seo } from '~/lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'Votre Panier',
    description:
      'Votre panier LAGUNE : vérifiez vos articles, tailles et quantités avant de commander.',
  });

export default function Cart() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="display-title mb-8 text-2xl sm:text-3xl">Votre Panier</h1>
      <CartView />
    </div>
  );
}
