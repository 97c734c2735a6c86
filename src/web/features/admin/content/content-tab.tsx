import type { AdminContent } from '@shared/api/admin-content.ts';
import {
  CONTENT_BLOCKS,
  CONTENT_FIELD_LABELS,
  CONTENT_LABELS,
  CONTENT_SCHEMAS,
  CONTENT_TEXT,
  type ContentBlock,
  type ContentLook,
} from '@shared/content/shop-content.ts';
import { isStaff, STAFF_ROLE_LABELS, type Role } from '@shared/domain/users.ts';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { useProductCategories } from '../api/categories';
import { useProducts } from '../api/get-products';
import { useSaveContentBlock, useShopContent } from '../api/shop-content';
import { ChangeHistory } from '../history/change-history';
import { CategoriesSection } from './categories-section';

type ListBlock = 'shops' | 'faq' | 'reviews';
type Item = Record<string, string | number | boolean>;

interface FieldDef {
  key: string;
  label: string;
  kind: 'text' | 'area' | 'tel' | 'url' | 'email' | 'check' | 'rating' | 'number';
  hint?: string;
}

const L = CONTENT_FIELD_LABELS;

/** The fields of one item of each list, in the order the owner fills them. */
const LIST_FIELDS: Record<ListBlock, FieldDef[]> = {
  shops: [
    { key: 'name', label: L.shops.name, kind: 'text' },
    { key: 'address', label: L.shops.address, kind: 'area' },
    { key: 'hours', label: L.shops.hours, kind: 'area', hint: 'Une ligne par jour ou période.' },
    { key: 'phone', label: L.shops.phone, kind: 'tel' },
    { key: 'email', label: L.shops.email, kind: 'email', hint: 'Facultatif.' },
    { key: 'mapUrl', label: L.shops.mapUrl, kind: 'url', hint: 'Facultatif : https://…' },
    { key: 'pickup', label: L.shops.pickup, kind: 'check' },
  ],
  faq: [
    { key: 'category', label: L.faq.category, kind: 'text' },
    { key: 'question', label: L.faq.question, kind: 'text' },
    { key: 'answer', label: L.faq.answer, kind: 'area' },
  ],
  reviews: [
    { key: 'author', label: L.reviews.author, kind: 'text' },
    { key: 'text', label: L.reviews.text, kind: 'area' },
    { key: 'rating', label: L.reviews.rating, kind: 'rating' },
  ],
};

const NEW_ITEM: Record<ListBlock, Item> = {
  shops: { name: '', address: '', hours: '', phone: '', email: '', mapUrl: '', pickup: false },
  faq: { category: '', question: '', answer: '' },
  reviews: { author: '', text: '', rating: 5 },
};

const ADD_LABEL: Record<ListBlock, string> = {
  shops: 'Ajouter une boutique',
  faq: 'Ajouter une question',
  reviews: 'Ajouter un avis',
};

const TEXT_HINT =
  'Une ligne vide commence un paragraphe ; « - » en début de ligne fait une liste, « ## » un titre. {numero_wave} et {seuil_livraison} affichent vos paramètres.';

/** The banner's words, in the order they show; its picture is chosen below them. */
const BANNER_FIELDS: FieldDef[] = [
  { key: 'eyebrow', label: L.home.eyebrow, kind: 'text', hint: 'Facultatif : au-dessus du titre.' },
  { key: 'title', label: L.home.title, kind: 'text' },
  { key: 'text', label: L.home.text, kind: 'area', hint: 'Facultatif.' },
  { key: 'button', label: L.home.button, kind: 'text', hint: 'Il mène aux nouveautés.' },
];

/** A new look: she names it and picks its category; no price and no picture until she gives one. */
const NEW_LOOK: ContentLook = { name: '', price: 0, category: '', picture: null };

const isList = (block: ContentBlock): block is ListBlock =>
  block === 'shops' || block === 'faq' || block === 'reviews';

/** The schema's French messages by path ('0.phone'), the first one per field. */
function messagesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * The admin's Contenu tab (docs/decisions/0205): the shops, FAQ, reviews and page texts, one block
 * at a time, phone-first (one column, big buttons to add, move and remove).
 */
