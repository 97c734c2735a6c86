import { Link } from 'react-router';
import { SHOP } from '@shared/config/shop.ts';
import { OwnerText } from '~/features/info/owner-text';
import { PageBody, Prose } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { ownerPageText } from '~/features/info/owner-page-text.server';
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

/** On the server: the owner's returns text (docs/decisions/0205). */
export function loader({ context }: Route.LoaderArgs) {
  return ownerPageText(context, 'returns');
}

export default function ReturnsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Aide" title="Retours et remboursements">
        <p>
          Retours faciles sous <strong className="text-ink">{SHOP.returnWindowDays} jours</strong>{' '}
          après la réception de votre commande.
        </p>
      </PageHeader>
      <PageBody>
        <Prose>
          <OwnerText text={loaderData.text} values={loaderData.values} />
          <p>
            Pour commencer un retour : <Link to="/contact">contactez-nous</Link> ou consultez les{' '}
            <Link to="/faqs">questions fréquentes</Link>.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}
