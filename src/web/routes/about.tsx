import { OwnerText } from '~/features/info/owner-text';
import { pageServices } from '~/lib/page-services';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { ReviewCards } from '~/features/info/review-cards';
import { ownerPageText } from '~/features/info/owner-page-text.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'À propos',
      description:
        'LAGUNE, marque de mode née à Abidjan : notre histoire, notre vision, notre mission, notre équipe et nos valeurs.',
    },
  );

/** On the server: the owner's about text and the reviews she shows (docs/decisions/0205). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    ...ownerPageText(context, 'about'),
    reviews: pageServices(context).content?.reviews ?? [],
  };
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Notre maison" title="À propos de LAGUNE">
        <p>
          Une marque de vêtements née au bord de la lagune Ébrié, pour celles et ceux qui vivent
          Abidjan au quotidien.
        </p>
      </PageHeader>
      <PageBody className="space-y-16">
        {loaderData.text ? (
          <Prose>
            <OwnerText text={loaderData.text} values={loaderData.values} />
          </Prose>
        ) : null}
        {loaderData.reviews.length > 0 ? (
          <Section id="avis" title="Ce que disent nos clients">
            <ReviewCards reviews={loaderData.reviews} />
          </Section>
        ) : null}
      </PageBody>
    </>
  );
}
