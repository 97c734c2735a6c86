import { getProduct } from '@shared/catalogue/products.ts';
import type { Product } from '@shared/catalogue/types.ts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { LinkButton } from '~/components/ui/link-button';
import { Spinner } from '~/components/account/protected';
import { ProductGrid } from '~/features/products/product-grid';
import { FAVOURITE_MESSAGES, favouritesQuery } from '~/lib/favourites/favourites-query';
import { QueryProvider } from '~/lib/query-client';

export const FAVORITES_EMPTY = "Vous n'avez pas encore de favoris";

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
  // Looked up in the catalogue; an id it no longer knows is dropped.
  const products = data
    .map((f) => getProduct(f.productId))
    .filter((p): p is Product => p !== undefined);
  if (products.length === 0) {
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
  return <ProductGrid products={products} />;
}

/** /favorites ('Mes Favoris'): the product cards of the shopper's favourites. */
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
