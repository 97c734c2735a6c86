import { Clock } from 'lucide-react';
import { Link, useActionData } from 'react-router';
import { contactAction, type ContactActionData } from '~/features/contact/contact-action';
import { ContactForm } from '~/features/contact/contact-form';
import { ContactChannels } from '~/features/info/contact-channels';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Contact',
      description:
        'Une question sur une commande, une taille ou un retour ? Écrivez à LAGUNE ou appelez notre service client à Abidjan.',
    },
  );

/** The form posted without JavaScript (ADR 0111): stored, or this page again with the errors. */
export const action = (args: Route.ActionArgs) => contactAction(args);

/** A refused post's Retry-After (too many messages or searches) reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export default function ContactRoute() {
  const answer = useActionData<ContactActionData>();
  return (
    <>
      <PageHeader eyebrow="Service client" title="Contactez-nous">
        <p>
          Une question sur une commande, une taille ou un retour ? Écrivez-nous, nous vous
          répondrons rapidement. Pensez aussi à nos{' '}
          <Link to="/faqs" className="font-medium text-lagoon-dark underline underline-offset-4">
            questions fréquentes
          </Link>
          .
        </p>
      </PageHeader>
      <PageBody className="grid gap-12 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-formulaire">
          <h2 id="contact-formulaire" className="mb-6 text-sm font-bold tracking-[0.2em] uppercase">
            Envoyer un message
          </h2>
          <ContactForm answer={answer} />
        </section>
        <aside aria-labelledby="contact-coordonnees" className="space-y-6">
          <h2 id="contact-coordonnees" className="text-sm font-bold tracking-[0.2em] uppercase">
            Nos coordonnées
          </h2>
          <ContactChannels />
          <div className="flex gap-3 rounded-lg bg-sand p-5 text-sm leading-relaxed text-neutral-700">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />
            <p>
              Service client du lundi au samedi, de 9h00 à 18h00 (heure d’Abidjan). Vous pouvez
              aussi passer dans l’une de nos{' '}
              <Link
                to="/stores"
                className="font-medium text-lagoon-dark underline underline-offset-4"
              >
                boutiques
              </Link>
              .
            </p>
          </div>
        </aside>
      </PageBody>
    </>
  );
}
