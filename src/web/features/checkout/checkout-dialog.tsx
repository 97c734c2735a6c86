import type { CreatedOrder } from '@shared/api/orders.ts';
import type { SizeName } from '@shared/catalogue/types.ts';
import {
  DELIVERY_ZONES,
  PICKUP_ZONE,
  deliveryFee,
  getDeliveryZone,
  missingForFreeDelivery,
  orderTotal,
  type DeliveryRates,
} from '@shared/domain/delivery.ts';
import { fitsInOneOrder, ORDER_LIMIT_MESSAGES } from '@shared/domain/orders.ts';
import { formatPrice } from '@shared/format/money.ts';
import { MISSING_NAME_OR_PHONE, ORDER_FAILURE_MESSAGE } from '@shared/schemas/order.ts';
import { PROMO_PERCENT } from '@shared/schemas/promo.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
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
import { FieldError } from '~/components/ui/field-error';
import { fieldClass } from '~/components/ui/field-class';
import { ApiError, NETWORK_ERROR_MESSAGE } from '~/lib/api';
import { clearCart } from '~/lib/cart/cart-store';
import {
  NOT_IN_CATALOGUE,
  pricedSubtotal,
  usePricedCartItems,
  type PricedCartItem,
} from '~/lib/prices/catalogue-prices';
import { refreshLiveStock } from '~/lib/cart/live-stock';
import type { CartLineIssues } from '~/lib/stock/line-stock';
import { notify } from '~/lib/toast';
import { openAccountModal } from '~/lib/account-hint';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import {
  CHECKOUT_FIELDS,
  checkoutErrorsFromServer,
  checkoutFormSchema,
  emptyCheckoutValues,
  isNameOrPhoneMissing,
  lineErrorsFromServer,
  orderPartsOf,
  type CheckoutDefaults,
  type CheckoutField,
  type CheckoutOutput,
} from './checkout-form';
import { GEOLOCATION_ERROR_TITLE, GeolocationFailure, locateAddress } from './locate-address';
import { LoaderIcon, LocateIcon } from './icons';
import { placeOrder } from './place-order';
import { usePromoCheck } from './use-promo-check';

const labelClass = 'mb-1 block text-sm font-semibold';
const NO_DEFAULTS: CheckoutDefaults = {};

function feeLabel(fee: number): string {
  return fee === 0 ? 'offerte' : formatPrice(fee);
}

function SummaryLine({ item, issue }: { item: PricedCartItem; issue: string | undefined }) {
  return (
    <li className="flex gap-3 py-3">
      <img
        src={item.image}
        alt=""
        width={48}
        height={60}
        loading="lazy"
        decoding="async"
        className="h-15 w-12 shrink-0 rounded bg-sand object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{item.name}</p>
        <p className="text-neutral-700">
          Taille {item.size} · {item.quantity} ×{' '}
          {item.price === undefined ? NOT_IN_CATALOGUE : formatPrice(item.price)}
        </p>
        {issue && <p className="mt-1 font-semibold text-danger">{issue}</p>}
      </div>
      <p className="shrink-0 text-sm font-semibold">
        {item.price !== undefined && formatPrice(item.price * item.quantity)}
      </p>
    </li>
  );
}

/**
 * 'Finaliser votre commande': contact, address (typed or 'Me localiser'), delivery
 * zone and notes, validated with the order API's own schemas on submit, then on every change. On
 * success the cart is emptied at once (a reload cannot order it twice) and `onPlaced` gets the
 * server's order. Stays mounted while closed, so what the shopper typed survives a trip to the cart.
 */
