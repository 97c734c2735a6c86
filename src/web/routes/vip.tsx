import { Crown } from 'lucide-react';
import { Protected } from '~/components/account/protected';
import { buttonVariants } from '~/components/ui/button';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { VIP_BENEFITS } from '~/features/vip/vip-benefits';
import { VipForm } from '~/features/vip/vip-form';
import { seo } from '~/lib/seo';
import type { Route } from './+types/vip';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Programme VIP',
      description:
        'Avant-premières, ventes privées, livraison offerte : rejoignez le programme VIP LAGUNE.',
    },
  );

/** The programme is for signed-in members who passed the second factor. */
export default function VipRoute() {
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
        <section aria-labelledby="vip-avantages">
          <h2 id="vip-avantages" className="mb-6 text-sm font-bold tracking-[0.2em] uppercase">
            Vos avantages
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {VIP_BENEFITS.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4 rounded-lg border border-ink/10 bg-white p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-lagoon">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-neutral-600">
                    {text}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
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