export function ContentTab() {
  const content = useShopContent();
  const [block, setBlock] = useState<ContentBlock>('shops');
  if (content.isPending) return <p>Chargement du contenu…</p>;
  if (content.isError) return <p role="alert">Le contenu n’a pas pu être chargé.</p>;
  const state = content.data.blocks[block];
  return (
    <section aria-labelledby="contenu-titre" className="mx-auto max-w-2xl space-y-6">
      <h2 id="contenu-titre" className="text-lg font-bold">
        Contenu de la boutique
      </h2>
      <div role="group" aria-label="Bloc à modifier" className="grid grid-cols-3 gap-2">
        {CONTENT_BLOCKS.map((b) => (
          <Button
            key={b}
            type="button"
            variant={b === block ? 'dark' : 'outline'}
            aria-pressed={b === block}
            onClick={() => setBlock(b)}
          >
            {CONTENT_LABELS[b]}
          </Button>
        ))}
      </div>
      {state.sample ? (
        <p className="rounded bg-sand p-3 text-sm">
          Texte d’exemple : remplacez-le par le vôtre puis enregistrez.
        </p>
      ) : null}
      <BlockEditor key={`${block}-${state.version}`} block={block} state={state} />
      {/* Her categories: names, order, shown or hidden (docs/decisions/0222). */}
      <CategoriesSection />
      <section aria-labelledby="contenu-historique">
        <h3 id="contenu-historique" className="mb-1 text-sm font-bold tracking-[0.15em] uppercase">
          Historique des modifications
        </h3>
        <ChangeHistory
          entries={content.data.history.map((entry) => ({
            at: entry.at,
            subject: CONTENT_LABELS[entry.block],
            by: entry.actor && `${entry.actor.name} (${staffRoleLabel(entry.actor.role)})`,
            lines: entry.changes,
          }))}
        />
      </section>
    </section>
  );
}

/** 'Propriétaire', 'Vendeur'; someone no longer on the staff is said to be so. */
function staffRoleLabel(role: Role): string {
  return isStaff(role) ? STAFF_ROLE_LABELS[role] : 'ne fait plus partie de l’équipe';
}

