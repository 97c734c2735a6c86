import {
  PRODUCT_FIELD_LABELS,
  PRODUCT_FIELDS,
  PRODUCT_TEXT,
  productInputSchema,
  previewUrl,
  STATUS_LABELS,
  type AdminProduct,
} from '@shared/api/admin-products.ts';
import { useProductCategories } from '../api/categories';
import { PRODUCT_STATUSES } from '@shared/catalogue/types.ts';
import { useEffect, useId, useState } from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
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
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { notify } from '~/lib/toast';
import { useUnsavedChanges } from '../dashboard/unsaved-changes';
import { useAdminProduct, useDuplicateProduct, useSaveProduct } from '../api/admin-product';
import { useShopSizes } from '../api/shop-sizes';
import { useColourChoices } from '../api/shop-colours';
import { COLOUR_FAMILIES } from '@shared/catalogue/colours.ts';
import { PhotosSection } from './photos-section';
import { ProductHistory } from './product-history';
import { typedAmount } from './product-values';

function failed(error: unknown) {
  notify({
    title: 'Erreur',
    description: error instanceof ApiError ? error.message : 'Une erreur est survenue',
    variant: 'destructive',
  });
}

/**
 * Edits one product of the catalogue (ADR 0142): its texts, price, badges, sizes and
 * status, saved over the version it was read at. A save over someone else's gets the server's
 * 409 and the current values back (the form starts again from each new version, as in
 * Paramètres). 'Dupliquer' makes a draft copy and opens it here.
 */
