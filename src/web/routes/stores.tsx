import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { StoreCard } from '~/features/info/store-card';
import { STORES } from '~/features/info/stores';
import { seo } from '~/lib/seo';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Nos boutiques',
      description:
        'Retrouvez LAGUNE à Abidjan : nos boutiques du Plateau, de Cocody et de Marcory, leurs adresses, horaires et itinéraires.',
    },
  );

export default function StoresRoute() {
  return (
    <>
      <PageHeader eyebrow="Abidjan" title="Nos boutiques">
        <p>
          Essayez vos pièces, faites retoucher un ourlet ou retirez votre commande dans l’une de nos
          trois boutiques. Nos équipes vous accueillent six jours sur sept.
        </p>
      </PageHeader>
      <PageBody>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {STORES.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </div>
      </PageBody>
    </>
  );
}
