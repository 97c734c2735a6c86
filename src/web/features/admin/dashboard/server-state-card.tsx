import type { AdminHealth } from '@shared/api/admin-health.ts';
import { plural } from '@shared/format/plural.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { apiGet } from '~/lib/api';
import { adminKeys } from '../api/keys';

export const SERVER_STATE_TITLE = 'État du serveur';

// Under ['admin']: the dashboard's 'Rafraîchir' and a sign-out reach it too.
const serverStateQuery = queryOptions({
  queryKey: [...adminKeys.all, 'server-state'] as const,
  queryFn: ({ signal }) => apiGet<AdminHealth>('/api/admin/health', { signal }),
});

const gigabytes = (bytes: number) =>
  `${(bytes / 1024 ** 3).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0Go`;

function clockText(state: AdminHealth): string {
  const seconds = Math.round(Math.abs(state.clockSkewMs) / 1000);
  return seconds === 0 ? 'À l’heure' : `Écart de ${seconds}\u00a0s avec la base`;
}

function diskText(disk: AdminHealth['disk']): string {
  if (!disk) return 'Illisible';
  const free = `${gigabytes(disk.freeBytes)} libres sur ${gigabytes(disk.totalBytes)}`;
  return disk.writable ? free : `${free}, écriture impossible`;
}

function outboxText({ pending, overdue, failedLastWeek }: AdminHealth['outbox']): string {
  const parts = [`${pending} en attente`];
  if (overdue > 0) parts.push(`${overdue} en retard`);
  if (failedLastWeek > 0)
    parts.push(`${failedLastWeek} ${plural(failedLastWeek, 'abandonné', 'abandonnés')} en 7 jours`);
  return parts.join(', ');
}

/**
 * 'État du serveur': what /api/health decides on, with its figures, for the owner
 * (docs/decisions/0181). Figures from GET /api/admin/health; the problems come first.
 */
export function ServerStateCard() {
  const { data, isError, refetch } = useQuery(serverStateQuery);
  const rows: [string, string][] = data
    ? [
        ['Horloge', data.clockSkewWarning ?? clockText(data)],
        ['Disque des données', diskText(data.disk)],
        ['Messages aux clients', outboxText(data.outbox)],
        ['Base de données', data.driver === 'pglite' ? 'PGlite (intégrée)' : 'PostgreSQL'],
        ['Version', data.version],
      ]
    : [];
  return (
    <section
      aria-labelledby="server-state-title"
      className="rounded-lg border border-black/10 bg-neutral-50 p-3 sm:p-4"
    >
      <h2 id="server-state-title" className="text-base font-bold sm:text-lg">
        {SERVER_STATE_TITLE}
      </h2>
      {isError && !data ? (
        <div role="alert" className="mt-2 text-sm">
          <p className="text-danger">L’état du serveur n’a pas pu être chargé.</p>
          <Button variant="outline" className="mt-2" onClick={() => void refetch()}>
            Réessayer
          </Button>
        </div>
      ) : !data ? (
        <p className="mt-2 text-sm text-neutral-700">Chargement…</p>
      ) : (
        <>
          {data.problems.length === 0 ? (
            <p className="mt-2 text-sm font-semibold text-green-900">Tout fonctionne.</p>
          ) : (
            <ul role="alert" className="mt-2 space-y-1 text-sm font-semibold text-danger">
              {data.problems.map((p) => (
                <li key={p.code}>{p.message}</li>
              ))}
            </ul>
          )}
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-neutral-700">{label}</dt>
                <dd className="mb-1 tabular-nums sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
