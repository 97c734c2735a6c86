import { plural } from '@shared/format/plural.ts';
import type { AdminStats } from '@shared/api/admin.ts';
import { clsx } from 'clsx';
import { useStats } from '../api/get-stats';

const count = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A month-over-month change: '+12,0 %', '−3,5 %', or a dash when last month had nothing. */
function Change({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <span className="text-xs text-neutral-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">pas de comparaison avec le mois dernier</span>
      </span>
    );
  }
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap',
        value > 0 && 'bg-green-100 text-green-900',
        value < 0 && 'bg-red-100 text-red-900',
        value === 0 && 'bg-neutral-100 text-neutral-800',
      )}
    >
      {percent.format(value)} %<span className="sr-only"> par rapport au mois dernier</span>
    </span>
  );
}

function Card({
  title,
  value,
  sub,
  change,
  onOpen,
}: {
  title: string;
  value: number | undefined;
  sub: string;
  change: number | null | undefined;
  onOpen?: (() => void) | undefined;
}) {
  return (
    <li
      className={clsx(
        'relative flex flex-col rounded-lg border border-black/10 bg-white p-4',
        onOpen && 'hover:border-lagoon has-focus-visible:ring-2 has-focus-visible:ring-lagoon',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-semibold text-neutral-700">
          {onOpen ? (
            // The whole card is the button (its ::after covers it): one tap opens the tab.
            <button
              type="button"
              onClick={onOpen}
              className="text-left outline-none after:absolute after:inset-0 after:content-['']"
            >
              {title}
              <span className="sr-only"> : ouvrir l’onglet</span>
            </button>
          ) : (
            title
          )}
        </h2>
        {change !== undefined && <Change value={change} />}
      </div>
      <p className="mt-1 text-2xl font-extrabold sm:text-3xl">
        {value === undefined ? '…' : count.format(value)}
      </p>
      <p className="mt-auto pt-1 text-xs text-neutral-700">{sub}</p>
    </li>
  );
}

function cards(stats: AdminStats | undefined) {
  return [
    {
      title: 'Commandes',
      value: stats?.orders.total,
      sub: stats
        ? `dont ${count.format(stats.orders.guest)} ${plural(stats.orders.guest, 'invité', 'invités')}`
        : 'invités',
      change: stats?.orders.change,
    },
    {
      // The Clients tab's count: one figure for one word.
      title: 'Clients',
      value: stats?.customers.total,
      sub: stats ? `${count.format(stats.customers.thisMonth)} ce mois` : 'ce mois',
      change: stats?.customers.change,
    },
    {
      title: 'Produits',
      // The products on sale in the shop: published.
      value: stats?.products.catalogue,
      sub: 'produits actifs',
      change: stats?.products.change,
    },
    {
      title: 'Messages',
      value: stats?.messages.unread,
      sub: 'non lus',
      change: stats?.messages.change,
    },
  ];
}

/**
 * The four cards with the server's real figures; the Messages card opens
 * the Messages tab.
 */
export function StatCards({ onOpenMessages }: { onOpenMessages?: () => void }) {
  const { data } = useStats();
  return (
    <ul aria-label="Chiffres clés" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards(data).map((card) => (
        <Card
          key={card.title}
          {...card}
          onOpen={card.title === 'Messages' ? onOpenMessages : undefined}
        />
      ))}
    </ul>
  );
}
