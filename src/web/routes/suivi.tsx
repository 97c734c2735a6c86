import { useActionData } from 'react-router';
import { OrderTracking } from '~/features/orders/order-tracking';
import { trackAction, type TrackActionData } from '~/features/orders/track-action';
import { seo } from '~/lib/seo';
import type { Route } from './+types/suivi';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Suivre ma commande',
      description:
        'Suivez votre commande LAGUNE sans compte : sa référence et votre numéro de téléphone suffisent pour voir son statut, ses articles et son total.',
    },
  );

/** Reference + phone posted without JavaScript (ADR 0111): the order, or why not. */
export const action = (args: Route.ActionArgs) => trackAction(args);

/** A refused post's Retry-After (too many messages or searches) reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export default function SuiviRoute() {
  const answer = useActionData<TrackActionData>();
  return (
    <>
      <header className="border-b border-ink/10 bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-lagoon-dark uppercase">
            Aide
          </p>
          <h1 className="text-3xl font-bold tracking-[0.18em] uppercase sm:text-4xl">
            Suivre ma commande
          </h1>
          <p className="mt-4 max-w-2xl leading-relaxed text-neutral-700">
            Entrez la référence de votre commande et le numéro de téléphone donné à la commande :
            pas besoin de compte.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <OrderTracking answer={answer} />
      </div>
    </>
  );
}