export function CheckoutDialog({
  open,
  onOpenChange,
  onPlaced,
  onLineIssues,
  defaults = NO_DEFAULTS,
  delivery,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order taken, and the phone it was placed with (Wave Checkout asks for it). */
  onPlaced: (created: CreatedOrder, phone: string) => void;
  /** Lines the server refused (stock, unavailable size), for the cart page to flag. */
  onLineIssues: (issues: CartLineIssues) => void;
  /** A signed-in shopper's name, the saved contact details ('Mes Coordonnées'). */
  defaults?: CheckoutDefaults;
  /** The fees and threshold the shop has saved: what the server will charge (ADR 0140). */
  delivery: DeliveryRates;
}) {
  // Priced from the catalogue (the cart page provides it), as the server will price the order.
  const items = usePricedCartItems();
  // One pattern for every form (ADR 0110): uncontrolled fields checked with the order API's
  // schemas on submit, then on every change; the first field in error takes the focus.
  const form = useZodForm(checkoutFormSchema, {
    defaultValues: emptyCheckoutValues(defaults),
  });
  const { errors, isSubmitting: busy, isSubmitted } = form.formState;
  const [zoneId, promoCode] = useWatch({ control: form.control, name: ['zone', 'promoCode'] });
  // The session may be read after the dialog mounted: its name fills a field still empty.
  const { fullName = '', phone = '', address = '' } = defaults;
  useEffect(() => {
    for (const [field, value] of [
      ['fullName', fullName],
      ['phone', phone],
      ['address', address],
    ] as const) {
      if (value && !form.getValues(field)) form.setValue(field, value);
    }
  }, [form, fullName, phone, address]);
  const [locating, setLocating] = useState(false);
  const [issues, setIssues] = useState<CartLineIssues>({});
  // The order could not reach the server (offline, a dropped connection): said beside the button,
  // with a retry that sends the same order under the same Idempotency-Key (place-order.ts).
  const [unreachable, setUnreachable] = useState(false);
  const id = useId();

  const subtotal = pricedSubtotal(items);
  // Pick-up is offered while a shop allows it (ADR 0206); the server checks it again.
  const pickupShops = delivery.pickupShops ?? [];
  const zones = pickupShops.length > 0 ? [...DELIVERY_ZONES, PICKUP_ZONE] : DELIVERY_ZONES;
  const zone = getDeliveryZone(zoneId);
  const fee = deliveryFee(zoneId, subtotal, delivery);
  // A discount only once the server has accepted the code for this cart (ADR 0129); the
  // order checks it again when it is sent.
  const promo = usePromoCheck(promoCode, items);
  const discount = promo.status === 'accepted' ? promo.discount : 0;
  const promoError =
    errors.promoCode?.message ?? (promo.status === 'refused' ? promo.message : undefined);
  const total = orderTotal({ subtotal, discount, deliveryFee: fee });
  // The server's refusals, while each line is as it was refused. (The cart page checks the live
  // stock before the dialog opens; the server checks it again when the order is sent.)
  const lineIssues = items.map((item) =>
    issues[item.id]?.quantity === item.quantity ? issues[item.id]?.message : undefined,
  );
  // Pieces per line and per order are capped (ADR 0100): said here before the server refuses.
  const tooLarge = !fitsInOneOrder(items);
  const blocked = tooLarge || lineIssues.some(Boolean);
  const freeFromMissing = missingForFreeDelivery(zoneId, subtotal, delivery);

  async function onLocate() {
    if (locating) return;
    setLocating(true);
    try {
      const { address, exact } = await locateAddress();
      // Only the address: the shopper may have typed in other fields while the phone searched.
      form.setValue('address', address, { shouldDirty: true, shouldValidate: isSubmitted });
      notify({
        title: 'Position trouvée',
        description: exact
          ? 'Votre adresse a été remplie : vérifiez-la et ajoutez un repère si besoin.'
          : 'Vos coordonnées ont été ajoutées à l’adresse : précisez le quartier et un repère.',
        variant: 'success',
      });
    } catch (error) {
      notify({
        title: GEOLOCATION_ERROR_TITLE,
        description:
          error instanceof GeolocationFailure
            ? error.message
            : 'Une erreur s’est produite lors de la recherche de votre position.',
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  }

  function refused(error: unknown, sent: readonly PricedCartItem[]) {
    // Details for whoever debugs; the shopper gets a French sentence.
    console.error('Commande non enregistrée', error);
    // The spec's failure toast stays; the alert beside the button says why, with the retry.
    if (error instanceof ApiError && error.code === 'network_error') setUnreachable(true);
    if (!(error instanceof ApiError) || error.code === 'network_error') {
      notify({ title: 'Erreur', description: ORDER_FAILURE_MESSAGE, variant: 'destructive' });
      return;
    }
    const byLine = lineErrorsFromServer(error.fields);
    if (
      error.status === 400 ||
      error.code === 'out_of_stock' ||
      error.code === 'promo_used' ||
      // The owner's code switched off, over or used up meanwhile (docs/decisions/0191).
      error.code === 'promo_over' ||
      error.code === 'unpaid_limit'
    ) {
      showServerErrors(form, checkoutErrorsFromServer(error.fields), CHECKOUT_FIELDS);
      const next: Record<string, { message: string; quantity: number }> = {};
      for (const [index, message] of byLine) {
        const line = sent[index];
        if (line) next[line.id] = { message, quantity: line.quantity };
      }
      setIssues(next);
      onLineIssues(next);
      // What is left now, so the cart and the product pages show it.
      if (error.code === 'out_of_stock') void refreshLiveStock(true);
      notify({ title: 'Erreur', description: error.message, variant: 'destructive' });
      return;
    }
    // Too many orders, or the same order still being written: the server says what to do.
    const ownMessage = error.status === 429 || error.code === 'order_in_progress';
    notify({
      title: 'Erreur',
      description: ownMessage ? error.message : ORDER_FAILURE_MESSAGE,
      variant: 'destructive',
    });
  }

  async function send(checked: CheckoutOutput): Promise<boolean> {
    if (items.length === 0 || blocked) return false;
    setUnreachable(false);
    const sent = items;
    try {
      const created = await placeOrder({
        items: sent.map(({ productId, size, quantity }) => ({
          productId,
          size: size as SizeName,
          quantity,
        })),
        ...orderPartsOf(checked),
      });
      clearCart();
      setIssues({});
      onLineIssues({});
      onPlaced(created, checked.phone);
      return true;
    } catch (error) {
      refused(error, sent);
      return false;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (isNameOrPhoneMissing(form.getValues())) {
      notify({ title: 'Erreur', description: MISSING_NAME_OR_PHONE, variant: 'destructive' });
    }
    let placed = false;
    await form.handleSubmit(async (checked) => {
      placed = await send(checked);
    })(event);
    // Emptied once the submit is over, so the next order is checked on submit first again.
    if (placed) form.reset({ ...emptyCheckoutValues(defaults), zone: form.getValues('zone') });
  }

  function fieldProps(field: CheckoutField) {
    const error = field === 'promoCode' ? promoError : errors[field]?.message;
    return {
      id: `${id}-${field}`,
      ...form.register(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        clsx(
          error && `${id}-${field}-error`,
          (field === 'phone' || field === 'zone' || field === 'promoCode') && `${id}-${field}-hint`,
        ) || undefined,
      className: fieldClass,
    };
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Finaliser votre commande</DialogTitle>
          <DialogDescription>
            {zoneId === 'pickup' ? 'Retrait en boutique' : 'Livraison à domicile'}, paiement par
            Wave une fois la commande enregistrée.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {blocked && (
            <div
              role="alert"
              className="mb-5 rounded-md border border-danger/40 bg-red-50 p-4 text-sm"
            >
              <p className="font-semibold text-danger">
                Certains articles ne peuvent pas être commandés tels quels.
              </p>
              <p className="mt-1 text-neutral-800">
                {tooLarge
                  ? ORDER_LIMIT_MESSAGES.explanation
                  : 'Réduisez la quantité ou retirez-les de votre panier, puis validez à nouveau.'}
              </p>
              <Button
                variant="outline"
                className="mt-3 w-full sm:w-auto"
                onClick={() => onOpenChange(false)}
              >
                Modifier mon panier
              </Button>
            </div>
          )}
          <form
            id={`${id}-form`}
            noValidate
            onSubmit={onSubmit}
            aria-busy={busy}
            className="space-y-5"
          >
            <div>
              <label htmlFor={`${id}-fullName`} className={labelClass}>
                Nom complet
              </label>
              <input {...fieldProps('fullName')} autoComplete="name" />
              <FieldError id={`${id}-fullName-error`} message={errors.fullName?.message} />
            </div>
            <div>
              <label htmlFor={`${id}-phone`} className={labelClass}>
                Téléphone
              </label>
              <input
                {...fieldProps('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="07 00 00 00 00"
              />
              <p id={`${id}-phone-hint`} className="mt-1 text-xs text-neutral-600">
                {zoneId === 'pickup'
                  ? 'La boutique vous appelle à ce numéro si besoin.'
                  : 'Le livreur vous appelle à ce numéro.'}{' '}
                Il sert aussi à suivre la commande.
              </p>
              <FieldError id={`${id}-phone-error`} message={errors.phone?.message} />
            </div>
            {/* A pick-up order asks no home address (docs/decisions/0221). */}
            {zoneId !== 'pickup' && (
              <div>
                <div className="mb-1 flex items-end justify-between gap-3">
                  <label htmlFor={`${id}-address`} className="text-sm font-semibold">
                    Adresse
                  </label>
                  <button
                    type="button"
                    onClick={onLocate}
                    disabled={locating}
                    aria-busy={locating}
                    className="-my-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-lagoon hover:bg-sand disabled:text-neutral-600"
                  >
                    {locating ? (
                      <LoaderIcon
                        aria-hidden="true"
                        className="size-4 animate-spin motion-reduce:animate-none"
                      />
                    ) : (
                      <LocateIcon aria-hidden="true" className="size-4" />
                    )}
                    {locating ? 'Localisation…' : 'Me localiser'}
                  </button>
                </div>
                <textarea
                  {...fieldProps('address')}
                  className={clsx(fieldClass, 'min-h-20')}
                  rows={2}
                  autoComplete="street-address"
                  placeholder="Commune, quartier, rue, repère"
                />
                <p role="status" className="sr-only">
                  {locating ? 'Recherche de votre position…' : ''}
                </p>
                <FieldError id={`${id}-address-error`} message={errors.address?.message} />
              </div>
            )}
            <div>
              <label htmlFor={`${id}-zone`} className={labelClass}>
                Zone de livraison
              </label>
              <select {...fieldProps('zone')}>
                {zones.map((z) => (
                  <option key={z.id} value={z.id}>
                    {z.name} — {feeLabel(deliveryFee(z.id, subtotal, delivery))}
                  </option>
                ))}
              </select>
              <p id={`${id}-zone-hint`} className="mt-1 text-xs text-neutral-600">
                {zoneId === 'pickup'
                  ? 'Retrait gratuit, dès réception de votre paiement.'
                  : `Livraison en ${zone.delay}.`}
                {freeFromMissing > 0 &&
                  ` Plus que ${formatPrice(freeFromMissing)} d’achats pour la livraison offerte.`}
              </p>
              <FieldError id={`${id}-zone-error`} message={errors.zone?.message} />
            </div>
            {zoneId === 'pickup' && pickupShops.length > 0 ? (
              <div>
                <label htmlFor={`${id}-pickupShop`} className={labelClass}>
                  Boutique de retrait
                </label>
                <select {...fieldProps('pickupShop')}>
                  {pickupShops.length > 1 ? (
                    <option value="">Choisissez une boutique</option>
                  ) : null}
                  {pickupShops.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor={`${id}-instructions`} className={labelClass}>
                Instructions <span className="font-normal text-neutral-600">(facultatif)</span>
              </label>
              <textarea
                {...fieldProps('instructions')}
                className={clsx(fieldClass, 'min-h-20')}
                rows={2}
                placeholder="Horaires, étage, code du portail…"
              />
              <FieldError id={`${id}-instructions-error`} message={errors.instructions?.message} />
            </div>
            <div>
              <label htmlFor={`${id}-promoCode`} className={labelClass}>
                Code promo <span className="font-normal text-neutral-600">(facultatif)</span>
              </label>
              <input
                {...fieldProps('promoCode')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="BIENVENUE-XXXXXX"
                className={clsx(fieldClass, 'uppercase placeholder:normal-case')}
              />
              <p id={`${id}-promoCode-hint`} className="mt-1 text-xs text-neutral-600">
                -{PROMO_PERCENT} % sur votre première commande avec le code reçu par e-mail.{' '}
                <button
                  type="button"
                  className="inline-flex min-h-6 items-center font-semibold text-lagoon-dark underline underline-offset-2"
                  onClick={() => {
                    // The checkout closes (what was typed stays) and the account modal opens on
                    // its 'Promotion' tab, where the code is requested.
                    onOpenChange(false);
                    openAccountModal('promo');
                  }}
                >
                  Recevoir mon code de bienvenue
                </button>
              </p>
              <p aria-live="polite" className="mt-1 text-xs font-semibold text-lagoon-dark">
                {promo.status === 'checking' && !errors.promoCode
                  ? 'Vérification du code…'
                  : promo.status === 'accepted' && !errors.promoCode
                    ? `Code accepté : -${formatPrice(promo.discount)}`
                    : ''}
              </p>
              <FieldError id={`${id}-promoCode-error`} message={promoError} />
            </div>
          </form>

          <section aria-labelledby={`${id}-summary`} className="mt-7 rounded-lg bg-sand p-4">
            <h3 id={`${id}-summary`} className="text-sm font-bold tracking-[0.15em] uppercase">
              Votre commande
            </h3>
            {items.length === 0 ? (
              <p className="mt-3 text-sm">Votre panier est vide.</p>
            ) : (
              <ul className="mt-1 divide-y divide-black/10">
                {items.map((item, index) => (
                  <SummaryLine key={item.id} item={item} issue={lineIssues[index]} />
                ))}
              </ul>
            )}
            <dl className="mt-2 space-y-2 border-t border-black/10 pt-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt>Sous-total</dt>
                <dd className="font-semibold">{formatPrice(subtotal)}</dd>
              </div>
              {discount > 0 && (
                <div className="flex justify-between gap-4 text-lagoon">
                  <dt>Code promo (-{PROMO_PERCENT} %)</dt>
                  <dd className="font-semibold whitespace-nowrap" data-testid="checkout-discount">
                    -{formatPrice(discount)}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-4">
                <dt>Livraison ({zone.name})</dt>
                <dd className="font-semibold whitespace-nowrap" data-testid="checkout-fee">
                  {fee === 0 ? 'Offerte' : formatPrice(fee)}
                </dd>
              </div>
            </dl>
          </section>
        </DialogBody>
        <DialogFooter>
          {unreachable && (
            <div
              role="alert"
              className="mb-3 flex items-center justify-between gap-3 rounded-md border border-red-700/30 bg-red-50 p-3 text-sm text-red-900"
            >
              <p>{NETWORK_ERROR_MESSAGE}</p>
              <Button type="submit" form={`${id}-form`} variant="outline" disabled={busy}>
                Réessayer
              </Button>
            </div>
          )}
          <p className="mb-3 flex items-baseline justify-between text-base">
            <span className="font-semibold">Total</span>
            <span className="text-lg font-extrabold" data-testid="checkout-total">
              {formatPrice(total)}
            </span>
          </p>
          <Button
            type="submit"
            form={`${id}-form`}
            size="lg"
            block
            disabled={busy || blocked || items.length === 0}
          >
            {busy && (
              <LoaderIcon
                aria-hidden="true"
                className="size-5 animate-spin motion-reduce:animate-none"
              />
            )}
            {busy ? 'Enregistrement…' : 'Confirmer la commande'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
