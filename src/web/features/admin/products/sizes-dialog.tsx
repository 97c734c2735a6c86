import { useId, useState, type FormEvent } from 'react';
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
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { useEditShopSizes, useShopSizes, type SizeEdit } from '../api/shop-sizes';

function uses(products: number, orders: number): string {
  const p =
    products === 0 ? 'aucun produit' : products === 1 ? '1 produit' : `${products} produits`;
  return orders === 0 ? p : `${p} · ${orders === 1 ? '1 commande' : `${orders} commandes`}`;
}

/**
 * The shop's sizes (docs/decisions/0224): she adds one ('XXL', 'Taille unique', '38'), renames one
 * no order names, moves one up or down (the order shoppers see), removes one no product offers.
 * What cannot be done is disabled, with the count beside it that says why; the server's French
 * refusal (shown above the list) still covers a change made meanwhile elsewhere.
 */
export function SizesDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const sizes = useShopSizes();
  const edit = useEditShopSizes();
  const [error, setError] = useState<string>();
  const [adding, setAdding] = useState('');
  const [renaming, setRenaming] = useState<{ from: string; to: string }>();

  const run = async (change: SizeEdit, done: string) => {
    setError(undefined);
    try {
      await edit.mutateAsync(change);
      notify({ title: done, variant: 'success' });
      return true;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Une erreur est survenue');
      return false;
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run({ action: 'add', name: adding }, 'Taille ajoutée')) setAdding('');
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (renaming && (await run({ action: 'rename', ...renaming }, 'Taille renommée')))
      setRenaming(undefined);
  };
  const names = sizes.data?.sizes.map((s) => s.name) ?? [];
  const move = (index: number, by: -1 | 1) => {
    const order = [...names];
    const [size] = order.splice(index, 1);
    order.splice(index + by, 0, size!);
    void run({ action: 'order', sizes: order }, 'Ordre des tailles enregistré');
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Tailles de la boutique</DialogTitle>
          <DialogDescription>
            Dans l’ordre où les clientes les voient. Une taille retirée ne doit plus être proposée
            par aucun produit.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {error && (
            <p role="alert" className="mb-3 rounded border border-danger p-2 text-sm text-danger">
              {error}
            </p>
          )}
          {sizes.isPending ? (
            <p className="text-sm">Chargement des tailles...</p>
          ) : sizes.isError ? (
            <p role="alert" className="text-sm text-danger">
              {sizes.error.message}
            </p>
          ) : (
            <ol aria-label="Tailles, dans l’ordre" className="divide-y divide-black/10">
              {sizes.data.sizes.map((size, index) => (
                <li key={size.name} className="flex flex-wrap items-center gap-2 py-2">
                  {renaming?.from === size.name ? (
                    <form onSubmit={(e) => void rename(e)} className="flex flex-1 gap-2">
                      <label htmlFor={`${id}-rename`} className="sr-only">
                        Nouveau nom de la taille {size.name}
                      </label>
                      <input
                        id={`${id}-rename`}
                        value={renaming.to}
                        onChange={(e) => setRenaming({ from: size.name, to: e.target.value })}
                        className={fieldClass}
                      />
                      <Button type="submit" disabled={edit.isPending}>
                        Enregistrer
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        onClick={() => setRenaming(undefined)}
                      >
                        Annuler
                      </Button>
                    </form>
                  ) : (
                    <>
                      <span className="min-w-16 font-semibold">{size.name}</span>
                      <span id={`${id}-uses-${index}`} className="flex-1 text-xs text-neutral-700">
                        {uses(size.products, size.orders)}
                      </span>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Monter ${size.name}`}
                        disabled={index === 0 || edit.isPending}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Descendre ${size.name}`}
                        disabled={index === names.length - 1 || edit.isPending}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Renommer ${size.name}`}
                        // An order names it: its name stays what the order says (the server
                        // refuses too). The count beside it says why.
                        disabled={size.orders > 0}
                        aria-describedby={size.orders > 0 ? `${id}-uses-${index}` : undefined}
                        onClick={() => setRenaming({ from: size.name, to: size.name })}
                      >
                        Renommer
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Retirer ${size.name}`}
                        // A product offers it: taken out of the products first (refused too).
                        disabled={size.products > 0 || edit.isPending}
                        aria-describedby={size.products > 0 ? `${id}-uses-${index}` : undefined}
                        onClick={() =>
                          void run({ action: 'remove', name: size.name }, 'Taille retirée')
                        }
                      >
                        Retirer
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ol>
          )}
          <form onSubmit={(e) => void add(e)} className="mt-4 flex gap-2">
            <label htmlFor={`${id}-add`} className="sr-only">
              Nouvelle taille
            </label>
            <input
              id={`${id}-add`}
              value={adding}
              placeholder="XXL, Taille unique, 38, 4 ans…"
              onChange={(e) => setAdding(e.target.value)}
              className={fieldClass}
            />
            <Button type="submit" disabled={edit.isPending}>
              Ajouter
            </Button>
          </form>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Fermer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
