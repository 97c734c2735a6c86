import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { buttonVariants } from '../ui/button-variants';

/**
 * What a shopper sees when a page fails (its data cannot load, a bug): French, with a way out,
 * instead of React Router's English developer screen. It ships with every page (root.tsx), so it
 * stays small and needs nothing more from the network; its link is a plain link that reloads the
 * app, the surest cure after a failed download or a new deployment.
 *
 * Routes with their own error boundary (product, category) show it for errors other than a 404
 * themselves, inside the shop layout, rather than rethrowing to the root.
 */
export function ErrorPage({
  error,
  inShopLayout = false,
}: {
  error: unknown;
  inShopLayout?: boolean;
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const fromServer = isRouteErrorResponse(error);
  useEffect(() => {
    if (!fromServer) loadAsDocumentOnce();
  }, [fromServer]);
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

const RELOADED_KEY = 'lagune:error-reload';
/** Long enough to tell a page that fails again after its reload from a new failure. */
const RELOAD_MEMORY_MS = 30_000;

/**
 * A page whose data did not come (a dead connection: the service worker gives up on a silent
 * network after a few seconds) is loaded as a document, once: the worker answers it with the copy
 * kept from an earlier visit or the French offline page, and Back still leads to pages it kept.
 * Only on a page the worker controls (without one the browser's own error page would show), and
 * never twice in a row for one address: a page that still fails shows this screen.
 */
function loadAsDocumentOnce() {
  if (!navigator.serviceWorker?.controller) return;
  const now = Date.now();
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      href?: string;
      at?: number;
    } | null;
    if (last?.href === location.href && now - (last.at ?? 0) < RELOAD_MEMORY_MS) return;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ href: location.href, at: now }));
  } catch {
    return; // No storage (private mode quota): no way to avoid a loop, so no reload.
  }
  location.replace(location.href);
}
