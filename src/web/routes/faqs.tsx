import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import type { FaqEntry } from '@shared/content/shop-content.ts';
import { FaqAccordion, type FaqCategory, type FaqItem } from '~/features/info/faq-accordion';
import { OwnerText, textValues, type TextValues } from '~/features/info/owner-text';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { pageServices } from '~/lib/page-services';
import { seo } from '~/lib/seo';
import type { Route } from './+types/faqs';

/**
 * On the server: the owner's questions and answers (docs/decisions/0205), and the settings their
 * answers may name (the free-delivery threshold, the Wave number).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { content, settings, paymentWindowMs } = pageServices(context);
  return {
    faq: content?.faq ?? [],
    values: textValues(settings, paymentWindowMs ?? 0),
  };
}

/** Consecutive entries of one category under one heading, in the owner's order. */
function faqCategories(faq: readonly FaqEntry[], values: TextValues): FaqCategory[] {
  const categories: { id: string; title: string; items: FaqItem[] }[] = [];
  for (const entry of faq) {
    const title = entry.category || 'Questions fréquentes';
    let last = categories.at(-1);
    if (last?.title !== title) {
      last = { id: `categorie-${categories.length + 1}`, title, items: [] };
      categories.push(last);
    }
    last.items.push({
      question: entry.question,
      answer: <OwnerText text={entry.answer} values={values} />,
    });
  }
  return categories;
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Questions fréquentes',
      description:
        'Livraison, paiement Wave, retours, remboursements et tailles : les réponses à vos questions sur LAGUNE.',
    },
  );

export default function FaqsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Aide" title="Questions fréquentes">
        <p>
          Commandes, livraison, retours, tailles : tout ce qu’il faut savoir avant et après votre
          achat.
        </p>
      </PageHeader>
      <PageBody className="grid gap-12 lg:grid-cols-[1fr_20rem]">
        {loaderData.faq.length > 0 ? (
          <FaqAccordion categories={faqCategories(loaderData.faq, loaderData.values)} />
        ) : (
          <p className="text-neutral-700">Aucune question pour le moment.</p>
        )}
        <aside className="h-fit rounded-lg bg-sand p-6 lg:sticky lg:top-24">
          <h2 className="text-sm font-bold tracking-[0.2em] uppercase">Vous n’avez pas trouvé ?</h2>
          <p className="mt-3 text-sm leading-relaxed text-neutral-700">
            Notre service client répond du lundi au samedi, en général dans la journée.
          </p>
          <Link to="/contact" className={buttonVariants({ block: true, className: 'mt-5' })}>
            Nous contacter
          </Link>
        </aside>
      </PageBody>
    </>
  );
}
