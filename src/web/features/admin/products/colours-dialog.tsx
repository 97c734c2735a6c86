import {
  COLOUR_FAMILIES,
  COLOUR_FAMILY_NAMES,
  type ColourFamily,
} from '@shared/catalogue/colours.ts';
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
import { useEditShopColours, useShopColours, type ColourEdit } from '../api/shop-colours';

const uses = (products: number) =>
  products === 0 ? 'aucun produit' : products === 1 ? '1 produit' : `${products} produits`;

const NEW_COLOUR = { name: '', hex: '#0e7c7b', family: 'vert' as ColourFamily };

/**
 * The shop's colours (docs/decisions/0225): she adds one (its name, its shade, the family shoppers
 * find it under), renames or removes one no product is made in, moves one up or down (the order of
 * the product form). Every refusal is the server's French message, shown above the list.
 */
export function ColoursDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const colours = useShopColours();
  const edit = useEditShopColours();
  const [error, setError] = useState<string>();
  const [adding, setAdding] = useState(NEW_COLOUR);
  const [renaming, setRenaming] = useState<{ from: string; to: string }>();

  const run = async (change: ColourEdit, done: string) => {
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
    if (await run({ action: 'add', ...adding }, 'Couleur ajoutée')) setAdding(NEW_COLOUR);
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (renaming && (await run({ action: 'rename', ...renaming }, 'Couleur renommée')))
      setRenaming(undefined);
  };
  const names = colours.data?.colours.map((c) => c.name) ?? [];
  const move = (index: number, by: -1 | 1) => {
    const order = [...names];
    const [colour] = order.splice(index, 1);
    order.splice(index + by, 0, colour!);
    void run({ action: 'order', colours: order }, 'Ordre des couleurs enregistré');
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Couleurs de la boutique</DialogTitle>
          <DialogDescription>
            Chaque couleur est rangée dans une famille, celle que les clientes filtrent et
            cherchent. Une couleur portée par un produit ne se renomme ni ne se retire.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {error && (
            <p role="alert" className="mb-3 rounded border border-danger p-2 text-sm text-danger">
              {error}
            </p>
          )}
          {colours.isPending ? (
            <p className="text-sm">Chargement des couleurs...</p>
          ) : colours.isError ? (
            <p role="alert" className="text-sm text-danger">
              {colours.error.message}
            </p>
          ) : (
            <ol aria-label="Couleurs, dans l’ordre" className="divide-y divide-black/10">
              {colours.data.colours.map((colour, index) => (
                <li key={colour.name} className="flex flex-wrap items-center gap-2 py-2">
                  <span
                    aria-hidden="true"
                    className="size-5 shrink-0 rounded-full border border-black/20"
                    style={{ backgroundColor: colour.hex }}
                  />
                  {renaming?.from === colour.name ? (
                    <form onSubmit={(e) => void rename(e)} className="flex flex-1 gap-2">
                      <label htmlFor={`${id}-rename`} className="sr-only">
                        Nouveau nom de la couleur {colour.name}
                      </label>
                      <input
                        id={`${id}-rename`}
                        value={renaming.to}
                        maxLength={30}
                        onChange={(e) => setRenaming({ from: colour.name, to: e.target.value })}
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
                      <span className="min-w-24 font-semibold">{colour.name}</span>
                      <span className="flex-1 text-xs text-neutral-700">
                        {COLOUR_FAMILIES[colour.family].label} · {uses(colour.products)}
                      </span>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Monter ${colour.name}`}
                        disabled={index === 0 || edit.isPending}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Descendre ${colour.name}`}
                        disabled={index === names.length - 1 || edit.isPending}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Renommer ${colour.name}`}
                        disabled={colour.products > 0}
                        onClick={() => setRenaming({ from: colour.name, to: colour.name })}
                      >
                        Renommer
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`Retirer ${colour.name}`}
                        disabled={colour.products > 0 || edit.isPending}
                        onClick={() =>
                          void run({ action: 'remove', name: colour.name }, 'Couleur retirée')
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
          <form
            onSubmit={(e) => void add(e)}
            aria-label="Nouvelle couleur"
            className="mt-4 grid grid-cols-[1fr_auto] gap-2"
          >
            <label htmlFor={`${id}-name`} className="col-span-2 text-sm font-semibold">
              Nom de la nouvelle couleur
            </label>
            <input
              id={`${id}-name`}
              value={adding.name}
              maxLength={30}
              placeholder="Fuchsia, Vert menthe…"
              onChange={(e) => setAdding({ ...adding, name: e.target.value })}
              className={fieldClass}
            />
            <div>
              <label htmlFor={`${id}-hex`} className="sr-only">
                Teinte
              </label>
              <input
                id={`${id}-hex`}
                type="color"
                value={adding.hex}
                onChange={(e) => setAdding({ ...adding, hex: e.target.value })}
                className="h-11 w-14 cursor-pointer rounded border border-black/20"
              />
            </div>
            <label htmlFor={`${id}-family`} className="col-span-2 text-sm font-semibold">
              Famille
            </label>
            <select
              id={`${id}-family`}
              value={adding.family}
              onChange={(e) => setAdding({ ...adding, family: e.target.value as ColourFamily })}
              className={fieldClass}
            >
              {COLOUR_FAMILY_NAMES.map((family) => (
                <option key={family} value={family}>
                  {COLOUR_FAMILIES[family].label}
                </option>
              ))}
            </select>
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
