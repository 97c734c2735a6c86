import { QUANTITY_MAX } from '@shared/domain/cart.ts';
import type { DeliveryRates } from '@shared/domain/delivery.ts';
import { formatPrice } from '@shared/format/money.ts';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { icon, PlusIcon as Plus, ShoppingBagIcon as ShoppingBag } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/link-button';
import { notify } from '~/lib/toast';
import {
  clearCart,
  getCartItems,
  removeCartItem,
  restoreCart,
  setCartItemQuantity,
} from '~/lib/cart/cart-store';
import {
  NOT_IN_CATALOGUE,
  pricedSubtotal,
  SIZE_WITHDRAWN,
  usePricedCartItems,
  type PricedCartItem,
} from '~/lib/prices/catalogue-prices';
import { useLiveStock } from '~/lib/cart/live-stock';
import {
  canAddOneMore,
  lineIssue,
  lineStockHint,
  type CartLineIssues,
} from '~/lib/stock/line-stock';

const NO_ISSUES: CartLineIssues = {};

// Lucide's icons (ISC) drawn with the shared helper: /cart then loads no lucide-react runtime.
const Minus = icon(['M5 12h14']);
const Trash2 = icon([
  'M10 11v6',
  'M14 11v6',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
]);
const AlertTriangle = icon([
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3',
  'M12 9v4',
  'M12 17h.01',
]);

