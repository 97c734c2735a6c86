import type { ProductStats } from '@shared/api/admin.ts';
import { STATUS_LABELS } from '@shared/api/admin-products.ts';
import type { ProductStatus } from '@shared/catalogue/types.ts';
import { formatPrice } from '@shared/format/money.ts';
import { plural } from '@shared/format/plural.ts';
import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { Button, buttonVariants } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { useProductCategories } from '../api/categories';
import { PRODUCTS_CSV_URL, useProducts } from '../api/get-products';
import { useIsOwner } from '../dashboard/staff-role';
import { DownloadIcon, TabError, TabLoading } from '../dashboard/tab-states';
import { StockDialog } from './stock-dialog';
import { ProductEditorDialog } from './product-editor-dialog';
import { NewProductDialog } from './new-product-dialog';
import { SizesDialog } from './sizes-dialog';
import { ColoursDialog } from './colours-dialog';
import { EmptyDemoShop } from './empty-demo-shop';
import { BulkBar, SelectBox } from './bulk-bar';
import { MoveButtons, PRODUCT_ORDER_TOAST } from './move-buttons';
import { ProductDragList, ProductItem } from './product-drag';
import { notify } from '~/lib/toast';
import { ApiError } from '~/lib/api';
import { PRODUCT_TEXT } from '@shared/api/admin-products.ts';
import { useMoveProduct } from '../api/admin-product';
import { useWideScreen } from '../dashboard/use-wide-screen';

const count = new Intl.NumberFormat('fr-FR');

/** Units per size, the sold-out and low ones (at or under `threshold`) marked (colour and words). */
function StockSizes({ product, threshold }: { product: ProductStats; threshold: number }) {
  if (product.sizes.length === 0) return <span className="text-neutral-700">—</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`Stock de ${product.name}`}>
      {product.sizes.map(({ name, available }) => {
        const units = product.stock[name] ?? 0;
        const out = units === 0;
        const low = !out && units <= threshold;
        return (
          <li
            key={name}
            title={available ? undefined : 'Taille non vendue au catalogue'}
            className={clsx(
              'rounded border px-1.5 py-0.5 text-xs whitespace-nowrap',
              !available && 'border-neutral-300 text-neutral-600 line-through',
              available && out && 'border-red-300 bg-red-50 text-red-900',
              available && low && 'border-amber-300 bg-amber-50 text-amber-900',
              available && !out && !low && 'border-neutral-300 text-ink',
            )}
          >
            <span className="font-semibold">{name}</span> {units}
            {available && out && <span className="sr-only"> (épuisé)</span>}
            {!available && <span className="sr-only"> (non vendue)</span>}
          </li>
        );
      })}
    </ul>
  );
}

function EditStockButton({ product, onEdit }: { product: ProductStats; onEdit: () => void }) {
  if (!product.inCatalogue) return null;
  return (
    <button
      type="button"
      onClick={onEdit}
      aria-haspopup="dialog"
      aria-label={`Modifier le stock de ${product.name}`}
      className="inline-flex min-h-11 items-center rounded-md border border-lagoon px-3 text-sm font-semibold text-lagoon-dark hover:bg-sand"
    >
      Modifier le stock
    </button>
  );
}

function EditProductButton({ product, onEdit }: { product: ProductStats; onEdit: () => void }) {
  const owner = useIsOwner();
  if (!owner || !product.status) return null;
  return (
    <button
      type="button"
      onClick={onEdit}
      aria-haspopup="dialog"
      aria-label={`Modifier « ${product.name} »`}
      className="inline-flex min-h-11 items-center rounded-md border border-lagoon px-3 text-sm font-semibold text-lagoon-dark hover:bg-sand"
    >
      Modifier
    </button>
  );
}

const STATUS_BADGE: Record<ProductStatus, string> = {
  published: 'border-green-300 bg-green-50 text-green-900',
  draft: 'border-amber-300 bg-amber-50 text-amber-900',
  archived: 'border-neutral-300 bg-neutral-100 text-neutral-700',
};

/** Its status and price now (an id the catalogue no longer has shows neither). */
function StatusAndPrice({ product }: { product: ProductStats }) {
  if (!product.status) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
      <span
        className={clsx('rounded border px-1.5 py-0.5 font-semibold', STATUS_BADGE[product.status])}
      >
        {STATUS_LABELS[product.status]}
      </span>
      {product.price !== null && (
        <span className="font-semibold whitespace-nowrap">{formatPrice(product.price)}</span>
      )}
    </div>
  );
}

type StatusFilter = ProductStatus | '';
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'Tous' },
  { value: 'published', label: 'En ligne' },
  { value: 'draft', label: 'Brouillons' },
  { value: 'archived', label: 'Archivés' },
];

