import { Package, Recycle, Scissors, Shirt } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/sustainability';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Développement durable',
      description:
        'Petites séries, coton, finitions à Abidjan, emballages recyclés et réparations : nos engagements pour une mode plus durable.',
    },
  );

const COMMITMENTS = [
  {
    title: 'Des petites séries',
    text: 'Nous produisons en quantités limitées et réassortons selon la demande : moins d’invendus, moins de gaspillage.',
    icon: Shirt,
  },
  {
    title: 'Fini à Abidjan',
    text: 'Impression, finitions et contrôle qualité sont faits dans notre atelier de Marcory, près de nos clients.',
    icon: Scissors,
  },
  {
    title: 'Des emballages sobres',
    text: 'Nos colis sont en carton et papier recyclés, sans plastique superflu. Les sacs de boutique sont réutilisables.',
    icon: Package,
  },
  {
    title: 'Réparer plutôt que jeter',
    text: 'Notre atelier reprend les coutures et les ourlets de vos pièces LAGUNE, pour les porter plus longtemps.',
    icon: Recycle,
  },
] as const;

export default function SustainabilityRoute() {
  return (
    <>
      <PageHeader eyebrow="Nos engagements" title="Développement durable">
        <p>
          Une mode plus responsable commence par des vêtements qu’on garde longtemps. Voici ce que
          nous faisons, concrètement.
        </p>
      </PageHeader>
      <PageBody className="space-y-12">
        <ul className="grid gap-4 sm:grid-cols-2">
          {COMMITMENTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-lg border border-ink/10 bg-white p-6">
              <Icon aria-hidden="true" className="size-6 text-lagoon" />
              <h2 className="mt-3 font-semibold tracking-[0.12em] uppercase">{title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-neutral-700">{text}</p>
            </li>
          ))}
        </ul>
        <Section id="progres" title="Ce qu’il reste à faire">
          <Prose>
            <p>
              Nous ne sommes pas parfaits. Une partie de nos tissus vient encore d’importations et
              nos livraisons se font en moto. Nous travaillons à augmenter la part de coton ivoirien
              dans nos collections et à regrouper les livraisons par quartier.
            </p>
            <p>
              Pour nous aider : lavez à 30 °C, séchez à l’air libre, et faites réparer plutôt que
              jeter. Une idée, une question ? <Link to="/contact">Écrivez-nous</Link>.
            </p>
          </Prose>
        </Section>
      </PageBody>
    </>
  );
}
