import { Gem, HandHeart, Leaf, Users } from 'lucide-react';
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

const TEAM = [
  { initials: 'AK', name: 'Aïcha Koffi', role: 'Fondatrice et directrice artistique' },
  { initials: 'YT', name: 'Yann Touré', role: 'Responsable de l’atelier' },
  { initials: 'MB', name: 'Mariam Bamba', role: 'Responsable des boutiques' },
  { initials: 'SD', name: 'Serge Diabaté', role: 'E-commerce et service client' },
] as const;

const VALUES = [
  {
    title: 'Qualité',
    text: 'Des cotons épais, des coutures doubles, des pièces qui tiennent lavage après lavage.',
    icon: Gem,
  },
  {
    title: 'Proximité',
    text: 'Une équipe qui répond, des boutiques où l’on prend le temps, des prix en FCFA justes.',
    icon: HandHeart,
  },
  {
    title: 'Local',
    text: 'Dessiné et fini à Abidjan, avec des ateliers et des partenaires ivoiriens.',
    icon: Users,
  },
  {
    title: 'Durable',
    text: 'Des petites séries, peu de stock dormant, et des vêtements faits pour durer.',
    icon: Leaf,
  },
] as const;

export default function AboutRoute() {
  return (
    <>
      <PageHeader eyebrow="Notre maison" title="À propos de LAGUNE">
        <p>
          Une marque de vêtements née au bord de la lagune Ébrié, pour celles et ceux qui vivent
          Abidjan au quotidien.
        </p>
      </PageHeader>
      <PageBody className="space-y-16">
        <div className="grid gap-10 md:grid-cols-2">
          <Section id="histoire" title="Notre histoire">
            <Prose>
              <p>
                LAGUNE commence en 2019 dans un petit atelier de Marcory : quelques t-shirts
                imprimés pour des amis, vendus de la main à la main et sur WhatsApp. Les demandes se
                multiplient, la première boutique ouvre au Plateau, puis Cocody et Marcory suivent.
              </p>
              <p>
                Aujourd’hui, LAGUNE habille Abidjan du t-shirt basique au complet assorti, avec la
                même idée qu’au départ : des vêtements simples, bien coupés, pensés pour notre
                climat et notre façon de vivre.
              </p>
            </Prose>
          </Section>
          <div className="grid gap-10">
            <Section id="vision" title="Notre vision">
              <Prose>
                <p>
                  Faire d’Abidjan une capitale de la mode du quotidien, et montrer qu’une marque
                  ivoirienne peut être une référence de qualité.
                </p>
              </Prose>
            </Section>
            <Section id="mission" title="Notre mission">
              <Prose>
                <p>
                  Proposer des pièces confortables et durables à des prix accessibles, faciles à
                  commander en ligne, à payer par Wave et à recevoir rapidement partout en Côte
                  d’Ivoire.
                </p>
              </Prose>
            </Section>
          </div>
        </div>

        <Section id="equipe" title="L’équipe">
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {TEAM.map((person) => (
              <li
                key={person.name}
                className="rounded-lg border border-ink/10 bg-white p-5 text-center"
              >
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-16 items-center justify-center rounded-full bg-lagoon text-lg font-bold tracking-widest text-white"
                >
                  {person.initials}
                </span>
                <p className="mt-4 font-semibold">{person.name}</p>
                <p className="mt-1 text-sm text-neutral-600">{person.role}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="valeurs" title="Nos valeurs">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-lg bg-sand p-5">
                <Icon aria-hidden="true" className="size-6 text-lagoon" />
                <p className="mt-3 font-semibold tracking-[0.12em] uppercase">{title}</p>
                <p className="mt-2 text-sm leading-relaxed text-neutral-700">{text}</p>
              </li>
            ))}
          </ul>
        </Section>
      </PageBody>
    </>
  );
}