function Thumb({ product }: { product: ProductStats }) {
  return product.image ? (
    <img
      src={product.image}
      alt=""
      width={40}
      height={50}
      loading="lazy"
      decoding="async"
      className="h-12.5 w-10 shrink-0 rounded bg-sand object-cover"
    />
  ) : (
    <span aria-hidden="true" className="h-12.5 w-10 shrink-0 rounded bg-sand" />
  );
}

/** The storefront lists the categories in her order; an unknown id's row goes last. */
function categoryIndex(categories: readonly { id: string }[], p: ProductStats): number {
  const at = categories.findIndex((c) => c.id === p.category);
  return at < 0 ? categories.length : at;
}

/** Lower case without accents, so 'creme' finds 'Crème'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const th = 'px-3 py-2 text-left text-xs font-bold tracking-wider text-neutral-700 uppercase';
const td = 'px-3 py-2 align-middle';

/**
 * The 'Produits' tab, figures derived from the orders: sales by quantity sold, descending,
 * then the unsold catalogue; beside each product its stock per size, editable; the CSV export.
 */
export function ProductsTab() {
  const id = useId();
  const products = useProducts();
  const wide = useWideScreen();
  const [editing, setEditing] = useState<string>();
  // The product in the editor, or 'new' for 'Nouveau produit'.
  const [managing, setManaging] = useState<string>();
  const [sizesOpen, setSizesOpen] = useState(false);
  const [coloursOpen, setColoursOpen] = useState(false);
  const [status, setStatus] = useState<StatusFilter>('');
  // One category: its products in the storefront's order, with 'Monter' / 'Descendre'.
  const [category, setCategory] = useState('');
  const categories = useProductCategories();
  // The whole catalogue in the storefront's order (categories in turn), to drag or move.
  const [storeOrder, setStoreOrder] = useState(false);
  // A vendeur restocks; the catalogue itself (its order, its products) is the owner's.
  const owner = useIsOwner();
  const ordering = owner && (category !== '' || storeOrder);
  const move = useMoveProduct();
  // On a phone the catalogue is a long scroll: the name (or id) finds the product to restock.
  const [search, setSearch] = useState('');
  // 'Stock bas': sizes offered at or under the owner's threshold (Paramètres, ADR 0190).
  const [lowOnly, setLowOnly] = useState(false);
  const threshold = products.data?.lowStockThreshold;
  const lowSizes = (p: ProductStats) =>
    threshold === undefined
      ? 0
      : p.sizes.filter((s) => s.available && (p.stock[s.name] ?? 0) <= threshold).length;
  const wanted = folded(search.trim());
  // The server sorts by sales; a stable sort keeps that order should it ever differ. Within one
  // category, the storefront's order (its rank) instead.
  const all = [...(products.data?.products ?? [])].sort((a, b) =>
    ordering
      ? categoryIndex(categories, a) - categoryIndex(categories, b) || (a.rank ?? 0) - (b.rank ?? 0)
      : b.quantitySold - a.quantitySold,
  );
  const list = all.filter(
    (p) =>
      (!category || p.category === category) &&
      (!status || p.status === status) &&
      (!lowOnly || lowSizes(p) > 0) &&
      (!wanted || folded(p.name).includes(wanted) || p.productId.includes(wanted)),
  );
  const lastRank = (of: ProductStats) =>
    Math.max(0, ...all.filter((p) => p.category === of.category).map((p) => p.rank ?? 0));
  const moveButtons = (p: ProductStats) =>
    ordering ? <MoveButtons product={p} last={lastRank(p)} /> : null;
  const draggable = (p: ProductStats) => ordering && p.rank !== undefined;
  // A drop is one request and one toast, whatever the distance (the server moves it there).
  const drop = (moved: ProductStats, target: ProductStats) => {
    if (move.isPending) return;
    if (moved.category !== target.category || target.rank === undefined) {
      notify({
        id: PRODUCT_ORDER_TOAST,
        title: 'Déplacement impossible',
        description:
          'Un produit reste dans sa catégorie : posez-le parmi les produits de la même catégorie.',
        variant: 'destructive',
      });
      return;
    }
    move.mutate(
      { id: moved.productId, to: target.rank },
      {
        onSuccess: () =>
          notify({
            id: PRODUCT_ORDER_TOAST,
            title: PRODUCT_TEXT.moved,
            description: PRODUCT_TEXT.savedDetail,
          }),
        onError: (error) =>
          notify({
            id: PRODUCT_ORDER_TOAST,
            title: 'Erreur',
            description: error instanceof ApiError ? error.message : 'Une erreur est survenue',
            variant: 'destructive',
          }),
      },
    );
  };
  const edited = all.find((p) => p.productId === editing);
  // Products ticked for a bulk action; only those in the catalogue can be.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectable = list.filter((p) => p.status).map((p) => p.productId);
  const selectBox = (p: ProductStats) =>
    owner && p.status ? (
      <SelectBox
        name={p.name}
        checked={selected.has(p.productId)}
        onChange={(on) => {
          const next = new Set(selected);
          if (on) next.add(p.productId);
          else next.delete(p.productId);
          setSelected(next);
        }}
      />
    ) : null;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold" aria-live="polite">
          Total{' '}
          {products.data === undefined ? '…' : count.format(products.data.totals.productsSold)}{' '}
          {products.data === undefined
            ? 'produits vendus'
            : plural(products.data.totals.productsSold, 'produit vendu', 'produits vendus')}
        </p>
        {owner && (
          <>
            <a
              href={PRODUCTS_CSV_URL}
              download
              className={buttonVariants({ variant: 'outline', className: 'max-sm:w-full' })}
            >
              <DownloadIcon aria-hidden="true" className="size-4" />
              Exporter les statistiques
            </a>
            <EmptyDemoShop />
          </>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={(e) => e.preventDefault()} className="w-full sm:max-w-xs">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
            Rechercher un produit
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={80}
            placeholder="Nom du produit"
            autoComplete="off"
            enterKeyHint="search"
            className={fieldClass}
          />
        </form>
        <div className="w-full sm:w-56">
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
            Catégorie
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={fieldClass}
          >
            <option value="">Toutes les catégories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {owner && (
          <button
            type="button"
            aria-pressed={ordering}
            disabled={category !== ''}
            onClick={() => setStoreOrder(!storeOrder)}
            className={clsx(
              'min-h-11 rounded-full border px-3 text-sm font-semibold',
              ordering
                ? 'border-ink bg-ink text-white'
                : 'border-neutral-400 bg-white text-ink hover:bg-sand',
            )}
          >
            Ordre de la boutique
          </button>
        )}
        <div role="group" aria-label="Statut" className="flex flex-wrap gap-1.5">
          {STATUS_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={status === f.value}
              onClick={() => setStatus(f.value)}
              className={clsx(
                'min-h-11 rounded-full border px-3 text-sm font-semibold',
                status === f.value
                  ? 'border-ink bg-ink text-white'
                  : 'border-neutral-400 bg-white text-ink hover:bg-sand',
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
        {threshold !== undefined && (
          <button
            type="button"
            aria-pressed={lowOnly}
            onClick={() => setLowOnly(!lowOnly)}
            title={`Tailles à ${threshold} unités ou moins`}
            className={clsx(
              'min-h-11 rounded-full border px-3 text-sm font-semibold',
              lowOnly
                ? 'border-amber-900 bg-amber-900 text-white'
                : 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
            )}
          >
            Stock bas ({count.format(all.reduce((n, p) => n + lowSizes(p), 0))})
          </button>
        )}
        {owner && (
          <>
            <Button
              type="button"
              variant="outline"
              aria-haspopup="dialog"
              onClick={() => setSizesOpen(true)}
              className="max-sm:w-full sm:ml-auto"
            >
              Tailles
            </Button>
            <Button
              type="button"
              variant="outline"
              aria-haspopup="dialog"
              onClick={() => setColoursOpen(true)}
              className="max-sm:w-full"
            >
              Couleurs
            </Button>
            <Button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setManaging('new')}
              className="max-sm:w-full"
            >
              Nouveau produit
            </Button>
          </>
        )}
      </div>
      {products.isPending ? (
        <TabLoading>Chargement des produits...</TabLoading>
      ) : products.isError ? (
        <TabError message={products.error.message} onRetry={() => void products.refetch()} />
      ) : list.length === 0 ? (
        <p className="mt-5 rounded-lg border border-dashed border-black/20 p-8 text-center font-semibold">
          Aucun produit
          {wanted && (
            <span className="block text-sm font-normal text-neutral-700">
              pour « {search.trim()} »
            </span>
          )}
        </p>
      ) : (
        <>
          {owner && <BulkBar shown={selectable} selected={selected} onSelect={setSelected} />}
          <ProductDragList products={list} disabled={!ordering || move.isPending} onDrop={drop}>
            {!wide && (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {list.map((p) => (
                  <ProductItem
                    as="li"
                    key={p.productId}
                    product={p}
                    draggable={draggable(p)}
                    className="min-w-0 rounded-lg border border-black/10 bg-white p-4"
                  >
                    {(handle) => (
                      <>
                        <div className="flex gap-3">
                          {handle}
                          {selectBox(p)}
                          <Thumb product={p} />
                          <div className="min-w-0">
                            <p className="font-bold break-words">{p.name}</p>
                            <p className="text-xs text-neutral-700">{p.productId}</p>
                            <StatusAndPrice product={p} />
                          </div>
                        </div>
                        <dl className="mt-2 grid grid-cols-3 gap-2 border-t border-black/10 pt-2 text-sm">
                          <div>
                            <dt className="text-xs text-neutral-700">Quantité vendue</dt>
                            <dd className="font-semibold">{count.format(p.quantitySold)}</dd>
                          </div>
                          <div>
                            <dt className="text-xs text-neutral-700">Commandes</dt>
                            <dd className="font-semibold">{count.format(p.orderCount)}</dd>
                          </div>
                          <div>
                            <dt className="text-xs text-neutral-700">Chiffre d&apos;affaires</dt>
                            <dd className="font-semibold whitespace-nowrap">
                              {formatPrice(p.revenue)}
                            </dd>
                          </div>
                        </dl>
                        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-black/10 pt-2">
                          <StockSizes product={p} threshold={threshold ?? 0} />
                          <div className="flex flex-wrap gap-2">
                            <EditProductButton
                              product={p}
                              onEdit={() => setManaging(p.productId)}
                            />
                            <EditStockButton product={p} onEdit={() => setEditing(p.productId)} />
                          </div>
                        </div>
                        {ordering && (
                          <div className="mt-2 border-t border-black/10 pt-2">{moveButtons(p)}</div>
                        )}
                      </>
                    )}
                  </ProductItem>
                ))}
              </ul>
            )}
            {wide && (
              <div className="mt-4 overflow-x-auto rounded-lg border border-black/10 bg-white">
                <table className="w-full text-sm">
                  <caption className="sr-only">
                    Ventes par produit, par quantité vendue décroissante
                  </caption>
                  <thead className="border-b border-black/10 bg-sand">
                    <tr>
                      <th scope="col" className={th}>
                        Produit
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        Quantité vendue
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        Commandes
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        Chiffre d&apos;affaires
                      </th>
                      <th scope="col" className={th}>
                        Stock par taille
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-black/10">
                    {list.map((p) => (
                      <ProductItem
                        as="tr"
                        key={p.productId}
                        product={p}
                        draggable={draggable(p)}
                        className="bg-white"
                      >
                        {(handle) => (
                          <>
                            <th scope="row" className={`${td} text-left font-normal`}>
                              <div className="flex items-center gap-3">
                                {handle}
                                {selectBox(p)}
                                <Thumb product={p} />
                                <div className="min-w-0">
                                  <p className="font-semibold">{p.name}</p>
                                  <p className="text-xs text-neutral-700">{p.productId}</p>
                                  <StatusAndPrice product={p} />
                                </div>
                                <div className="ml-auto flex flex-wrap justify-end gap-2">
                                  {moveButtons(p)}
                                  <EditProductButton
                                    product={p}
                                    onEdit={() => setManaging(p.productId)}
                                  />
                                </div>
                              </div>
                            </th>
                            <td className={`${td} text-right font-semibold`}>
                              {count.format(p.quantitySold)}
                            </td>
                            <td className={`${td} text-right`}>{count.format(p.orderCount)}</td>
                            <td className={`${td} text-right whitespace-nowrap`}>
                              {formatPrice(p.revenue)}
                            </td>
                            <td className={td}>
                              <div className="flex items-center justify-between gap-3">
                                <StockSizes product={p} threshold={threshold ?? 0} />
                                <EditStockButton
                                  product={p}
                                  onEdit={() => setEditing(p.productId)}
                                />
                              </div>
                            </td>
                          </>
                        )}
                      </ProductItem>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </ProductDragList>
        </>
      )}
      {edited && (
        <StockDialog
          key={edited.productId}
          product={edited}
          open
          onOpenChange={(open) => !open && setEditing(undefined)}
        />
      )}
      {sizesOpen && <SizesDialog onClose={() => setSizesOpen(false)} />}
      {coloursOpen && <ColoursDialog onClose={() => setColoursOpen(false)} />}
      {managing === 'new' && (
        <NewProductDialog onCreated={setManaging} onClose={() => setManaging(undefined)} />
      )}
      {managing && managing !== 'new' && (
        <ProductEditorDialog
          key={managing}
          productId={managing}
          onOpenProduct={setManaging}
          onClose={() => setManaging(undefined)}
        />
      )}
    </div>
  );
}
