import { Link } from 'react-router';
import { SHOP } from '@shared/config/shop.ts';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Retours et remboursements',
      description: `Retours faciles sous ${SHOP.returnWindowDays} jours, échange de taille gratuit, remboursement Wave sous ${SHOP.refundDelay}.`,
    },
  );

const STEPS = [
  {
    title: 'Prévenez-nous',
    text: 'Écrivez-nous ou appelez avec votre numéro de commande et l’article concerné.',
  },
  {
    title: 'Renvoyez l’article',
    text: 'Déposez-le dans l’une de nos boutiques ou remettez-le à notre livreur à Abidjan.',
  },
  {
    title: 'Nous vérifions',
    text: 'L’article est contrôlé dès sa réception : non porté, étiquettes attachées.',
  },
  {
    title: 'Remboursement ou échange',
    text: `Remboursement sur votre compte Wave sous ${SHOP.refundDelay}, ou échange de taille.`,
  },
] as const;

export default function ReturnsRoute() {
  return (
    <>
      <PageHeader eyebrow="Aide" title="Retours et remboursements">
        <p>
          Retours faciles sous <strong className="text-ink">{SHOP.returnWindowDays} jours</strong>{' '}
          après la réception de votre commande.
        </p>
      </PageHeader>
      <PageBody className="space-y-12">
        <Section id="etapes" title="Retourner un article en 4 étapes">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg bg-sand p-5">
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-full bg-lagoon text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="mt-3 font-semibold">{step.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-neutral-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>
        <div className="grid gap-10 md:grid-cols-2">
          <Section id="conditions" title="Conditions">
            <Prose>
              <ul>
                <li>
                  Le retour est possible pendant {SHOP.returnWindowDays} jours à compter de la
                  réception.
                </li>
                <li>L’article doit être non porté, non lavé, avec ses étiquettes d’origine.</li>
                <li>
                  Les t-shirts personnalisés ne sont ni repris ni échangés, sauf défaut de
                  fabrication.
                </li>
                <li>
                  Un article défectueux est repris ou remplacé sans frais, même après la période de
                  retour.
                </li>
              </ul>
            </Prose>
          </Section>
          <Section id="remboursement" title="Remboursement">
            <Prose>
              <p>
                Le remboursement est fait par Wave, sur le numéro utilisé pour le paiement, sous{' '}
                <strong>{SHOP.refundDelay}</strong> après la réception et la vérification de
                l’article.
              </p>
              <p>
                Les frais de livraison initiaux ne sont remboursés qu’en cas d’article défectueux ou
                d’erreur de notre part. L’échange de taille en boutique est toujours gratuit.
              </p>
              <p>
                Pour commencer un retour : <Link to="/contact">contactez-nous</Link> ou consultez
                les <Link to="/faqs">questions fréquentes</Link>.
              </p>
            </Prose>
          </Section>
        </div>
      </PageBody>
    </>
  );
}
