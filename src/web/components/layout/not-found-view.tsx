import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NOT_FOUND_PATH } from '@shared/routes/special-paths.ts';
import { LinkButton } from '~/components/ui/link-button';

/** The 404 page body, shared by /not-found, the catch-all and unknown category ids. */
export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-8xl font-extrabold tracking-widest text-lagoon" aria-hidden="true">
        404
      </p>
      <h1 className="display-title mt-4 text-2xl">Page introuvable</h1>
      <p className="mt-4 text-neutral-700">
        La page que vous cherchez n'existe pas ou a été déplacée. Nos nouveautés, elles, vous
        attendent.
      </p>
      <LinkButton to="/" size="lg" className="mt-8 w-full sm:w-auto">
        Retour à l'accueil
      </LinkButton>
    </section>
  );
}

/**
 * An unknown product or category (SPEC §8: they lead to /not-found): the server answers 404 with
 * this page under the URL asked for, which then becomes /not-found once the page is hydrated.
 */
export function NotFoundRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(NOT_FOUND_PATH, { replace: true });
  }, [navigate]);
  return <NotFoundView />;
}