function BlockEditor({
  block,
  state,
}: {
  block: ContentBlock;
  state: AdminContent['blocks'][ContentBlock];
}) {
  const id = useId();
  const save = useSaveContentBlock();
  const [draft, setDraft] = useState<unknown>(state.value);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSave() {
    const checked = CONTENT_SCHEMAS[block].safeParse(draft);
    if (!checked.success) {
      setErrors(messagesOf(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ block, value: checked.data, version: state.version });
      notify({
        title: CONTENT_TEXT.saved,
        description: CONTENT_TEXT.savedDetail,
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([path, message]) => [
              path.replace(/^value\.?/, '') || '_',
              message,
            ]),
          ),
        );
      }
      notify({
        title: 'Contenu non enregistré',
        description: error instanceof Error ? error.message : CONTENT_TEXT.stale,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="space-y-4">
      {block === 'home' ? (
        <BannerEditor banner={draft as Item} errors={errors} onChange={setDraft} idBase={id} />
      ) : isList(block) || block === 'looks' ? (
        <ListEditor
          block={block}
          items={draft as Item[]}
          errors={errors}
          onChange={setDraft}
          idBase={id}
        />
      ) : (
        <div>
          <label htmlFor={`${id}-text`} className="block text-sm font-medium">
            Texte de la page {CONTENT_LABELS[block]}
          </label>
          <textarea
            id={`${id}-text`}
            rows={14}
            className={clsx(fieldClass, 'h-auto')}
            value={draft as string}
            aria-describedby={clsx(errors._ && `${id}-text-error`, `${id}-text-hint`)}
            aria-invalid={errors._ ? true : undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          <p id={`${id}-text-hint`} className="mt-1 text-xs text-neutral-600">
            {TEXT_HINT}
          </p>
          {errors._ ? (
            <p id={`${id}-text-error`} className="mt-1 text-sm text-danger">
              {errors._}
            </p>
          ) : null}
        </div>
      )}
      <Button type="button" block disabled={save.isPending} onClick={() => void onSave()}>
        Enregistrer
      </Button>
    </div>
  );
}

function ListEditor({
  block,
  items,
  errors,
  onChange,
  idBase,
}: {
  block: ListBlock | 'looks';
  items: Item[];
  errors: Record<string, string>;
  onChange: (items: Item[]) => void;
  idBase: string;
}) {
  const update = (index: number, key: string, value: Item[string]) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  return (
    <div className="space-y-4">
      {items.length === 0 ? <p className="text-sm text-neutral-600">Aucun élément.</p> : null}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const named = item.name ?? item.question ?? item.author;
          const title = typeof named === 'string' && named ? named : `n° ${index + 1}`;
          return (
            <li key={index} className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
              <fieldset className="space-y-3">
                <legend className="font-semibold">
                  {index + 1}. {title}
                </legend>
                {block === 'looks' ? (
                  <LookFields
                    look={item as unknown as ContentLook}
                    errors={errors}
                    index={index}
                    idBase={`${idBase}-${index}`}
                    onChange={(look) =>
                      onChange(
                        items.map((old, i) => (i === index ? (look as unknown as Item) : old)),
                      )
                    }
                  />
                ) : (
                  LIST_FIELDS[block].map((field) => (
                    <ItemField
                      key={field.key}
                      id={`${idBase}-${index}-${field.key}`}
                      field={field}
                      value={item[field.key] ?? ''}
                      error={errors[`${index}.${field.key}`]}
                      onChange={(value) => update(index, field.key, value)}
                    />
                  ))
                )}
              </fieldset>
              <div className="grid grid-cols-3 gap-2">
                <Button
                  type="button"
                  variant="outline"
                  disabled={index === 0}
                  aria-label={`Monter ${title}`}
                  onClick={() => move(index, -1)}
                >
                  Monter
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={index === items.length - 1}
                  aria-label={`Descendre ${title}`}
                  onClick={() => move(index, 1)}
                >
                  Descendre
                </Button>
                <Button
                  type="button"
                  variant="dangerGhost"
                  aria-label={`Supprimer ${title}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  Supprimer
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors._ ? (
        <p role="alert" className="text-sm text-danger">
          {errors._}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        block
        onClick={() =>
          onChange([
            ...items,
            block === 'looks' ? ({ ...NEW_LOOK } as unknown as Item) : { ...NEW_ITEM[block] },
          ])
        }
      >
        {block === 'looks' ? 'Ajouter un look' : ADD_LABEL[block]}
      </Button>
    </div>
  );
}

/**
 * Her products on the shop now (published), by name: those a banner or a look may show; `gone`
 * says a chosen one is no longer among them (known once the list has come).
 */
function useProductsOnShop() {
  const products = useProducts();
  const shown = (products.data?.products ?? [])
    .filter((p) => p.inCatalogue && p.status === 'published')
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const gone = (id: string) => products.isSuccess && !shown.some((p) => p.productId === id);
  return { products, shown, gone };
}

/**
 * The home page's banner (docs/decisions/0233): her words, and the product whose main picture it
 * shows, among those on the shop now.
 */
function BannerEditor({
  banner,
  errors,
  onChange,
  idBase,
}: {
  banner: Item;
  errors: Record<string, string>;
  onChange: (banner: Item) => void;
  idBase: string;
}) {
  const { products, shown, gone: isGone } = useProductsOnShop();
  const picture = String(banner.picture ?? '');
  const pictureId = `${idBase}-picture`;
  const gone = picture !== '' && isGone(picture);
  return (
    <div className="space-y-3">
      {BANNER_FIELDS.map((field) => (
        <ItemField
          key={field.key}
          id={`${idBase}-${field.key}`}
          field={field}
          value={banner[field.key] ?? ''}
          error={errors[field.key]}
          onChange={(value) => onChange({ ...banner, [field.key]: value })}
        />
      ))}
      <div>
        <label htmlFor={pictureId} className="block text-sm font-medium">
          {L.home.picture}
        </label>
        <select
          id={pictureId}
          className={fieldClass}
          value={picture}
          // Until her products are listed, the current choice could not be shown.
          disabled={products.isPending}
          aria-invalid={errors.picture || gone ? true : undefined}
          aria-describedby={`${pictureId}-hint`}
          onChange={(e) => onChange({ ...banner, picture: e.target.value })}
        >
          <option value="">Aucune image</option>
          {shown.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.name}
            </option>
          ))}
          {gone ? <option value={picture}>Produit plus en ligne</option> : null}
        </select>
        <p id={`${pictureId}-hint`} className="mt-1 text-xs text-neutral-600">
          {errors.picture ??
            (gone
              ? 'Ce produit n’est plus en ligne : la bannière s’affiche sans image.'
              : 'La première photo du produit (ou son dessin s’il n’en a pas).')}
        </p>
      </div>
    </div>
  );
}

/** A look's picture in its select: '' for none, 'product:<id>' or 'drawing:<n>'. */
const pictureValue = (picture: ContentLook['picture']) =>
  picture === null
    ? ''
    : 'product' in picture
      ? `product:${picture.product}`
      : `drawing:${picture.drawing}`;

function pictureOf(value: string): ContentLook['picture'] {
  const [kind, rest = ''] = value.split(/:(.*)/);
  if (kind === 'product') return { product: rest };
  if (kind === 'drawing') return { drawing: Number(rest) };
  return null;
}

/**
 * One look (docs/decisions/0236): its name, its price (empty: none shown), the category it leads to
 * (hers, hidden ones included) and its picture, one of her products on the shop; a sample's drawing
 * is offered only to the look that has it, so that it stays when saved unchanged.
 */
function LookFields({
  look,
  errors,
  index,
  idBase,
  onChange,
}: {
  look: ContentLook;
  errors: Record<string, string>;
  index: number;
  idBase: string;
  onChange: (look: ContentLook) => void;
}) {
  const categories = useProductCategories();
  const { products, shown, gone: isGone } = useProductsOnShop();
  const picture = pictureValue(look.picture);
  const pictured = look.picture && 'product' in look.picture ? look.picture.product : null;
  const gone = pictured !== null && isGone(pictured);
  const unknownCategory = look.category !== '' && !categories.some((c) => c.id === look.category);
  const error = (key: string) =>
    errors[`${index}.${key}`] ??
    Object.entries(errors).find(([path]) => path.startsWith(`${index}.${key}.`))?.[1];
  const select = (key: 'category' | 'picture', label: string, hint: string) => {
    const id = `${idBase}-${key}`;
    const message = error(key);
    return {
      id,
      label: (
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
      ),
      props: {
        id,
        className: fieldClass,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': `${id}-hint`,
      },
      hint: (
        <p
          id={`${id}-hint`}
          className={clsx('mt-1 text-xs', message ? 'text-danger' : 'text-neutral-600')}
        >
          {message ?? hint}
        </p>
      ),
    };
  };
  const category = select(
    'category',
    L.looks.category,
    unknownCategory
      ? 'Cette catégorie n’existe plus : choisissez-en une autre.'
      : 'Le look mène à cette catégorie ; masquée, le look ne s’affiche pas.',
  );
  const image = select(
    'picture',
    L.looks.picture,
    gone
      ? 'Ce produit n’est plus en ligne : le look s’affiche sans image.'
      : 'La première photo du produit (ou son dessin s’il n’en a pas).',
  );
  return (
    <>
      <ItemField
        id={`${idBase}-name`}
        field={{ key: 'name', label: L.looks.name, kind: 'text' }}
        value={look.name}
        error={error('name')}
        onChange={(value) => onChange({ ...look, name: String(value) })}
      />
      <ItemField
        id={`${idBase}-price`}
        field={{
          key: 'price',
          label: `${L.looks.price} (FCFA)`,
          kind: 'number',
          hint: 'Facultatif : vide, aucun prix n’est affiché.',
        }}
        value={look.price === 0 ? '' : look.price}
        error={error('price')}
        onChange={(value) => {
          const typed = String(value).replace(/\s/g, '');
          // A price that is not a whole number stays as typed: the check says what is wrong.
          const price = typed === '' ? 0 : /^\d+$/.test(typed) ? Number(typed) : typed;
          onChange({ ...look, price: price as number });
        }}
      />
      <div>
        {category.label}
        <select
          {...category.props}
          value={look.category}
          onChange={(e) => onChange({ ...look, category: e.target.value })}
        >
          {look.category === '' ? <option value="">Choisir une catégorie</option> : null}
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.hidden ? `${c.name} (masquée)` : c.name}
            </option>
          ))}
          {unknownCategory ? <option value={look.category}>Catégorie supprimée</option> : null}
        </select>
        {category.hint}
      </div>
      <div>
        {image.label}
        <select
          {...image.props}
          value={picture}
          // Until her products are listed, the current choice could not be shown.
          disabled={products.isPending}
          onChange={(e) => onChange({ ...look, picture: pictureOf(e.target.value) })}
        >
          <option value="">Aucune image</option>
          {look.picture && 'drawing' in look.picture ? (
            <option value={picture}>Dessin d’exemple</option>
          ) : null}
          {shown.map((p) => (
            <option key={p.productId} value={`product:${p.productId}`}>
              {p.name}
            </option>
          ))}
          {gone ? <option value={picture}>Produit plus en ligne</option> : null}
        </select>
        {image.hint}
      </div>
    </>
  );
}

function ItemField({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: FieldDef;
  value: Item[string];
  error: string | undefined;
  onChange: (value: Item[string]) => void;
}) {
  const described = clsx(error && `${id}-error`, field.hint && `${id}-hint`) || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  let control;
  if (field.kind === 'check') {
    control = (
      <input
        {...common}
        type="checkbox"
        className="size-6"
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  } else if (field.kind === 'rating') {
    control = (
      <select
        {...common}
        className={fieldClass}
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'area') {
    control = (
      <textarea
        {...common}
        rows={3}
        className={clsx(fieldClass, 'h-auto')}
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={field.kind === 'text' || field.kind === 'number' ? 'text' : field.kind}
        inputMode={
          field.kind === 'text' ? undefined : field.kind === 'number' ? 'numeric' : field.kind
        }
        className={fieldClass}
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className={field.kind === 'check' ? 'flex flex-row-reverse justify-end gap-3' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium">
        {field.label}
      </label>
      {control}
      {field.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
