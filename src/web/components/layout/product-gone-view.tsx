import { LinkButton } from '~/components/ui/link-button';

/** An archived product's page (HTTP 410): no longer sold, with the way back to what is. */
export function ProductGoneView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="display-title text-2xl">Ce produit n’est plus disponible</h1>
      <p className="mt-4 text-neutral-700">
        Cette pièce a été retirée de la boutique. Découvrez nos nouveautés et le reste de la
        collection.
      </p>
      <LinkButton to="/new" size="lg" className="mt-8 w-full sm:w-auto">
        Voir les nouveautés
      </LinkButton>
    </section>
  );
}
