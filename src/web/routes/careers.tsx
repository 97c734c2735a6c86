import { buttonVariants } from '~/components/ui/button';
import { OwnerText } from '~/features/info/owner-text';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { ownerPageText } from '~/features/info/owner-page-text.server';
import { seo } from '~/lib/seo';
import { useShopSettings } from '~/lib/shop-settings';
import type { Route } from './+types/careers';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Carrières',
      description:
        'Rejoindre LAGUNE à Abidjan : les postes ouverts et les candidatures spontanées.',
    },
  );

/** On the server: the jobs she offers, in her words (docs/decisions/0244). */
export function loader({ context }: Route.LoaderArgs) {
  return ownerPageText(context, 'careers');
}

/** A prefilled e-mail to the shop's address; the subject says what it is, to sort the mailbox. */
const mailTo = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  const { email } = useShopSettings();
  const { text: offers, values } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Recrutement" title="Carrières">
        <p>
          Nous cherchons des personnes qui aiment la mode, le travail bien fait et le contact avec
          nos clients.
        </p>
      </PageHeader>
      <PageBody className="space-y-12">
        {offers ? (
          <Section id="offres" title="Offres à pourvoir">
            <Prose>
              <OwnerText text={offers} values={values} />
            </Prose>
            <a
              href={mailTo(email, 'Candidature')}
              className={buttonVariants({ variant: 'dark', className: 'mt-6 w-full sm:w-auto' })}
            >
              Postuler
            </a>
          </Section>
        ) : null}
        <Section id="spontanee" title="Candidature spontanée">
          <Prose>
            <p>
              {offers
                ? 'Aucune offre ne vous correspond ? '
                : 'Aucun poste n’est ouvert en ce moment. '}
              Envoyez votre CV et quelques mots sur vous à{' '}
              <a href={mailTo(email, 'Candidature spontanée')}>{email}</a>. Nous lisons chaque
              candidature.
            </p>
          </Prose>
        </Section>
      </PageBody>
    </>
  );
}
