import { isRouteErrorResponse } from 'react-router';
import { buttonVariants } from '../ui/button-variants';

/**
 * What a shopper sees when a page fails (its data cannot load, a bug): French, with a way out,
 * instead of React Router's English developer screen. It ships with every page, so it stays small
 * and needs nothing more from the network: the links are plain links that reload the app, which is
 * also the best cure after a failed download or a new deployment.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page introuvable' : 'Une erreur est survenue';
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${title} | LAGUNE`}</title>
      <a href="/" className="text-xl font-extrabold tracking-[0.3em]">
        LAGUNE
      </a>
      <p className="mt-12 text-8xl font-extrabold text-lagoon" aria-hidden="true">
        {notFound ? '404' : 'Oups'}
      </p>
      <h1 className="display-title mt-4 text-2xl">{title}</h1>
      <p className="mt-4 text-neutral-700">
        {notFound
          ? "La page que vous cherchez n'existe pas ou a été déplacée."
          : "Cette page n'a pas pu s'afficher. Vérifiez votre connexion, puis réessayez."}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {!notFound && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonVariants({ size: 'lg' })}
          >
            Réessayer
          </button>
        )}
        <a
          href="/"
          className={buttonVariants({ size: 'lg', variant: notFound ? 'primary' : 'outline' })}
        >
          Retour à l'accueil
        </a>
      </div>
    </main>
  );
}
