import type { AdminProduct } from '@shared/api/admin-products.ts';
import { ChangeHistory } from '../history/change-history';
import { useProductCategories } from '../api/categories';
import { fieldLabel, shownValue } from './product-values';

/** Who changed what and when in a product, most recent first. */
export function ProductHistory({ history }: { history: AdminProduct['history'] }) {
  const categories = useProductCategories();
  return (
    <ChangeHistory
      entries={history.map((entry) => ({
        at: entry.at,
        by: entry.actorEmail,
        lines: entry.changes.map((change) => (
          <>
            <span className="font-semibold">{fieldLabel(change.field)}</span> :{' '}
            {/* A creation's line says what happened ('créé (brouillon)'), not a value. */}
            {change.before === '' && change.field === 'status' && !/^[a-z]+$/.test(change.after)
              ? change.after
              : `${shownValue(change.field, change.before, categories)} → ${shownValue(change.field, change.after, categories)}`}
          </>
        )),
      }))}
    />
  );
}
