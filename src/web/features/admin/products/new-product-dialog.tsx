import {
  GARMENT_LABELS,
  PRODUCT_FIELD_LABELS,
  PRODUCT_TEXT,
  PRINT_LABELS,
  productCreateSchema,
  type ProductCreate,
} from '@shared/api/admin-products.ts';
import { useProductCategories } from '../api/categories';
import { useId } from 'react';
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
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { notify } from '~/lib/toast';
import { useCreateProduct } from '../api/admin-product';
import { useUnsavedChanges } from '../dashboard/unsaved-changes';
import { useColourChoices } from '../api/shop-colours';
import { typedAmount } from './product-values';

const CREATE_FIELDS = ['name', 'category', 'price', 'garment', 'colour', 'print'] as const;

function Choice({
  id,
  label,
  error,
  options,
  ...select
}: React.ComponentProps<'select'> & {
  id: string;
  label: string;
  error?: string;
  options: Record<string, string>;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass}
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * 'Nouveau produit': the least a product needs (name, category, price and a drawing until its
 * photos come), created as a draft; its editor then opens for the rest.
 */
export function NewProductDialog({
  onCreated,
  onClose,
}: {
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const categories = useProductCategories();
  // Her colours (docs/decisions/0225); the drawing takes the chosen one's shade.
  const colours = useColourChoices();
  const create = useCreateProduct();
  const form = useZodForm(productCreateSchema, {
    defaultValues: {
      name: '',
      category: categories[0]?.id ?? '',
      garment: 'tshirt',
      colour: colours[0]?.name ?? '',
      print: 'plain',
    } satisfies Partial<ProductCreate>,
  });
  const { errors, isSubmitting: busy, isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty && !create.isSuccess, onClose);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      notify({
        title: PRODUCT_TEXT.created,
        description: created.product.name,
        variant: 'success',
      });
      onCreated(created.id);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showServerErrors(form, error.fieldsFor(CREATE_FIELDS), CREATE_FIELDS);
      } else {
        notify({
          title: 'Erreur',
          description: error instanceof ApiError ? error.message : 'Une erreur est survenue',
          variant: 'destructive',
        });
      }
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} {...unsaved.dialogProps}>
      <DialogContent>
        {unsaved.question}
        <DialogHeader>
          <DialogTitle>Nouveau produit</DialogTitle>
          <DialogDescription>
            Créé en brouillon : la boutique ne le montre qu’une fois mis en ligne.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form
            id={`${id}-form`}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-busy={busy}
            className="space-y-4"
          >
            <FormField
              label={PRODUCT_FIELD_LABELS.name}
              maxLength={80}
              autoComplete="off"
              {...form.register('name')}
              error={errors.name?.message}
            />
            <Choice
              id={`${id}-category`}
              label={PRODUCT_FIELD_LABELS.category}
              options={Object.fromEntries(categories.map((c) => [c.id, c.name]))}
              {...form.register('category')}
              error={errors.category?.message}
            />
            <FormField
              label={PRODUCT_FIELD_LABELS.price}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('price', { setValueAs: typedAmount })}
              error={errors.price?.message}
            />
            <Choice
              id={`${id}-garment`}
              label="Vêtement"
              options={GARMENT_LABELS}
              {...form.register('garment')}
              error={errors.garment?.message}
            />
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">Couleur</legend>
              <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
                {colours.map((colour) => (
                  <label key={colour.name} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      value={colour.name}
                      {...form.register('colour')}
                      className="size-5 shrink-0 accent-lagoon"
                    />
                    <span
                      aria-hidden="true"
                      className="size-5 shrink-0 rounded-full border border-black/20"
                      style={{ backgroundColor: colour.hex }}
                    />
                    {colour.name}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-colour-error`} message={errors.colour?.message} />
            </fieldset>
            <Choice
              id={`${id}-print`}
              label="Motif"
              options={PRINT_LABELS}
              {...form.register('print')}
              error={errors.print?.message}
            />
          </form>
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
            {busy ? 'Création...' : 'Créer le brouillon'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
