import { Clock, Mail, MapPin, Navigation, PackageCheck, Phone } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';
import { telHref } from '@shared/config/shop-contact.ts';
import type { ShopInfo } from '@shared/content/shop-content.ts';

/** Awning colours, in turn, so the shops are told apart at a glance. */
const PALETTE = [
  { wall: '#0E7C7B', stripe: '#F6F1EA', ink: '#FFFFFF', letter: '#0E7C7B' },
  { wall: '#111111', stripe: '#0E7C7B', ink: '#FFFFFF', letter: '#111111' },
  { wall: '#D9CBB8', stripe: '#111111', ink: '#111111', letter: '#0E7C7B' },
] as const;

/** A drawn shop front with the store's initial: no photo exists, and no external image is loaded. */
function StoreFront({ store, index }: { store: ShopInfo; index: number }) {
  const { wall, stripe, ink, letter } = PALETTE[index % PALETTE.length]!;
  // The last word's initial: 'LAGUNE Cocody' → C.
  const initial = store.name.trim().split(/\s+/).at(-1)?.charAt(0).toUpperCase() ?? '';
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
        fill={letter}
        fontFamily="system-ui, sans-serif"
      >
        {initial}
      </text>
      <circle cx="246" cy="150" r="3" fill={ink === '#FFFFFF' ? '#111111' : wall} />
      <rect x="0" y="196" width="320" height="4" fill="#111111" opacity="0.15" />
    </svg>
  );
}

export function StoreCard({ store, index }: { store: ShopInfo; index: number }) {
  const id = `boutique-${index + 1}`;
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col overflow-hidden rounded-lg border border-ink/10 bg-white"
    >
      <StoreFront store={store} index={index} />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 id={id} className="text-lg font-bold tracking-[0.15em] uppercase">
          {store.name}
        </h2>
        <ul className="space-y-3 text-sm text-neutral-700">
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
            <address className="not-italic">{store.address}</address>
          </li>
          {store.phone ? (
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
              <a
                href={telHref(store.phone)}
                className="underline-offset-4 hover:text-lagoon hover:underline"
              >
                {store.phone}
              </a>
            </li>
          ) : null}
          {store.email ? (
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
              <a
                href={`mailto:${store.email}`}
                className="break-all underline-offset-4 hover:text-lagoon hover:underline"
              >
                {store.email}
              </a>
            </li>
          ) : null}
          {store.hours ? (
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
              <p className="whitespace-pre-line">{store.hours}</p>
            </li>
          ) : null}
          {store.pickup ? (
            <li className="flex gap-3">
              <PackageCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon" />
              <p>Retrait des commandes possible</p>
            </li>
          ) : null}
        </ul>
        {store.mapUrl ? (
          <a
            href={store.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'dark', block: true, className: 'mt-auto' })}
          >
            <Navigation aria-hidden="true" className="size-4" />
            Itinéraire
            <span className="sr-only"> vers {store.name} (nouvelle fenêtre)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
