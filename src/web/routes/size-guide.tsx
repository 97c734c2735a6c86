import { Link } from 'react-router';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { SizeTable } from '~/features/info/size-chart';
import { seo } from '~/lib/seo';
import type { Route } from './+types/size-guide';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Guide des tailles',
      description:
        'Trouvez votre taille LAGUNE (S, M, L, XL) : tour de poitrine, de taille, de hanches et longueur en centimètres.',
    },
  );

const MEASURES = [
  {
    title: 'Poitrine',
    text: 'Mesurez à l’horizontale, sur la partie la plus forte de la poitrine, sous les bras.',
  },
  {
    title: 'Tour de taille',
    text: 'Mesurez au creux de la taille, au-dessus du nombril, sans serrer le mètre.',
  },
  { title: 'Hanches', text: 'Pieds joints, mesurez sur la partie la plus large des hanches.' },
  {
    title: 'Longueur',
    text: 'Longueur du t-shirt, du haut de l’épaule près du col jusqu’à l’ourlet du bas.',
  },
] as const;

export default function SizeGuideRoute() {
  return (
    <>
      <PageHeader eyebrow="Aide" title="Guide des tailles">
        <p>
          Toutes nos pièces existent en S, M, L et XL. Les mesures ci-dessous sont celles du corps,
          en centimètres.
        </p>
      </PageHeader>
      <PageBody className="space-y-12">
        <Section id="tableau" title="Correspondance des tailles (cm)">
          <SizeTable />
          <p className="mt-3 text-sm text-neutral-600">
            La longueur est celle de nos t-shirts ; les pulls sont 2 cm plus longs, les tops 4 cm
            plus courts.
          </p>
        </Section>
        <Section id="mesurer" title="Comment prendre vos mesures">
          <ol className="grid gap-4 sm:grid-cols-2">
            {MEASURES.map((m, index) => (
              <li key={m.title} className="flex gap-4 rounded-lg bg-sand p-5">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold">{m.title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-neutral-700">
                    {m.text}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </Section>
        <Section id="conseils" title="Nos conseils">
          <Prose>
            <ul>
              <li>Prenez vos mesures en sous-vêtements, avec un mètre ruban souple.</li>
              <li>
                Entre deux tailles, choisissez la plus grande pour un tombé ample, la plus petite
                pour un style ajusté.
              </li>
              <li>Nos cotons sont prélavés : ils ne rétrécissent pas au lavage à 30 °C.</li>
              <li>
                Un doute ? L’échange de taille est gratuit, voir la page{' '}
                <Link to="/returns">Retours</Link>, ou <Link to="/contact">demandez conseil</Link>.
              </li>
            </ul>
          </Prose>
        </Section>
      </PageBody>
    </>
  );
}