function CartLine({ item, issue }: { item: PricedCartItem; issue: string | undefined }) {
  const issueId = `probleme-${item.id}`;
  const hintId = `stock-${item.id}`;
  const hint = issue ? undefined : lineStockHint(item);
  return (
    <li className="flex gap-4 py-5" aria-describedby={issue ? issueId : undefined}>
      <Link to={`/product/${item.productId}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={item.image}
          alt=""
          width={96}
          height={120}
          loading="lazy"
          decoding="async"
          className="h-30 w-24 rounded-md bg-sand object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold">
            <Link to={`/product/${item.productId}`} className="hover:underline">
              {item.name}
            </Link>
          </h2>
          <button
            type="button"
            aria-label={`Retirer ${item.name} (taille ${item.size}) du panier`}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-sand hover:text-danger"
            onClick={() => {
              removeCartItem(item.id);
              notify({
                title: 'Produit retiré',
                description: `${item.name} a été retiré de votre panier.`,
              });
            }}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="text-sm text-neutral-600">Taille : {item.size}</p>
        {item.price !== undefined && <p className="text-sm">{formatPrice(item.price)}</p>}
        {issue && (
          <p
            id={issueId}
            className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-danger"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {issue}.{' '}
              <Link
                to={`/product/${item.productId}`}
                className="font-normal text-ink underline underline-offset-2"
              >
                Choisir une autre taille
              </Link>
            </span>
          </p>
        )}
        {hint && (
          <p id={hintId} className="mt-1 text-sm font-semibold text-orange-dark">
            {hint}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <div
            className="inline-flex items-center rounded-md border border-black/20"
            role="group"
            aria-label={`Quantité de ${item.name}`}
          >
            <button
              type="button"
              aria-label="Diminuer la quantité"
              disabled={item.quantity <= 1}
              onClick={() => setCartItemQuantity(item.id, item.quantity - 1)}
              className="inline-flex size-11 items-center justify-center disabled:opacity-40"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output aria-live="polite" className="w-8 text-center font-semibold">
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label="Augmenter la quantité"
              disabled={!canAddOneMore(item, QUANTITY_MAX)}
              aria-describedby={hint ? hintId : undefined}
              onClick={() => setCartItemQuantity(item.id, item.quantity + 1)}
              className="inline-flex size-11 items-center justify-center disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          {item.price !== undefined && (
            <p className="font-semibold">{formatPrice(item.price * item.quantity)}</p>
          )}
        </div>
      </div>
    </li>
  );
}

/** Abidjan's fee and what is left to spend for free delivery (the shop's saved rates). */
function DeliveryNote({ delivery, subtotal }: { delivery: DeliveryRates; subtotal: number }) {
  const missing = delivery.freeFrom - subtotal;
  return (
    <p className="mt-4 border-t border-black/10 pt-4 text-sm text-neutral-700">
      Livraison à Abidjan : {formatPrice(delivery.fees.abidjan)}, offerte en Côte d'Ivoire dès{' '}
      {formatPrice(delivery.freeFrom)} d'achat.{' '}
      <span className="font-semibold text-ink">
        {missing > 0
          ? `Plus que ${formatPrice(missing)} pour la livraison offerte.`
          : 'Votre livraison en Côte d’Ivoire est offerte.'}
      </span>
    </p>
  );
}

/**
 * The cart page's content. `onCheckout` opens the checkout (the route owns it); `issues` are the
 * lines the server refused at the last checkout. Lines are also checked against the live stock:
 * a size sold out since it was added, or fewer units left than asked, is flagged on its line and
 * blocks checkout until the shopper changes or removes it.
 */
export function CartView({
  onCheckout,
  issues = NO_ISSUES,
  delivery,
}: {
  onCheckout?: () => void;
  issues?: CartLineIssues;
  /** The delivery fees and free-delivery threshold the shop has saved (the route's loader). */
  delivery?: DeliveryRates;
}) {
  // Prices from the catalogue, never the ones the browser stored (see catalogue-prices.tsx).
  const items = usePricedCartItems();
  // The cart decides whether checkout may open: ask the server, not the browser's 5 s cache.
  useLiveStock(true);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <ShoppingBag aria-hidden="true" className="size-12 text-neutral-400" />
        <p className="mt-4 text-lg">Votre panier est vide.</p>
        <p className="mt-1 text-neutral-600">
          Découvrez nos nouveautés et ajoutez vos pièces préférées.
        </p>
        <LinkButton to="/" size="lg" className="mt-8 w-full sm:w-auto">
          Continuer mes achats
        </LinkButton>
      </div>
    );
  }
  const subtotal = pricedSubtotal(items);
  const lineIssues = items.map((item) =>
    item.price === undefined
      ? NOT_IN_CATALOGUE
      : item.sizeWithdrawn
        ? SIZE_WITHDRAWN
        : lineIssue(item, issues),
  );
  const blocked = lineIssues.some(Boolean);
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:grid-rows-[auto_1fr] lg:gap-y-4">
      <div className="lg:row-span-2">
        <ul className="divide-y divide-black/10 border-y border-black/10">
          {items.map((item, index) => (
            <CartLine key={item.id} item={item} issue={lineIssues[index]} />
          ))}
        </ul>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <LinkButton to="/" variant="link">
            Continuer mes achats
          </LinkButton>
          <Button
            variant="dangerGhost"
            onClick={() => {
              // An undo rather than a question: one tap to empty, one to take it back.
              const removed = getCartItems();
              clearCart();
              notify({
                title: 'Panier vidé',
                description: 'Tous les articles ont été retirés.',
                duration: 8_000,
                action: { label: 'Annuler', onClick: () => restoreCart(removed) },
              });
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Vider le panier
          </Button>
        </div>
      </div>
      <aside aria-labelledby="resume" className="h-fit rounded-lg bg-sand p-6">
        <h2 id="resume" className="display-title text-base">
          Récapitulatif
        </h2>
        <dl className="mt-5 space-y-3 text-sm">
          <div className="flex justify-between">
            <dt>Sous-total</dt>
            <dd className="font-semibold">{formatPrice(subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Livraison</dt>
            <dd className="text-right text-neutral-700">Calculée à l'étape suivante</dd>
          </div>
        </dl>
        {delivery && <DeliveryNote delivery={delivery} subtotal={subtotal} />}
        {blocked && (
          <p id="panier-bloque" className="mt-5 text-sm font-semibold text-danger">
            Certains articles ne sont plus disponibles dans la taille ou la quantité choisie :
            modifiez-les ou retirez-les pour passer commande.
          </p>
        )}
      </aside>
      {/* On a phone the button stays at the bottom of the screen while the lines scroll by;
          beside the list under the summary on a large screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 -mt-10 border-t border-black/10 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:static lg:col-start-2 lg:mx-0 lg:mt-0 lg:border-0 lg:bg-transparent lg:p-0">
        <Button
          size="lg"
          block
          disabled={blocked || !onCheckout}
          aria-describedby={blocked ? 'panier-bloque' : undefined}
          onClick={onCheckout}
        >
          PASSER À LA CAISSE
        </Button>
      </div>
    </div>
  );
}
