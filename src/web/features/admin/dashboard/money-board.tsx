import type { AdminMoney } from '@shared/api/admin.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { formatPrice } from '@shared/format/money.ts';
import { plural } from '@shared/format/plural.ts';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { useMoney } from '../api/get-money';

export const MONEY_BOARD_TITLE = "Tableau de bord de l'argent";

// The server's days are calendar dates (YYYY-MM-DD in Abidjan): read them at UTC midnight.
const dayName = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)));
const calendarDay = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));

function Figure({
  label,
  value,
  sub,
  wide = false,
}: {
  label: string;
  value: string;
  sub?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div
      className={clsx(
        'rounded-lg border border-black/10 bg-white px-2.5 py-3',
        wide && 'col-span-2 sm:col-span-4',
      )}
    >
      <dt className="text-sm font-semibold text-neutral-700">{label}</dt>
      <dd className="mt-1 text-base font-extrabold whitespace-nowrap tabular-nums sm:text-2xl">
        {value}
      </dd>
      {sub && <dd className="text-xs text-neutral-700">{sub}</dd>}
    </div>
  );
}

/** The paid amount of each day as plain CSS bars, today on the right; read as a list. */
function DayBars({ days }: { days: AdminMoney['days'] }) {
  const highest = Math.max(...days.map((d) => d.amount), 0);
  return (
    <div>
      <h3 className="text-sm font-semibold text-neutral-700">
        Encaissé par jour, {days.length} derniers jours
      </h3>
      <ol className="mt-2 flex gap-0.5" aria-label="Montant encaissé par jour">
        {days.map((d) => {
          const share = highest > 0 ? (d.amount / highest) * 100 : 0;
          return (
            <li key={d.day} className="flex min-w-0 flex-1 flex-col items-center">
              <span aria-hidden="true" className="flex h-28 w-full items-end">
                <span
                  className="w-full rounded-t-sm bg-lagoon"
                  // A day with a sale keeps a visible sliver next to a much larger one.
                  style={{ height: `${d.amount > 0 ? Math.max(share, 3) : 0}%` }}
                />
              </span>
              <span aria-hidden="true" className="mt-1 text-[10px] text-neutral-700">
                {dayOfMonth(d.day)}
              </span>
              <span className="sr-only">
                {calendarDay(d.day)}, {formatPrice(d.amount)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-1 text-xs text-neutral-700">
        Jour le plus haut{highest > 0 ? `, ${formatPrice(highest)}` : ', aucune vente payée'}
      </p>
    </div>
  );
}

/** An unpaid order's deadline, against the server's clock (the release job runs every few minutes). */
function deadline(payBy: string | null, now: string): string {
  if (!payBy) return 'Sans échéance';
  return payBy <= now
    ? `Échéance dépassée le ${formatDateTime(payBy)}`
    : `À payer avant le ${formatDateTime(payBy)}`;
}

function UnpaidList({ unpaid, generatedAt }: Pick<AdminMoney, 'unpaid' | 'generatedAt'>) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-neutral-700">Prochaines échéances</h3>
      {unpaid.next.length === 0 ? (
        <p className="mt-1 text-sm text-neutral-700">Aucune commande en attente de paiement.</p>
      ) : (
        <ul className="mt-1 divide-y divide-black/10">
          {unpaid.next.map((o) => (
            <li key={o.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-mono font-semibold">{o.reference}</span>
                {o.name && <span className="block truncate">{o.name}</span>}
                <span className="block text-xs text-neutral-700">
                  {deadline(o.payBy, generatedAt)}
                </span>
              </span>
              <span className="font-bold whitespace-nowrap">{formatPrice(o.totalAmount)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BestSellers({ products }: { products: AdminMoney['topProducts'] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-neutral-700">Meilleures ventes</h3>
      {products.length === 0 ? (
        <p className="mt-1 text-sm text-neutral-700">Aucune vente payée ce mois-ci.</p>
      ) : (
        <ol className="mt-1 divide-y divide-black/10">
          {products.map((p) => (
            <li key={p.productId} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-semibold">{p.name}</span>
                <span className="block text-xs text-neutral-700">
                  {p.units} {plural(p.units, 'pièce payée', 'pièces payées')} ce mois-ci
                </span>
              </span>
              <span className="font-bold whitespace-nowrap">{formatPrice(p.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * 'Tableau de bord de l'argent': what came in, what is still owed and when it is due, for the
 * owner on her phone (docs/decisions/0169). Figures from GET /api/admin/money.
 */
export function MoneyBoard() {
  const { data, isError, refetch } = useMoney();
  const price = (amount: number | undefined) => (amount === undefined ? '…' : formatPrice(amount));
  return (
    <section
      aria-labelledby="money-board-title"
      className="rounded-lg border border-black/10 bg-neutral-50 p-3 sm:p-4"
    >
      <h2 id="money-board-title" className="text-base font-bold sm:text-lg">
        {MONEY_BOARD_TITLE}
      </h2>
      {isError && !data ? (
        <div role="alert" className="mt-2 text-sm">
          <p className="text-danger">Les montants n’ont pas pu être chargés.</p>
          <Button variant="outline" className="mt-2" onClick={() => void refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            <Figure label="Encaissé aujourd'hui" value={price(data?.collected.today)} />
            <Figure label="7 derniers jours" value={price(data?.collected.last7Days)} />
            <Figure label="Ce mois-ci" value={price(data?.collected.thisMonth)} />
            <Figure
              label="À encaisser"
              value={price(data?.unpaid.total)}
              sub={
                data &&
                `${data.unpaid.count} ${plural(data.unpaid.count, 'commande en attente', 'commandes en attente')}`
              }
            />
            <Figure
              wide
              label="Panier moyen"
              value={
                data && data.averageBasket !== null
                  ? formatPrice(data.averageBasket)
                  : data
                    ? '—'
                    : '…'
              }
              sub="Commandes payées ce mois-ci"
            />
          </dl>
          {data && (
            <div className="mt-4 grid gap-4 lg:grid-cols-3">
              <DayBars days={data.days} />
              <UnpaidList unpaid={data.unpaid} generatedAt={data.generatedAt} />
              <BestSellers products={data.topProducts} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
