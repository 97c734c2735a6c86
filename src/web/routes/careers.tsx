import { Briefcase, MapPin } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';
import { applyHref, JOB_OPENINGS } from '~/features/info/careers';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/careers';
import { useShopSettings } from '~/lib/shop-settings';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Carrières',
      description:
        'Rejoignez LAGUNE à Abidjan : nos offres d’emploi en boutique, à l’atelier et au siège.',
    },
  );

export default function CareersRoute() {
  const shopSettings = useShopSettings();
  return (
    <>
      <PageHeader eyebrow="Recrutement" title="Carrières">
        <p>
          Nous cherchons des personnes qui aiment la mode, le travail bien fait et le contact avec
          nos clients.
        </p>
      </PageHeader>
      <PageBody className="space-y-12">
        <Section id="offres" title={`Offres à pourvoir (${JOB_OPENINGS.length})`}>
          <ul className="grid gap-4 lg:grid-cols-3">
            {JOB_OPENINGS.map((job) => (
              <li key={job.id}>
                <article
                  aria-labelledby={`offre-${job.id}`}
                  className="flex h-full flex-col rounded-lg border border-ink/10 bg-white p-6"
                >
                  <h3 id={`offre-${job.id}`} className="text-lg font-bold">
                    {job.title}
                  </h3>
                  <p className="mt-2 flex items-center gap-2 text-sm text-neutral-600">
                    <MapPin aria-hidden="true" className="size-4 text-lagoon" />
                    {job.place}
                  </p>
                  <p className="mt-1 flex items-center gap-2 text-sm text-neutral-600">
                    <Briefcase aria-hidden="true" className="size-4 text-lagoon" />
                    {job.contract}
                  </p>
                  <p className="mt-4 text-sm leading-relaxed text-neutral-700">{job.summary}</p>
                  <ul className="mt-3 mb-6 list-disc space-y-1 pl-5 text-sm text-neutral-700">
                    {job.tasks.map((task) => (
                      <li key={task}>{task}</li>
                    ))}
                  </ul>
                  <a
                    href={applyHref(job, shopSettings.email)}
                    className={buttonVariants({
                      variant: 'dark',
                      block: true,
                      className: 'mt-auto',
                    })}
                  >
                    Postuler
                    <span className="sr-only"> : {job.title}</span>
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="spontanee" title="Candidature spontanée">
          <Prose>
            <p>
              Aucune offre ne vous correspond ? Envoyez votre CV et quelques mots sur vous à{' '}
              <a
                href={`mailto:${shopSettings.email}?subject=${encodeURIComponent('Candidature spontanée')}`}
              >
                {shopSettings.email}
              </a>
              . Nous lisons chaque candidature.
            </p>
          </Prose>
        </Section>
      </PageBody>
    </>
  );
}
