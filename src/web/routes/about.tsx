import { OwnerText } from '~/features/info/owner-text';
import { pageServices } from '~/lib/page-services';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
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
  const { settings, content } = pageServices(context);
  return {
    text: content?.about ?? '',
    reviews: content?.reviews ?? [],
    values: { freeDeliveryFrom: settings.freeDeliveryThreshold, waveNumber: settings.waveNumber },
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
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.reviews.map((review, index) => (
                <li key={index} className="rounded-lg bg-sand p-5">
                  <figure>
                    <p className="text-lagoon" aria-label={`Note : ${review.rating} sur 5`}>
                      {'★'.repeat(review.rating)}
                      <span className="text-neutral-300">{'★'.repeat(5 - review.rating)}</span>
                    </p>
                    <blockquote className="mt-2 text-sm leading-relaxed whitespace-pre-line text-neutral-700">
                      {review.text}
                    </blockquote>
                    <figcaption className="mt-3 text-sm font-semibold">{review.author}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </PageBody>
    </>
  );
}
