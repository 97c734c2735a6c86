import { pickupShops } from '@shared/content/shop-content.ts';
import { deliveryRatesOf } from '@shared/domain/delivery.ts';
import { smallestSource } from '@shared/media/photo-sources.ts';
import { artUrl } from '@shared/art/art-url.ts';
import { useMemo, useState } from 'react';
import { CartView } from '~/features/cart/cart-view';
import { CheckoutLauncher } from '~/features/checkout/checkout-launcher';
import { CatalogueLinesContext, type CatalogueLines } from '~/lib/prices/catalogue-prices';
import { pageServices } from '~/lib/page-services';
import type { CartLineIssues } from '~/lib/stock/line-stock';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Votre panier',
      description:
        'Votre panier LAGUNE : vérifiez vos articles, tailles et quantités avant de commander.',
    },
  ),
  // Each visitor's own cart: never in search results (and out of the sitemap).
  { name: 'robots', content: 'noindex' },
];

/**
 * Runs on the server: the page carries every published product's price, name and picture as the
 * catalogue has them now (a few KB compressed in its HTML, not the catalogue in its JavaScript) and the
 * delivery fees and threshold the shop has saved now (the cart's note and the checkout's fees, ADR
 * 0140). A product archived since it was put in the cart is not among them: its line is flagged, as
 * is a line whose size the product is no longer offered in (the sizes offered travel along).
 */
export function loader({ context }: Route.LoaderArgs) {
  const services = pageServices(context);
  const catalogue: Record<string, SentLine> = {};
  for (const { id, price, name, sizes, images, photos } of storefrontCatalogue(context).products) {
    const image = photos ? smallestSource(photos.front.webp) : images.front;
    catalogue[id] = {
      price,
      name,
      // One string: most products share theirs ('S M L XL'), and the page's data carries a
      // repeated string once, where each array would travel whole.
      sizes: sizes.map((s) => s.name).join(' '),
      // The build's drawing is found from the id: only other pictures travel (ADR 0215).
      ...(image === drawing(id) ? {} : { image }),
    };
  }
  return {
    catalogue,
    delivery: {
      ...deliveryRatesOf(services.settings),
      pickupShops: services.content ? pickupShops(services.content).map((s) => s.name) : [],
    },
  };
}

/**
 * A catalogue line as the page's data carries it: without the picture when it is the drawing, its
 * sizes in one string.
 */
type SentLine = Omit<CatalogueLines[string], 'image' | 'sizes'> & { image?: string; sizes: string };

/** The build's drawing of a product (what a product without the owner's photo shows). */
const drawing = (id: string) => artUrl(`products/${id}-front.svg`);

function withPictures(sent: Readonly<Record<string, SentLine>>): CatalogueLines {
  return Object.fromEntries(
    Object.entries(sent).map(([id, line]) => [
      id,
      { ...line, sizes: line.sizes.split(' '), image: line.image ?? drawing(id) },
    ]),
  );
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const catalogue = useMemo(() => withPictures(loaderData.catalogue), [loaderData.catalogue]);
  // Lines the server refused at checkout, flagged in the cart until the shopper changes them.
  const [issues, setIssues] = useState<CartLineIssues>({});
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="display-title mb-8 text-2xl sm:text-3xl">Votre Panier</h1>
      <CatalogueLinesContext value={catalogue}>
        <CartView
          onCheckout={() => setCheckoutOpen(true)}
          issues={issues}
          delivery={loaderData.delivery}
        />
        {/* Outside the cart view: the payment dialog outlives the cart the order emptied. */}
        <CheckoutLauncher
          delivery={loaderData.delivery}
          open={checkoutOpen}
          onOpenChange={setCheckoutOpen}
          onLineIssues={setIssues}
        />
      </CatalogueLinesContext>
    </div>
  );
}
