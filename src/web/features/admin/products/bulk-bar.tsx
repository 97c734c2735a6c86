import {
  BULK_TEXT,
  type ProductBulk,
  type ProductBulkAction,
} from '@shared/api/admin-product-bulk.ts';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useProductCategories } from '../api/categories';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { fieldClass } from '~/components/ui/field-class';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { useBulkProducts } from '../api/admin-product';

/** A product's checkbox, as large as a finger. */
export function SelectBox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={`Sélectionner « ${name} »`}
        className="size-5 accent-lagoon"
      />
    </label>
  );
}

/**
 * 'Tout sélectionner' over the products shown, and, once some are selected, what can be done to
 * them at once: one request, one toast, the selection cleared when it worked.
 */
export function BulkBar({
  shown,
  selected,
  onSelect,
}: {
  /** The selectable products shown (filters applied). */
  shown: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
}) {
  const id = useId();
  const bulk = useBulkProducts();
  const categories = useProductCategories();
  const [chosen, setCategory] = useState<string>();
  const category = chosen ?? categories[0]?.id ?? '';
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = [...selected];
  const allShown = shown.length > 0 && shown.every((p) => selected.has(p));

  async function run(action: ProductBulkAction) {
    const request: ProductBulk = action === 'move' ? { action, ids, category } : { action, ids };
    try {
      const { changed } = await bulk.mutateAsync(request);
      notify({ title: BULK_TEXT.done[action](changed), variant: 'success' });
      onSelect(new Set());
    } catch (error) {
      notify({
        title: 'Action impossible',
        description: error instanceof ApiError ? error.message : 'Une erreur est survenue',
        variant: 'destructive',
      });
    } finally {
      setConfirmDelete(false);
    }
  }

  return (
    <div className="sticky top-0 z-10 mt-4 rounded-lg border border-black/10 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={allShown}
            onChange={(e) => onSelect(new Set(e.target.checked ? shown : []))}
            className="size-5 accent-lagoon"
          />
          {BULK_TEXT.selectAll}
        </label>
        <p className="text-sm" aria-live="polite">
          {ids.length > 0 ? BULK_TEXT.selected(ids.length) : ''}
        </p>
      </div>
      {ids.length > 0 && (
        <div className="mt-2 flex flex-wrap items-end gap-2" role="group" aria-label="Actions">
          <Button type="button" disabled={bulk.isPending} onClick={() => void run('publish')}>
            {BULK_TEXT.publish}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={bulk.isPending}
            onClick={() => void run('archive')}
          >
            {BULK_TEXT.archive}
          </Button>
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor={`${id}-move`} className="mb-1 block text-xs font-semibold">
                Catégorie
              </label>
              <select
                id={`${id}-move`}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                className={fieldClass}
              >
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={bulk.isPending}
              onClick={() => void run('move')}
            >
              {BULK_TEXT.move}
            </Button>
          </div>
          <Button
            type="button"
            variant="dangerGhost"
            aria-haspopup="dialog"
            disabled={bulk.isPending}
            onClick={() => setConfirmDelete(true)}
          >
            {BULK_TEXT.delete}
          </Button>
        </div>
      )}
      {confirmDelete && (
        <Dialog open onOpenChange={(open) => !open && !bulk.isPending && setConfirmDelete(false)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{`Supprimer ${BULK_TEXT.selected(ids.length)} ?`}</DialogTitle>
              <DialogDescription>
                Seuls les brouillons jamais commandés peuvent être supprimés, avec leur stock et
                leurs photos. Cette action ne peut pas être annulée.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirmDelete(false)}>
                Annuler
              </Button>
              <Button
                type="button"
                variant="danger"
                disabled={bulk.isPending}
                aria-busy={bulk.isPending}
                onClick={() => void run('delete')}
              >
                {BULK_TEXT.delete}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
