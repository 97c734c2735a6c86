import type { ProductStats } from '@shared/api/admin.ts';
import { CART_MAX_LINES } from '@shared/domain/cart.ts';
import { DELIVERY_ZONES, PICKUP_ZONE, type OrderZoneId } from '@shared/domain/delivery.ts';
import { ORDER_LINE_UNITS_MAX } from '@shared/domain/orders.ts';
import type { SizeName } from '@shared/catalogue/types.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { useProducts } from '../api/get-products';
import { usePickupShops } from '../api/shop-content';
import { useTakeOrder } from '../api/take-order';

export type Line = { productId: string; size: SizeName; quantity: number };

/** Products the shop sells now whose name holds every typed word (accents and case ignored). */
export function matchingProducts(products: readonly ProductStats[], typed: string) {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return products
    .filter((p) => p.inCatalogue && p.status === 'published')
    .filter((p) => words.every((w) => fold(p.name).includes(w)))
    .slice(0, 6);
}

/**
 * The lines of an order being written or changed: products found by name, a size (with its stock)
 * and a quantity each. The prices shown are only a guide: the server prices the order.
 */
export function OrderLinesEditor({
  lines,
  onChange,
  fields,
}: {
  lines: Line[];
  onChange: (lines: Line[]) => void;
  fields: Readonly<Record<string, string>>;
}) {
  const id = useId();
  const products = useProducts();
  const [search, setSearch] = useState('');
  const all = products.data?.products ?? [];
  const byId = new Map(all.map((p) => [p.productId, p]));
  const found = matchingProducts(all, search);
  const subtotal = lines.reduce((n, l) => n + (byId.get(l.productId)?.price ?? 0) * l.quantity, 0);
  const setLines = onChange;
  const add = (product: ProductStats) => {
    const size =
      product.sizes.find((s) => (product.stock[s.name] ?? 0) > 0)?.name ?? product.sizes[0]?.name;
    if (!size || lines.length >= CART_MAX_LINES) return;
    setLines([...lines, { productId: product.productId, size, quantity: 1 }]);
    setSearch('');
  };
  const change = (index: number, patch: Partial<Line>) =>
    setLines(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  return (
    <>
      <label htmlFor={`${id}-search`} className="mt-4 mb-1 block text-sm font-semibold">
        Ajouter un produit
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Nom du produit"
        autoComplete="off"
        className={fieldClass}
      />
      {found.length > 0 && (
        <ul aria-label="Produits trouvés" className="mt-2 grid gap-1">
          {found.map((p) => (
            <li key={p.productId}>
              <button
                type="button"
                onClick={() => add(p)}
                className="flex min-h-11 w-full items-center justify-between gap-2 rounded border border-black/15 px-3 text-left text-sm hover:bg-sand"
              >
                <span className="font-semibold">{p.name}</span>
                {p.price !== null && <span>{formatPrice(p.price)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}

      {lines.length > 0 && (
        <ul aria-label="Articles de la commande" className="mt-4 grid gap-3">
          {lines.map((line, index) => {
            const product = byId.get(line.productId);
            const name = product?.name ?? line.productId;
            const problem = fields[`items.${index}`] ?? fields[`items.${index}.size`];
            return (
              <li key={index} className="rounded border border-black/10 p-3">
                <p className="font-semibold">{name}</p>
                <div className="mt-2 grid grid-cols-[1fr_5rem] items-end gap-2">
                  <label className="text-sm">
                    <span className="mb-1 block font-semibold">Taille</span>
                    <select
                      aria-label={`Taille de ${name}`}
                      value={line.size}
                      onChange={(e) => change(index, { size: e.target.value as SizeName })}
                      className={fieldClass}
                    >
                      {product?.sizes.map((s) => (
                        <option key={s.name} value={s.name}>
                          {s.name} ({product.stock[s.name] ?? 0} en stock)
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="text-sm">
                    <span className="mb-1 block font-semibold">Qté</span>
                    <input
                      aria-label={`Quantité de ${name}`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={ORDER_LINE_UNITS_MAX}
                      value={line.quantity}
                      onChange={(e) => change(index, { quantity: Number(e.target.value) || 1 })}
                      className={fieldClass}
                    />
                  </label>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  aria-label={`Retirer ${name}`}
                  onClick={() => setLines(lines.filter((_, i) => i !== index))}
                  className="mt-2 max-sm:w-full"
                >
                  Retirer
                </Button>
                {problem && (
                  <p role="alert" className="mt-1 text-sm text-danger">
                    {problem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 && (
        <p className="mt-2 text-sm text-neutral-700">
          Sous-total indicatif : {formatPrice(subtotal)} (le serveur calcule le total et la
          livraison)
        </p>
      )}
    </>
  );
}

/**
 * 'Nouvelle commande' (ADR 0198): an order the owner takes for a customer who wrote on WhatsApp or
 * called. Made for her phone: one column, large targets. The server prices it and takes the stock;
 * the prices shown here are only a guide.
 */
export function NewOrderForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [lines, setLines] = useState<Line[]>([]);
  const [zone, setZone] = useState<OrderZoneId>('abidjan');
  const [pickupShop, setPickupShop] = useState('');
  const [customer, setCustomer] = useState({ fullName: '', phone: '', address: '' });
  const take = useTakeOrder(onClose);
  const fields = take.error instanceof ApiError ? take.error.fields : {};
  // Pick-up while a shop allows it, as at the checkout (ADR 0206); the server checks it again.
  const shops = usePickupShops().data?.shops ?? [];
  const zones = shops.length > 0 ? [...DELIVERY_ZONES, PICKUP_ZONE] : DELIVERY_ZONES;
  const pickup = zone === 'pickup';

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-lg border border-black/15 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        // A pick-up order asks no address (docs/decisions/0221).
        const { address, ...contact } = customer;
        take.mutate({
          items: lines,
          customer: pickup ? contact : { ...contact, address },
          delivery: pickup && pickupShop ? { zone, pickupShop } : { zone },
        });
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Nouvelle commande
      </h2>
      <p className="text-sm text-neutral-700">
        Pour un client qui a commandé sur WhatsApp ou par téléphone : il reçoit le SMS avec la
        référence et le paiement.
      </p>

      <OrderLinesEditor lines={lines} onChange={setLines} fields={fields} />

      <label htmlFor={`${id}-zone`} className="mt-4 mb-1 block text-sm font-semibold">
        Zone de livraison
      </label>
      <select
        id={`${id}-zone`}
        value={zone}
        onChange={(e) => setZone(e.target.value as OrderZoneId)}
        className={fieldClass}
      >
        {zones.map((z) => (
          <option key={z.id} value={z.id}>
            {z.name}
          </option>
        ))}
      </select>
      {pickup && (
        <>
          <label htmlFor={`${id}-pickupShop`} className="mt-3 mb-1 block text-sm font-semibold">
            Boutique de retrait
          </label>
          <select
            id={`${id}-pickupShop`}
            value={pickupShop}
            onChange={(e) => setPickupShop(e.target.value)}
            className={fieldClass}
          >
            {shops.length > 1 && <option value="">Choisissez une boutique</option>}
            {shops.map((shop) => (
              <option key={shop.name} value={shop.name}>
                {shop.name}
              </option>
            ))}
          </select>
        </>
      )}
      <div className="mt-3 grid gap-3">
        <FormField
          label="Nom du client"
          value={customer.fullName}
          autoComplete="off"
          onChange={(e) => setCustomer({ ...customer, fullName: e.target.value })}
          error={fields['customer.fullName']}
        />
        <FormField
          label="Téléphone du client"
          type="tel"
          inputMode="tel"
          value={customer.phone}
          autoComplete="off"
          onChange={(e) => setCustomer({ ...customer, phone: e.target.value })}
          error={fields['customer.phone']}
        />
        {!pickup && (
          <FormField
            label="Adresse de livraison"
            value={customer.address}
            autoComplete="off"
            onChange={(e) => setCustomer({ ...customer, address: e.target.value })}
            error={fields['customer.address']}
          />
        )}
      </div>
      {take.error && (
        <p role="alert" className="mt-3 rounded bg-red-50 p-2 text-sm text-danger">
          {take.error.message}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={lines.length === 0 || take.isPending}>
          {take.isPending ? 'Enregistrement…' : 'Enregistrer la commande'}
        </Button>
      </div>
    </form>
  );
}
