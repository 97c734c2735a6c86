import { STOCK_QUANTITY_MAX, stockUpdateSchema, type ProductStats } from '@shared/api/admin.ts';
import type { StockChangeReason } from '@shared/domain/stock.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { z } from '@shared/schemas/zod.ts';
import { useId } from 'react';
import { clsx } from 'clsx';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { fieldClass } from '~/components/ui/field-class';
import { FieldError } from '~/components/ui/field-error';
import { useZodForm } from '~/lib/forms/use-zod-form';
import { notify } from '~/lib/toast';
import { useStockChanges } from '../api/get-stock-changes';
import { useUpdateStock, type StockReason } from '../api/update-stock';

export const REASON_LABELS: Record<StockChangeReason, string> = {
  seed: 'Stock initial',
  order: 'Commande',
  cancel: 'Annulation',
  release: 'Commande non payée',
  restock: 'Réassort',
  correction: 'Correction',
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function StockHistory({ productId }: { productId: string }) {
  const { data, isPending, isError, error } = useStockChanges(productId);
  if (isPending) return <p className="text-sm text-neutral-700">Chargement de l’historique...</p>;
  if (isError) return <p className="text-sm text-danger">{error.message}</p>;
  if (data.changes.length === 0)
    return <p className="text-sm text-neutral-700">Aucun mouvement enregistré.</p>;
  return (
    <ol
      className="divide-y divide-black/10 text-sm"
      aria-label="Mouvements de stock, du plus récent"
    >
      {data.changes.map((c, index) => (
        <li key={`${c.at}-${c.size}-${index}`} className="py-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">Taille {c.size}</span>
            <span
              className={clsx(
                'font-mono font-bold',
                c.delta > 0 ? 'text-green-800' : c.delta < 0 ? 'text-danger' : '',
              )}
            >
              {signed(c.delta)}
            </span>
            <span>→ {c.quantityAfter} en stock</span>
            <span className="rounded bg-sand px-1.5 text-xs font-semibold">
              {REASON_LABELS[c.reason]}
            </span>
          </p>
          <p className="text-xs text-neutral-700">
            <time dateTime={c.at}>{formatDateTime(c.at)}</time>
            {c.actorEmail && <> · par {c.actorEmail}</>}
            {c.orderReference && <> · commande {c.orderReference}</>}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The dialog's fields: the units of each size offered (checked by the rule the server applies,
 * its French messages; a size not offered is no field), and the reason ('' lets the server choose).
 */
const quantity = stockUpdateSchema.shape.quantity.optional();
const stockFormSchema = z.object({
  // By the size's place in the product's list: a label may hold spaces or dots ('Taille unique').
  quantities: z.array(quantity),
  reason: z.enum(['', 'restock', 'correction'] satisfies ('' | StockReason)[]),
});

/**
 * Restock or correct one product's units per size (audited in `stock_changes`), with
 * the audit lines below: who changed what, when, and the orders and cancellations in between.
 */
export function StockDialog({
  product,
  open,
  onOpenChange,
}: {
  product: ProductStats;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const update = useUpdateStock(product.productId);
  const current = (size: string) => product.stock[size] ?? 0;
  const sizes = product.sizes.map((s) => s.name);
  const form = useZodForm(stockFormSchema, {
    defaultValues: {
      quantities: sizes.map(current),
      reason: '',
    },
  });
  const errors = form.formState.errors.quantities;
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ quantities, reason }) => {
    const changes = sizes
      .map((size, i) => ({ size, quantity: quantities[i] ?? current(size) }))
      .filter((change) => change.quantity !== current(change.size));
    if (changes.length === 0) {
      notify({ title: 'Aucun changement', description: 'Les quantités sont celles du stock.' });
      return;
    }
    const done: string[] = [];
    try {
      for (const change of changes) {
        const saved = await update.mutateAsync({ ...change, reason: reason || undefined });
        done.push(`${saved.size} : ${saved.previous} → ${saved.quantity}`);
      }
      notify({ title: 'Stock mis à jour', description: done.join(' · '), variant: 'success' });
    } catch (error) {
      notify({
        title: 'Erreur',
        description: `${done.length > 0 ? `Enregistré : ${done.join(' · ')}. ` : ''}${(error as Error).message}`,
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier le stock</DialogTitle>
          <DialogDescription>
            <span className="font-semibold text-ink">{product.name}</span> : unités en stock par
            taille.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form
            id={`${id}-form`}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-busy={busy}
          >
            <fieldset>
              <legend className="sr-only">Quantités par taille</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {product.sizes.map(({ name, available }, i) => (
                  <div key={name}>
                    <label htmlFor={`${id}-${i}`} className="mb-1 block text-sm font-semibold">
                      Taille {name}
                    </label>
                    <input
                      id={`${id}-${i}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={STOCK_QUANTITY_MAX}
                      step={1}
                      {...form.register(`quantities.${i}`, { valueAsNumber: true })}
                      aria-invalid={errors?.[i] ? true : undefined}
                      aria-describedby={clsx(`${id}-${i}-now`, errors?.[i] && `${id}-${i}-error`)}
                      className={fieldClass}
                    />
                    <p id={`${id}-${i}-now`} className="mt-1 text-xs text-neutral-700">
                      Actuel : {current(name)}
                      {!available && ' · non vendue'}
                    </p>
                    <FieldError id={`${id}-${i}-error`} message={errors?.[i]?.message} />
                  </div>
                ))}
              </div>
            </fieldset>
            <div className="mt-4">
              <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-semibold">
                Motif
              </label>
              <select
                id={`${id}-reason`}
                aria-describedby={`${id}-reason-hint`}
                {...form.register('reason')}
                className={fieldClass}
              >
                <option value="">Automatique</option>
                <option value="restock">Réassort</option>
                <option value="correction">Correction (inventaire, perte)</option>
              </select>
              <p id={`${id}-reason-hint`} className="mt-1 text-xs text-neutral-700">
                Automatique : réassort si la quantité augmente, correction si elle baisse.
              </p>
            </div>
          </form>
          <section aria-labelledby={`${id}-history`} className="mt-6">
            <h3 id={`${id}-history`} className="mb-1 text-sm font-bold tracking-[0.15em] uppercase">
              Historique du stock
            </h3>
            <StockHistory productId={product.productId} />
          </section>
        </DialogBody>
        <DialogFooter>
          <Button
            type="submit"
            form={`${id}-form`}
            block
            size="lg"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'Enregistrement...' : 'Enregistrer le stock'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
