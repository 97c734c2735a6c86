import { SHOP } from '@shared/config/shop.ts';
import { formatPrice } from '@shared/format/money.ts';
import { PageBody, Prose, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { DELIVERY_ZONES, deliveryRatesOf } from '@shared/domain/delivery.ts';
import { pageServices } from '~/lib/page-services';
import { ownerPageText } from '~/features/info/owner-page-text.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/shipping';
import { OwnerText } from '~/features/info/owner-text';
import { pickupShops } from '@shared/content/shop-content.ts';

/**
 * On the server: the fees and threshold the owner has saved (ADR 0140), her delivery text and the
 * shops where an order can be collected (docs/decisions/0205, 0206).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { settings, content } = pageServices(context);
  return {
    ...ownerPageText(context, 'shipping'),
    delivery: deliveryRatesOf(settings),
    pickup: content ? pickupShops(content).map(({ name, address }) => ({ name, address })) : [],
  };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  seo(
    { location, matches },
    {
      title: 'Livraison',
      description: `Livraison en ${SHOP.delivery.abidjan} à Abidjan${loaderData ? `, offerte en Côte d’Ivoire dès ${formatPrice(loaderData.delivery.freeFrom)}` : ''}. Zones, délais et frais de livraison LAGUNE.`,
    },
  );

export default function ShippingRoute({ loaderData }: Route.ComponentProps) {
  const { fees } = loaderData.delivery;
  const freeFrom = formatPrice(loaderData.delivery.freeFrom);
  return (
    <>
      <PageHeader eyebrow="Aide" title="Livraison">
        <p>
          Livraison offerte partout en Côte d’Ivoire dès{' '}
          <strong className="text-ink">{freeFrom}</strong> d’achat. Votre commande part dès
          réception de votre paiement Wave.
        </p>
      </PageHeader>
      <PageBody className="space-y-12">
        <Section id="tarifs" title="Zones, délais et frais">
          <ul className="grid gap-4 sm:grid-cols-2">
            {DELIVERY_ZONES.map((zone) => (
              <li
                key={zone.id}
                className="flex flex-col rounded-lg border border-ink/10 bg-white p-5"
              >
                <p className="font-semibold tracking-[0.1em] uppercase">{zone.name}</p>
                <p className="mt-1 text-sm text-neutral-600">{zone.detail}</p>
                <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-ink/10 pt-4 text-sm">
                  <div>
                    <dt className="text-xs tracking-[0.12em] text-neutral-500 uppercase">Délai</dt>
                    <dd className="mt-1 font-semibold">{zone.delay}</dd>
                  </div>
                  <div>
                    <dt className="text-xs tracking-[0.12em] text-neutral-500 uppercase">Frais</dt>
                    <dd className="mt-1 font-semibold whitespace-nowrap">
                      {formatPrice(fees[zone.id])}
                    </dd>
                    {zone.freeAboveThreshold ? (
                      <dd className="mt-1 text-xs font-medium text-lagoon">
                        Offerts dès {freeFrom}
                      </dd>
                    ) : null}
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Section>
        {loaderData.pickup.length > 0 ? (
          <Section id="retrait" title="Retrait en boutique">
            <Prose>
              <p>
                Retrait gratuit : choisissez « Retrait en boutique » à la commande, puis venez
                chercher votre colis dans l’une de ces boutiques.
              </p>
              <ul>
                {loaderData.pickup.map((shop, index) => (
                  <li key={index}>
                    <strong>{shop.name}</strong> — {shop.address}
                  </li>
                ))}
              </ul>
            </Prose>
          </Section>
        ) : null}
        {loaderData.text ? (
          <Prose>
            <OwnerText text={loaderData.text} values={loaderData.values} />
          </Prose>
        ) : null}
      </PageBody>
    </>
  );
}
