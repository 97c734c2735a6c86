import { Link } from 'react-router';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { LinkButton } from '~/components/ui/link-button';
import { seo } from '~/lib/seo';
import type { Route } from './+types/contact-sent';

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Message envoyé',
      description: 'Votre message a bien été envoyé au service client LAGUNE.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

/**
 * The contact form's confirmation when it was sent as a plain form (JavaScript not loaded yet):
 * the route's action stored the message, then sent the browser here (POST /contact, 303, ADR 0111).
 */
export default function ContactSentRoute() {
  return (
    <>
      <PageHeader eyebrow="Service client" title="Message envoyé">
        <p>
          Merci ! Votre message est bien arrivé : nous vous répondrons rapidement, par e-mail, du
          lundi au samedi.
        </p>
      </PageHeader>
      <PageBody className="flex flex-col gap-4 sm:flex-row">
        <LinkButton to="/" size="lg">
          Continuer mes achats
        </LinkButton>
        <Link
          to="/contact"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-lagoon-dark underline underline-offset-4"
        >
          Envoyer un autre message
        </Link>
      </PageBody>
    </>
  );
}
