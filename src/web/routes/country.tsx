import { Globe } from 'lucide-react';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { PreferencesForm } from '~/features/preferences/preferences-form';
import { seo } from '~/lib/seo';
import type { Route } from './+types/country';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Pays et région',
      description:
        'Choisissez votre pays, votre devise et votre langue pour vos achats sur LAGUNE.',
    },
  );

export default function CountryRoute() {
  return (
    <>
      <PageHeader eyebrow="Préférences" title="Pays et région">
        <p>Indiquez d’où vous commandez, la devise et la langue que vous préférez.</p>
      </PageHeader>
      <PageBody className="grid gap-10 md:grid-cols-[minmax(0,34rem)_18rem]">
        <section
          aria-label="Préférences régionales"
          className="rounded-lg border border-ink/10 bg-white p-6 sm:p-8"
        >
          <PreferencesForm />
        </section>
        <aside className="flex gap-3 text-sm leading-relaxed text-neutral-700 md:block">
          <Globe aria-hidden="true" className="size-6 shrink-0 text-lagoon md:mb-3" />
          <p>
            Les prix sont affichés et payés en francs CFA (FCFA). Nous livrons en Côte d’Ivoire, en
            Afrique de l’Ouest et Centrale, en Europe et en Amérique du Nord.
          </p>
        </aside>
      </PageBody>
    </>
  );
}
