import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { StoreCard } from '~/features/info/store-card';
import { pageServices } from '~/lib/page-services';
import { seo } from '~/lib/seo';
import type { Route } from './+types/stores';

/** On the server: the shops the owner lists (docs/decisions/0205); none is a valid answer. */
export function loader({ context }: Route.LoaderArgs) {
  return { shops: pageServices(context).content?.shops ?? [] };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  seo(
    { location, matches },
    {
      title: 'Nos boutiques',
      description: loaderData?.shops.length
        ? `Retrouvez LAGUNE en boutique : ${loaderData.shops.map((s) => s.name).join(', ')}. Adresses, horaires et itinéraires.`
        : 'LAGUNE se commande en ligne, livrée chez vous.',
    },
  );

export default function StoresRoute({ loaderData }: Route.ComponentProps) {
  const { shops } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Boutiques" title="Nos boutiques">
        <p>
          {shops.length > 0
            ? 'Essayez vos pièces ou retirez votre commande en boutique : adresses, horaires et itinéraires.'
            : 'Nous n’avons pas de boutique pour le moment : toute la collection se commande en ligne et vous est livrée.'}
        </p>
      </PageHeader>
      {shops.length > 0 ? (
        <PageBody>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shops.map((store, index) => (
              <StoreCard key={index} store={store} index={index} />
            ))}
          </div>
        </PageBody>
      ) : null}
    </>
  );
}
