import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';
import { telHref } from '@shared/config/shop-contact.ts';
import { directionsUrl, type Store } from './stores';

/** Awning colours per store, so the three illustrations are told apart at a glance. */
const PALETTE: Record<Store['id'], { wall: string; stripe: string }> = {
  plateau: { wall: '#0E7C7B', stripe: '#F6F1EA' },
  cocody: { wall: '#111111', stripe: '#0E7C7B' },
  marcory: { wall: '#D9CBB8', stripe: '#111111' },
};

/** A drawn shop front with the store's initial: no photo exists, and no external image is loaded. */
function StoreFront({ store }: { store: Store }) {
  const { wall, stripe } = PALETTE[store.id];
  const initial = store.district.charAt(0);
  const ink = store.id === 'marcory' ? '#111111' : '#FFFFFF';
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={`Façade de la boutique ${store.name}`}
      className="block h-auto w-full"
    >
      <rect width="320" height="200" fill="#F6F1EA" />
      <rect x="40" y="46" width="240" height="154" fill={wall} />
      {Array.from({ length: 8 }, (_, i) => (
        <path
          key={i}
          d={`M${40 + i * 30} 46h30v22a15 15 0 0 1-30 0z`}
          fill={i % 2 ? stripe : wall}
          stroke={wall}
          strokeWidth="1"
        />
      ))}
      <rect x="40" y="30" width="240" height="18" fill="#111111" />
      <text
        x="160"
        y="44"
        textAnchor="middle"
        fontSize="12"
        letterSpacing="6"
        fill="#F6F1EA"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
      >
        LAGUNE
      </text>
      <rect x="62" y="96" width="110" height="84" fill="#FFFFFF" opacity="0.9" />
      <rect x="194" y="96" width="64" height="104" fill="#FFFFFF" opacity="0.75" />
      <text
        x="117"
        y="158"
        textAnchor="middle"
        fontSize="56"
        fontWeight="700"
        fill={store.id === 'marcory' ? '#0E7C7B' : wall}
        fontFamily="system-ui, sans-serif"
      >
        {initial}
      </text>
      <circle cx="246" cy="150" r="3" fill={ink === '#FFFFFF' ? '#111111' : wall} />
      <rect x="0" y="196" width="320" height="4" fill="#111111" opacity="0.15" />
    </svg>
  );
}

export function StoreCard({ store }: { store: Store }) {
  return (
    <article
      aria-labelledby={`boutique-${store.id}`}
      className="flex flex-col overflow-hidden rounded-lg border border-ink/10 bg-white"
    >
      <StoreFront store={store} />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 id={`boutique-${store.id}`} className="text-lg font-bold tracking-[0.15em] uppercase">
          {store.name}
        </h2>
        <ul className="space-y-3 text-sm text-neutral-700">
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
            <address className="not-italic">{store.address}</address>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
            <a
              href={telHref(store.phone)}
              className="underline-offset-4 hover:text-lagoon hover:underline"
            >
              {store.phone}
            </a>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
            <a
              href={`mailto:${store.email}`}
              className="break-all underline-offset-4 hover:text-lagoon hover:underline"
            >
              {store.email}
            </a>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
            <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {store.hours.map((h) => (
                <div key={h.days} className="contents">
                  <dt>{h.days}</dt>
                  <dd className="text-right font-medium text-ink">{h.time}</dd>
                </div>
              ))}
            </dl>
          </li>
        </ul>
        <a
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'dark', block: true, className: 'mt-auto' })}
        >
          <Navigation aria-hidden="true" className="size-4" />
          Itinéraire
          <span className="sr-only"> vers {store.name} (nouvelle fenêtre)</span>
        </a>
      </div>
    </article>
  );
}