export function ProductEditorDialog({
  productId,
  onOpenProduct,
  onClose,
}: {
  productId: string;
  /** Shows another product in the editor (the copy 'Dupliquer' made). */
  onOpenProduct: (id: string) => void;
  onClose: () => void;
}) {
  const query = useAdminProduct(productId);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty, onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} {...unsaved.dialogProps}>
      <DialogContent className="sm:max-w-2xl">
        {unsaved.question}
        <DialogHeader>
          <DialogTitle>Modifier le produit</DialogTitle>
          <DialogDescription>
            <span className="font-semibold text-ink">{query.data?.product.name ?? productId}</span>{' '}
            · {productId}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <DialogBody>
            <p className="text-sm text-neutral-700">Chargement du produit...</p>
          </DialogBody>
        ) : query.isError ? (
          <DialogBody>
            <p role="alert" className="text-sm text-danger">
              {query.error.message}
            </p>
          </DialogBody>
        ) : (
          <ProductEditor
            key={query.data.version}
            current={query.data}
            reload={() => query.refetch()}
            onOpenProduct={onOpenProduct}
            onDirtyChange={setDirty}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProductEditor({
  current,
  reload,
  onOpenProduct,
  onDirtyChange,
}: {
  current: AdminProduct;
  reload: () => Promise<unknown>;
  onOpenProduct: (id: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const id = useId();
  const categories = useProductCategories();
  const save = useSaveProduct(current.id);
  const duplicate = useDuplicateProduct(current.id);
  const form = useZodForm(productInputSchema, { defaultValues: current.product });
  // The shop's sizes in her order (docs/decisions/0224), and any the product still has that the
  // list no longer holds (so a save shows it, and the server names it).
  const shopSizes = useShopSizes();
  const listed = shopSizes.data?.sizes.map((s) => s.name) ?? [];
  const offeredSizes = [...listed, ...current.product.sizes.filter((s) => !listed.includes(s))];
  // Her colours (docs/decisions/0225): a product without photos is drawn in the chosen shade.
  const listedColours = useColourChoices();
  // Its own colour stays offered while her list loads (or if another admin just removed it).
  const own = current.product.colour;
  const colours =
    own === undefined || listedColours.some((c) => c.name === own)
      ? listedColours.map((c) => ({ name: c.name, family: COLOUR_FAMILIES[c.family].label }))
      : [
          { name: own, family: '' },
          ...listedColours.map((c) => ({ name: c.name, family: COLOUR_FAMILIES[c.family].label })),
        ];
  const { errors, isSubmitting: busy, isDirty } = form.formState;
  const amount = { setValueAs: typedAmount };
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async (product) => {
    try {
      const saved = await save.mutateAsync({ product, version: current.version });
      if (saved.version === current.version) notify({ title: PRODUCT_TEXT.unchanged });
      else
        notify({
          title: PRODUCT_TEXT.saved,
          description: PRODUCT_TEXT.savedDetail,
          variant: 'success',
        });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        await reload();
        notify({
          title: PRODUCT_TEXT.stale,
          description: PRODUCT_TEXT.staleDetail,
          variant: 'destructive',
        });
      } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        // The server's paths are 'product.price'…: this form's fields are the product's.
        const fields = Object.fromEntries(
          PRODUCT_FIELDS.map((f) => [f, error.fields[`product.${f}`] ?? error.fields[f]]),
        );
        showServerErrors(form, fields, PRODUCT_FIELDS);
      } else failed(error);
    }
  });

  const onDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync();
      notify({
        title: PRODUCT_TEXT.duplicated,
        description: copy.product.name,
        variant: 'success',
      });
      onOpenProduct(copy.id);
    } catch (error) {
      failed(error);
    }
  };

  const error = (field: keyof typeof errors) => errors[field]?.message;
  const describe = (field: string, hint?: boolean) =>
    [hint && `${id}-${field}-hint`, errors[field as keyof typeof errors] && `${id}-${field}-error`]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <>
      <DialogBody>
        <div className="mb-4 flex flex-wrap gap-2">
          {/* Not on sale (a draft, an archived product): its page as the owner alone sees it. */}
          <a
            href={current.product.status === 'published' ? current.url : previewUrl(current.url)}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', className: 'max-sm:flex-1' })}
          >
            {current.product.status === 'published' ? 'Voir la page' : 'Aperçu'}
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
          <Button
            type="button"
            variant="outline"
            className="max-sm:flex-1"
            disabled={duplicate.isPending}
            aria-busy={duplicate.isPending}
            onClick={() => void onDuplicate()}
          >
            Dupliquer
          </Button>
        </div>
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={busy}
          aria-label={`Produit ${current.product.name}`}
          className="space-y-4"
        >
          <FormField
            label={PRODUCT_FIELD_LABELS.name}
            maxLength={80}
            autoComplete="off"
            {...form.register('name')}
            error={error('name')}
          />
          <div>
            <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-semibold">
              {PRODUCT_FIELD_LABELS.description}
            </label>
            <textarea
              id={`${id}-description`}
              rows={5}
              maxLength={1000}
              {...form.register('description')}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describe('description')}
              className={`${fieldClass} min-h-28`}
            />
            <FieldError id={`${id}-description-error`} message={error('description')} />
          </div>
          <div>
            <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
              {PRODUCT_FIELD_LABELS.category}
            </label>
            <select
              id={`${id}-category`}
              {...form.register('category')}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describe('category')}
              className={fieldClass}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-category-error`} message={error('category')} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <FormField
              label={PRODUCT_FIELD_LABELS.price}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('price', amount)}
              error={error('price')}
            />
            <FormField
              label={PRODUCT_FIELD_LABELS.oldPrice}
              inputMode="numeric"
              autoComplete="off"
              hint="Vide : pas de prix barré."
              {...form.register('oldPrice', amount)}
              error={error('oldPrice')}
            />
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold">Badges</legend>
            <div className="flex flex-wrap gap-x-6">
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  {...form.register('isNew')}
                  className="size-5 shrink-0 accent-lagoon"
                />
                Nouveau
              </label>
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  {...form.register('isLimited')}
                  className="size-5 shrink-0 accent-lagoon"
                />
                Édition limitée
              </label>
            </div>
          </fieldset>
          <fieldset aria-describedby={describe('sizes')}>
            <legend className="mb-1 text-sm font-semibold">{PRODUCT_FIELD_LABELS.sizes}</legend>
            <div className="flex flex-wrap gap-x-6">
              {offeredSizes.map((size) => (
                <label key={size} className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    value={size}
                    {...form.register('sizes')}
                    className="size-5 shrink-0 accent-lagoon"
                  />
                  {size}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-sizes-error`} message={errors.sizes?.message} />
          </fieldset>
          <div>
            <label htmlFor={`${id}-colour`} className="mb-1 block text-sm font-semibold">
              {PRODUCT_FIELD_LABELS.colour}
            </label>
            <select
              id={`${id}-colour`}
              {...form.register('colour', { setValueAs: (v: unknown) => v || undefined })}
              aria-invalid={errors.colour ? true : undefined}
              aria-describedby={describe('colour')}
              className={fieldClass}
            >
              {current.product.colour === undefined && (
                <option value="">Teinte hors de la liste des couleurs</option>
              )}
              {colours.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.family ? `${c.name} (${c.family})` : c.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-colour-error`} message={error('colour')} />
          </div>
          <fieldset aria-describedby={describe('status', true)}>
            <legend className="mb-1 text-sm font-semibold">{PRODUCT_FIELD_LABELS.status}</legend>
            <div className="flex flex-wrap gap-x-6">
              {PRODUCT_STATUSES.map((status) => (
                <label key={status} className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="radio"
                    value={status}
                    {...form.register('status')}
                    className="size-5 shrink-0 accent-lagoon"
                  />
                  {STATUS_LABELS[status]}
                </label>
              ))}
            </div>
            <p id={`${id}-status-hint`} className="mt-1 text-xs text-neutral-700">
              Brouillon : visible ici seulement. Archivé : sa page répond « plus disponible » et il
              quitte les listes et la recherche.
            </p>
            <FieldError id={`${id}-status-error`} message={error('status')} />
          </fieldset>
        </form>
        <div className="mt-6">
          <PhotosSection productId={current.id} />
        </div>
        <section aria-labelledby={`${id}-history`} className="mt-6">
          <h3 id={`${id}-history`} className="mb-1 text-sm font-bold tracking-[0.15em] uppercase">
            Historique des modifications
          </h3>
          <ProductHistory history={current.history} />
        </section>
      </DialogBody>
      <DialogFooter>
        <Button
          type="submit"
          form={`${id}-form`}
          block
          size="lg"
          disabled={busy || !isDirty}
          aria-busy={busy}
        >
          {busy ? 'Enregistrement...' : 'Enregistrer le produit'}
        </Button>
      </DialogFooter>
    </>
  );
}
