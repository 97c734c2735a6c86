import {
  CATEGORY_NAME_MAX,
  CATEGORY_TEXT,
  categoryCreateSchema,
  type AdminCategory,
} from '@shared/api/admin-categories.ts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { useAdminCategories, useChangeCategory, type CategoryChange } from '../api/categories';

/** The server's French message, or a plain one when no answer came. */
function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'La modification n’a pas pu être faite.';
}

/**
 * The owner's categories (docs/decisions/0222), phone-first: add one by its name, rename it (its
 * address stays), move it up or down in the menus, hide or show it, delete it once empty. Each
 * change is saved at once and shows on the shop within seconds.
 */
export function CategoriesSection() {
  const id = useId();
  const categories = useAdminCategories();
  const change = useChangeCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  async function run(request: CategoryChange, done: string): Promise<boolean> {
    setError(undefined);
    try {
      await change.mutateAsync(request);
      notify({ title: done, variant: 'success' });
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    }
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const checked = categoryCreateSchema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    if (await run({ action: 'create', name: checked.data.name }, 'Catégorie ajoutée')) setName('');
  }

  const list = categories.data?.categories ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Catégories
      </h2>
      <p className="text-sm text-neutral-700">
        L’ordre est celui du menu et de l’accueil ; les quatre premières sont dans l’en-tête.
      </p>
      {categories.isPending ? <p>Chargement des catégories…</p> : null}
      {categories.isError ? <p role="alert">Les catégories n’ont pas pu être chargées.</p> : null}
      {error ? (
        <p role="alert" className="rounded bg-danger/10 p-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ol className="space-y-3">
        {list.map((category, index) => (
          <CategoryRow
            key={`${category.id}-${category.name}`}
            category={category}
            first={index === 0}
            last={index === list.length - 1}
            busy={change.isPending}
            run={run}
          />
        ))}
      </ol>
      <form onSubmit={onAdd} className="space-y-2" noValidate>
        <label htmlFor={`${id}-new`} className="block text-sm font-semibold">
          Nouvelle catégorie
        </label>
        <input
          id={`${id}-new`}
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          className={fieldClass}
        />
        <Button type="submit" block disabled={change.isPending}>
          Ajouter la catégorie
        </Button>
      </form>
    </section>
  );
}

function CategoryRow({
  category,
  first,
  last,
  busy,
  run,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  run: (request: CategoryChange, done: string) => Promise<boolean>;
}) {
  const id = useId();
  const [name, setName] = useState(category.name);
  const { id: slug } = category;
  const count = category.productCount;
  // Why 'Supprimer' cannot be used, said before she taps it (the server refuses the same, and
  // still has the last word: a product may be placed in it meanwhile).
  const kept =
    category.kind === 'looks'
      ? CATEGORY_TEXT.looks
      : count > 0
        ? CATEGORY_TEXT.notEmpty(count)
        : undefined;
  return (
    <li className="space-y-2 rounded border border-black/10 p-3">
      <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
        Nom de « {category.name} »
      </label>
      <p className="text-xs text-neutral-600">
        /collections/{slug} · {count} produit{count > 1 ? 's' : ''}
        {category.hidden ? ' · masquée' : ''}
      </p>
      <div className="flex gap-2">
        <input
          id={`${id}-name`}
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          className={fieldClass}
        />
        <Button
          type="button"
          variant="outline"
          disabled={busy || name.trim() === category.name}
          onClick={() => void run({ action: 'update', id: slug, name }, 'Catégorie renommée')}
        >
          Renommer
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Button
          type="button"
          variant="outline"
          disabled={busy || first}
          aria-label={`Monter ${category.name}`}
          onClick={() =>
            void run({ action: 'move', id: slug, direction: 'up' }, 'Ordre enregistré')
          }
        >
          Monter
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy || last}
          aria-label={`Descendre ${category.name}`}
          onClick={() =>
            void run({ action: 'move', id: slug, direction: 'down' }, 'Ordre enregistré')
          }
        >
          Descendre
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          aria-label={`${category.hidden ? 'Afficher' : 'Masquer'} ${category.name}`}
          onClick={() =>
            void run(
              { action: 'update', id: slug, hidden: !category.hidden },
              category.hidden ? 'Catégorie affichée' : 'Catégorie masquée',
            )
          }
        >
          {category.hidden ? 'Afficher' : 'Masquer'}
        </Button>
        <Button
          type="button"
          variant="dangerGhost"
          disabled={busy || kept !== undefined}
          aria-label={`Supprimer ${category.name}`}
          aria-describedby={kept ? `${id}-kept` : undefined}
          onClick={() => void run({ action: 'delete', id: slug }, 'Catégorie supprimée')}
        >
          Supprimer
        </Button>
      </div>
      {kept ? (
        <p id={`${id}-kept`} className="text-xs text-neutral-600">
          {kept}
        </p>
      ) : null}
    </li>
  );
}
