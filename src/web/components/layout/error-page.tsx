import { isRouteErrorResponse } from 'react-router';
import { buttonVariants } from '../ui/button-variants';

/**
 * What a shopper sees when a page fails (its data cannot load, a bug): French, with a way out,
 * instead of React Router's English developer screen. It ships with every page (root.tsx), so it
 * stays small and needs nothing more from the network; its link is a plain link that reloads the
 * app, the surest cure after a failed download or a new deployment.
 *
 * Routes with their own error boundary (product, category) show it for errors other than a 404
 * themselves, inside the shop layout, rather than rethrowing to the root: under Preact, which the
 * browser bundle runs on (ADR 0090), a boundary that rethrows renders nothing instead.
 */
export function ErrorPage({
  error,
  inShopLayout = false,
}: {
  error: unknown;
  inShopLayout?: boolean;
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page introuvable' : 'Une erreur est survenue';
  const button = (variant: 'primary' | 'outline') =>
    buttonVariants({ size: 'lg', block: true, variant });
  // Inside the shop layout (a route's own error boundary), the layout's <main> holds the page.
  const Wrapper = inShopLayout ? 'div' : 'main';
  return (
    <Wrapper className="mx-auto max-w-md px-4 py-20 text-center">
      <title>{`${title} | LAGUNE`}</title>
      <p className="text-8xl font-extrabold text-lagoon" aria-hidden="true">
        {notFound ? '404' : 'Oups'}
      </p>
      <h1 className="display-title mt-4 text-2xl">{title}</h1>
      <p className="mt-4 mb-8 text-neutral-700">
        {notFound
          ? "La page que vous cherchez n'existe pas ou a été déplacée."
          : "Cette page n'a pas pu s'afficher. Vérifiez votre connexion, puis réessayez."}
      </p>
      {!notFound && (
        <button type="button" onClick={() => location.reload()} className={button('primary')}>
          Réessayer
        </button>
      )}
      <a href="/" className={`${button(notFound ? 'primary' : 'outline')} mt-3`}>
        Retour à l'accueil
      </a>
    </Wrapper>
  );
}
