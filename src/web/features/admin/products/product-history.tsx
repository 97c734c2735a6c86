import type { AdminProduct } from '@shared/api/admin-products.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { useProductCategories } from '../api/categories';
import { fieldLabel, shownValue } from './product-values';

/** Who changed what and when, most recent first (the server keeps the last ones). */
export function ProductHistory({ history }: { history: AdminProduct['history'] }) {
  const categories = useProductCategories();
  if (history.length === 0)
    return <p className="text-sm text-neutral-700">Aucune modification enregistrée.</p>;
  return (
    <ol className="divide-y divide-black/10 text-sm" aria-label="Modifications, de la plus récente">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="py-2">
          <p className="text-xs text-neutral-700">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.actorEmail && <> · par {entry.actorEmail}</>}
          </p>
          <ul className="mt-1 space-y-0.5">
            {entry.changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="font-semibold">{fieldLabel(change.field)}</span> :{' '}
                {/* A creation's line says what happened ('créé (brouillon)'), not a value. */}
                {change.before === '' && change.field === 'status' && !/^[a-z]+$/.test(change.after)
                  ? change.after
                  : `${shownValue(change.field, change.before, categories)} → ${shownValue(change.field, change.after, categories)}`}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
