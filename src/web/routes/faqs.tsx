import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { FaqAccordion } from '~/features/info/faq-accordion';
import { FAQ_CATEGORIES } from '~/features/info/faq-content';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { FreeDeliveryFromContext } from '~/components/free-delivery-from';
import { PaymentWindowContext } from '~/components/payment-window';
import { pageServices } from '~/lib/page-services';
import { seo } from '~/lib/seo';
import type { Route } from './+types/faqs';

/**
 * On the server: the free-delivery threshold the owner has saved and the payment window, for the
 * answers that state them.
 */
export function loader({ context }: Route.LoaderArgs) {
  const services = pageServices(context);
  return {
    freeDeliveryFrom: services.settings.freeDeliveryThreshold,
    paymentWindowMs: services.paymentWindowMs ?? 0,
  };
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
    <FreeDeliveryFromContext value={loaderData.freeDeliveryFrom}>
      <PaymentWindowContext value={loaderData.paymentWindowMs}>
        <PageHeader eyebrow="Aide" title="Questions fréquentes">
          <p>
            Commandes, livraison, retours, tailles : tout ce qu’il faut savoir avant et après votre
            achat.
          </p>
        </PageHeader>
        <PageBody className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <FaqAccordion categories={FAQ_CATEGORIES} />
          <aside className="h-fit rounded-lg bg-sand p-6 lg:sticky lg:top-24">
            <h2 className="text-sm font-bold tracking-[0.2em] uppercase">
              Vous n’avez pas trouvé ?
            </h2>
            <p className="mt-3 text-sm leading-relaxed text-neutral-700">
              Notre service client répond du lundi au samedi, en général dans la journée.
            </p>
            <Link to="/contact" className={buttonVariants({ block: true, className: 'mt-5' })}>
              Nous contacter
            </Link>
          </aside>
        </PageBody>
      </PaymentWindowContext>
    </FreeDeliveryFromContext>
  );
}
