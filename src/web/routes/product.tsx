import { artUrl } from '@shared/art/art-url.ts';
import {
  categoryOfProduct,
  shownCategoryOf,
  productsInCategory,
} from '@shared/catalogue/categories.ts';
import { productSummary, type Product } from '@shared/catalogue/types.ts';
import { SHOP } from '@shared/config/shop.ts';
import { sharedJpeg } from '@shared/media/photo-sources.ts';
import { productAsStocked, productJsonLd } from '~/features/products/product-json-ld';
import { deliveryNote, deliveryRatesOf } from '@shared/domain/delivery.ts';
import { data, isRouteErrorResponse } from 'react-router';
import { ProductDetail } from '~/features/products/product-detail';
import type { NoteIcon } from '~/features/products/product-icons';
import { ProductGrid } from '~/features/products/product-grid';
import { HydrateLater } from '~/components/hydrate-later';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { setPageJsonLd } from '~/lib/structured-data.server';
import { pageServices } from '~/lib/page-services';
import { notFoundSeo, seo } from '~/lib/seo';
import { ErrorPage } from '~/components/layout/error-page';
import { LazyNotFoundRedirect, LazyNotFoundView } from '~/components/layout/lazy-not-found';
import type { MissingPage } from '~/components/layout/not-found-view';
import type { Route } from './+types/product';

const SIMILAR_COUNT = 4;

/** An archived product's page (HTTP 410): its words travel in the page's data, not its code. */
const GONE: MissingPage = {
  title: 'Ce produit n’est plus disponible',
  text: 'Cette pièce a été retirée de la boutique. Découvrez nos nouveautés et le reste de la collection.',
  action: { to: '/new', label: 'Voir les nouveautés' },
};

/**
 * The share picture: the owner's main photo as a JPEG wide enough for WhatsApp's and Google's
 * large previews, at its real size (docs/decisions/0212), else the build's drawing card.
 */
function ogImage(product: Product): { url: string; width?: number; height?: number } {
  const main = product.gallery?.[0];
  if (main) return sharedJpeg(main);
  // Products drawn by the server (created in the admin) have no build-time card.
  return {
    url: product.images.front.startsWith(artUrl('products/'))
      ? artUrl(`og/${product.id}.jpg`)
      : product.images.front,
  };
}

/** The structured data's pictures: every photo of hers as a JPEG, else the card and the drawing. */
function productImages(product: Product): string[] {
  if (product.gallery?.length) return product.gallery.map((photo) => sharedJpeg(photo).url);
  return [ogImage(product).url, product.images.front];
}

/**
 * Runs on the server: the page gets its product and the 'Vous aimerez aussi' picks in its HTML
 * instead of the whole catalogue in its JavaScript. An unknown id answers 404 with the French
 * not-found page (the route's error boundary); an archived product answers 410 (gone for good)
 * with a page that says so and leads back to the shop.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = storefrontCatalogue(context);
  const product = catalogue.product(params.id);
  if (!product)
    throw catalogue.isArchived(params.id)
      ? data(GONE, { status: 410 })
      : data(null, { status: 404 });
  const services = pageServices(context);
  // The stock as the database has it now: the structured data's availability (ADR 0114).
  const stock = await services.stockOf?.(product.id);
  // Sizes sold out in the database show so in the page's HTML too (ADR 0114).
  // Its category is the server's (the 'Retour' link and the picks below are written here).
  const { category: _category, ...shown } = productAsStocked(product, stock);
  const category = categoryOfProduct(product);
  const similar = (category ? productsInCategory(catalogue.products, category) : [])
    .filter((p) => p.id !== product.id)
    .slice(0, SIMILAR_COUNT)
    .map(productSummary);
  // Where 'Retour' leads: the product's category (a plain link, no history code on this page).
  const shownCategory = shownCategoryOf(product, catalogue.categories);
  const back = shownCategory
    ? { to: `/collections/${shownCategory.id}`, label: shownCategory.name }
    : { to: '/', label: 'la boutique' };
  // In the page's HTML only, not its data (ADR 0226).
  setPageJsonLd(
    context,
    productJsonLd({
      product,
      stock,
      shopName: services.settings.name,
      publicUrl: services.publicUrl,
      delivery: deliveryRatesOf(services.settings),
      images: productImages(product),
      categories: catalogue.categories,
    }),
  );
  return {
    product: shown,
    similar,
    // Written here, on the server: the sentences travel in the page's HTML, not its JavaScript.
    notes: [
      { icon: 'truck', text: deliveryNote(deliveryRatesOf(services.settings)) },
      { icon: 'rotate-ccw', text: `Retours faciles sous ${SHOP.returnWindowDays} jours.` },
    ] satisfies { icon: NoteIcon; text: string }[],
    back,
    share: ogImage(product),
    shopName: services.settings.name,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches, error }) => {
  // The error page has its own title (ErrorBoundary below).
  if (isRouteErrorResponse(error) && error.status === 410)
    return [{ title: 'Produit retiré | LAGUNE' }, { name: 'robots', content: 'noindex' }];
  if (error && !(isRouteErrorResponse(error) && error.status === 404)) return [];
  const product = loaderData?.product;
  if (error || !product) {
    return notFoundSeo(matches, 'Produit introuvable', "Ce produit n'existe pas sur LAGUNE.");
  }
  return [
    ...seo(
      { location, matches },
      {
        title: product.name,
        description: product.description,
        image: loaderData.share.url,
        imageSize: loaderData.share.width
          ? { width: loaderData.share.width, height: loaderData.share.height! }
          : undefined,
        // Her words for her photo; the drawing's own description otherwise.
        imageAlt:
          product.gallery?.[0]?.alt ||
          `${product.name}, vêtement ${loaderData.shopName}${product.gallery ? '' : ' sur fond sable'}`,
        type: 'product',
      },
    ),
    { property: 'product:price:amount', content: String(product.price) },
    { property: 'product:price:currency', content: 'XOF' },
  ];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, similar, notes, back } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      {/* key: a new product starts again from its own first size, front view and quantity 1. */}
      <ProductDetail key={product.id} product={product} notes={notes} back={back} />
      {similar.length > 0 && (
        <section aria-labelledby="similaires" className="mt-20">
          <h2 id="similaires" className="display-title mb-6 text-lg sm:text-xl">
            Vous aimerez aussi
          </h2>
          {/* Under the product on every screen: its pictures wait until the page is live. */}
          <HydrateLater>
            <ProductGrid products={similar} picturesWhenLive />
          </HydrateLater>
        </section>
      )}
    </div>
  );
}

/**
 * An unknown id: the not-found page with HTTP 404, then /not-found. An archived product:
 * HTTP 410 and a page saying it is no longer sold, under its own URL.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundRedirect />;
  if (isRouteErrorResponse(error) && error.status === 410)
    return <LazyNotFoundView page={error.data as MissingPage} />;
  return <ErrorPage error={error} inShopLayout />;
}
