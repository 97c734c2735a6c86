import { Crown } from 'lucide-react';
import { Protected } from '~/components/account/protected';
import { buttonVariants } from '~/components/ui/button';
import { OwnerText } from '~/features/info/owner-text';
import { PageBody, Prose } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { VipForm } from '~/features/vip/vip-form';
import { ownerPageText } from '~/features/info/owner-page-text.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/vip';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Programme VIP',
      description: 'Les avantages réservés aux membres du programme VIP LAGUNE.',
    },
  );

/** On the server: what the programme gives, in the owner's words (docs/decisions/0246). */
export function loader({ context }: Route.LoaderArgs) {
  return ownerPageText(context, 'vip');
}

/** The programme is for signed-in members who passed the second factor. */
export default function VipRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Protected level={2}>
      <PageHeader eyebrow="Club LAGUNE" title="Programme VIP">
        <p>
          Nos clientes et clients fidèles méritent plus : découvrez les avantages réservés aux
          membres.
        </p>
        <a href="#vip-inscription" className={buttonVariants({ className: 'mt-5 lg:hidden' })}>
          Devenir membre
        </a>
      </PageHeader>
      <PageBody className="grid gap-12 lg:grid-cols-[1fr_26rem]">
        {loaderData.text ? (
          <section aria-labelledby="vip-avantages">
            <h2 id="vip-avantages" className="mb-6 text-sm font-bold tracking-[0.2em] uppercase">
              Vos avantages
            </h2>
            <Prose>
              <OwnerText text={loaderData.text} values={loaderData.values} />
            </Prose>
          </section>
        ) : null}
        <section aria-labelledby="vip-inscription" className="h-fit rounded-lg bg-sand p-6 sm:p-8">
          <Crown aria-hidden="true" className="mb-3 size-7 text-lagoon" />
          <h2
            id="vip-inscription"
            className="scroll-mt-24 text-lg font-bold tracking-[0.15em] uppercase"
          >
            Devenir membre
          </h2>
          <p className="mt-2 mb-6 text-sm leading-relaxed text-neutral-700">
            L’inscription est gratuite et ne prend qu’une minute.
          </p>
          <VipForm />
        </section>
      </PageBody>
    </Protected>
  );
}
