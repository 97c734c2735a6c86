import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NOT_FOUND_PATH } from '@shared/routes/special-paths.ts';
import { LinkButton } from '~/components/ui/link-button';

/** What a page that is not there says: an archived product's (HTTP 410) comes from its loader. */
export interface MissingPage {
  title: string;
  text: string;
  action: { to: string; label: string };
}

/**
 * The 404 page body, shared by /not-found, the catch-all and unknown category ids; with `page`,
 * another missing page's words (an archived product, ADR 0135) in the same layout, without the 404.
 */
export function NotFoundView({ page }: { page?: MissingPage }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {!page && (
        <p className="mb-4 text-8xl font-extrabold tracking-widest text-lagoon" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="display-title text-2xl">{page?.title ?? 'Page introuvable'}</h1>
      <p className="mt-4 text-neutral-700">
        {page?.text ??
          "La page que vous cherchez n'existe pas ou a été déplacée. Nos nouveautés, elles, vous attendent."}
      </p>
      <LinkButton to={page?.action.to ?? '/'} size="lg" className="mt-8 w-full sm:w-auto">
        {page?.action.label ?? "Retour à l'accueil"}
      </LinkButton>
    </section>
  );
}

/**
 * An unknown product or category (they lead to /not-found): the server answers 404 with
 * this page under the URL asked for, which then becomes /not-found once the page is hydrated.
 */
export function NotFoundRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(NOT_FOUND_PATH, { replace: true });
  }, [navigate]);
  return <NotFoundView />;
}
