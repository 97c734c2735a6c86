import { CARD_PHOTO_SIZES } from '@shared/media/photo-sizes.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { LinkButton } from '~/components/ui/link-button';
import { Spinner } from '~/components/account/protected';
import { FavouriteButton } from '~/components/favourite-button';
import { Price } from '~/features/products/price';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '~/features/products/product-card';
import { ProductPicture } from '~/features/products/product-picture';
import {
  FAVOURITE_MESSAGES,
  favouritesQuery,
  type Favourite,
} from '~/lib/favourites/favourites-query';
import { QueryProvider } from '~/lib/query-client';

export const FAVORITES_EMPTY = "Vous n'avez pas encore de favoris";
export const NO_LONGER_AVAILABLE = 'Ce produit n’est plus disponible';

/** A favourite as the server read it from the catalogue now: name, price, her photo or the drawing. */
function FavouriteCard({
  productId,
  product,
}: {
  productId: string;
  product: NonNullable<Favourite['product']>;
}) {
  const href = `/product/${productId}`;
  const picture = (
    <ProductPicture
      photo={product.photo}
      sizes={CARD_PHOTO_SIZES}
      src={product.image}
      alt=""
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/5] h-auto w-full object-cover ${product.available ? '' : 'opacity-60 grayscale'}`}
    />
  );
  return (
    <article className="relative flex flex-col">
      <div className="relative overflow-hidden rounded-md bg-sand">
        {product.available ? (
          <Link to={href} className="block" tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        ) : (
          picture
        )}
        <FavouriteButton
          productId={productId}
          productName={product.name}
          className="absolute bottom-1 left-1 rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
        />
      </div>
      <div className="mt-3 flex flex-col gap-1 text-sm">
        <h3 className="leading-snug font-medium">
          {product.available ? (
            <Link to={href} className="hover:underline">
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h3>
        {product.available ? (
          <Price price={product.price} oldPrice={product.oldPrice} />
        ) : (
          <p className="text-neutral-700">{NO_LONGER_AVAILABLE}</p>
        )}
      </div>
    </article>
  );
}

function Favourites() {
  const { data, isPending, isError, refetch, isFetching } = useQuery(favouritesQuery);
  if (isPending) return <Spinner className="py-16" />;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-5 text-red-900">
        <p className="font-semibold">{FAVOURITE_MESSAGES.loadFailed}</p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          Réessayer
        </Button>
      </div>
    );
  }
  // A favourite just tapped elsewhere has no product until the server answers: shown then.
  const shown = data.filter((f) => f.product !== undefined);
  if (shown.length === 0) {
    return (
      <div className="rounded-lg bg-sand p-8 text-center">
        <p className="font-semibold">{FAVORITES_EMPTY}</p>
        <p className="mt-2 text-sm text-neutral-700">
          Touchez le cœur d’un article pour le retrouver ici.
        </p>
        <LinkButton to="/" className="mt-5">
          Découvrir la boutique
        </LinkButton>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-5 lg:grid-cols-4">
      {shown.map((f) => (
        <li key={f.productId}>
          <FavouriteCard productId={f.productId} product={f.product!} />
        </li>
      ))}
    </ul>
  );
}

/** /favorites ('Mes Favoris'): the shopper's favourites as the catalogue has them now. */
export default function FavoritesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="display-title mb-8 text-2xl sm:text-3xl">Mes Favoris</h1>
      <QueryProvider>
        <Favourites />
      </QueryProvider>
    </div>
  );
}
