import { formatDateTime } from '@shared/format/date.ts';
import type { ReactNode } from 'react';

/** One save as the history shows it: when (Abidjan time), who, and each change in words. */
export interface HistoryEntry {
  at: string;
  /** What was changed when the list mixes several things ('Boutiques'). */
  subject?: string;
  /** The staff member ('Awa Koné (Propriétaire)' or an e-mail); null once the account is gone. */
  by: string | null;
  lines: ReactNode[];
}

/**
 * The admin's history of changes (products, settings, content), most recent first; the server
 * keeps the last ones.
 */
export function ChangeHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-neutral-700">Aucune modification enregistrée.</p>;
  return (
    <ol className="divide-y divide-black/10 text-sm" aria-label="Modifications, de la plus récente">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="py-2">
          <p className="text-xs text-neutral-700">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.subject && <> · {entry.subject}</>}
            {entry.by && <> · par {entry.by}</>}
          </p>
          <ul className="mt-1 space-y-0.5">
            {entry.lines.map((line, i) => (
              <li key={i} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
