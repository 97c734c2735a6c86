import type { DeliveryRates } from '@shared/domain/delivery.ts';
import type { CreatedOrder } from '@shared/api/orders.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isSignedInHint } from '~/lib/account-hint';
import {
  getAuthState,
  getServerAuthState,
  loadSession,
  subscribeAuth,
} from '~/lib/auth/session-store';
import { readSavedAddress } from '~/lib/saved-address';
import type { CartLineIssues } from '~/lib/stock/line-stock';
import type { CheckoutDefaults } from './checkout-form';
import { notify } from '~/lib/toast';
import { CheckoutDialog } from './checkout-dialog';
import { PaymentDialog } from './payment-dialog';

/** How long the thank-you toast stays: it carries the amount and reference to pay with. */
export const THANK_YOU_TOAST_MS = 10_000;

export interface CheckoutFlowProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLineIssues: (issues: CartLineIssues) => void;
  defaultName?: string;
  /** The fees and threshold the shop has saved, from the cart page's loader (ADR 0140). */
  delivery: DeliveryRates;
}

/**
 * The checkout flow: the checkout dialog, then — once the server has taken the order — the
 * payment dialog; closing that one thanks the shopper and reminds them to pay. Loaded when the
 * shopper first taps 'PASSER À LA CAISSE' (see checkout-launcher.tsx), with zod and the API client.
 */
export function CheckoutFlow({
  open,
  onOpenChange,
  onLineIssues,
  defaultName,
  delivery,
}: CheckoutFlowProps) {
  const [created, setCreated] = useState<CreatedOrder>();
  const [phone, setPhone] = useState<string>();
  const defaults = useCheckoutDefaults(defaultName);
  const thanked = useRef<string>(undefined);

  function onPlaced(order: CreatedOrder, orderPhone: string) {
    onOpenChange(false);
    setCreated(order);
    setPhone(orderPhone);
  }

  function onPaymentClosed() {
    if (!created || thanked.current === created.order.id) return;
    thanked.current = created.order.id;
    const { amount, reference } = created.payment;
    notify({
      title: 'Merci pour votre commande !',
      description: `Pensez à envoyer ${formatPrice(amount)} par Wave avec la référence ${reference} : votre colis part dès réception du paiement.`,
      variant: 'success',
      duration: THANK_YOU_TOAST_MS,
    });
    setCreated(undefined);
  }

  return (
    <>
      <CheckoutDialog
        open={open}
        onOpenChange={onOpenChange}
        onPlaced={onPlaced}
        onLineIssues={onLineIssues}
        defaults={defaults}
        delivery={delivery}
      />
      <PaymentDialog created={created} phone={phone} onClose={onPaymentClosed} />
    </>
  );
}

/**
 * The form's starting values: the signed-in shopper's full name (the account's name wins),
 * then 'Mes Coordonnées' saved in this browser (name, phone, address and city).
 */
function useCheckoutDefaults(defaultName: string | undefined): CheckoutDefaults {
  const auth = useSyncExternalStore(subscribeAuth, getAuthState, getServerAuthState);
  useEffect(() => {
    // Only a browser that was signed in asks: a guest's checkout makes no account call.
    if (isSignedInHint()) void loadSession();
  }, []);
  const [saved] = useState(readSavedAddress);
  const accountName = auth.isAuthenticated ? auth.user?.fullName : undefined;
  return useMemo(
    () => ({
      fullName: defaultName ?? accountName ?? saved?.fullName,
      phone: saved?.phone,
      address: saved
        ? [saved.address, saved.city].filter((part) => part.trim() !== '').join(', ') || undefined
        : undefined,
    }),
    [defaultName, accountName, saved],
  );
}
