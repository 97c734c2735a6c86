import type { CreatedOrder } from '@shared/api/orders.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useRef, useState } from 'react';
import type { CartLineIssues } from '~/lib/stock/line-stock';
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
}

/**
 * SPEC §4 'Checkout flow': the checkout dialog, then — once the server has taken the order — the
 * payment dialog; closing that one thanks the shopper and reminds them to pay. Loaded when the
 * shopper first taps 'PASSER À LA CAISSE' (see checkout-launcher.tsx), with zod and the API client.
 */
export function CheckoutFlow({ open, onOpenChange, onLineIssues, defaultName }: CheckoutFlowProps) {
  const [created, setCreated] = useState<CreatedOrder>();
  const thanked = useRef<string>(undefined);

  function onPlaced(order: CreatedOrder) {
    onOpenChange(false);
    setCreated(order);
  }

  function onPaymentClosed() {
    if (!created || thanked.current === created.order.id) return;
    thanked.current = created.order.id;
    const { amount, reference } = created.payment;
    notify({
      title: 'Merci pour votre commande !',
      description: `Pensez à envoyer ${formatPrice(amount)} par Wave avec la référence ${reference} : votre colis part dès réception du paiement.`,
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
        defaultName={defaultName}
      />
      <PaymentDialog created={created} onClose={onPaymentClosed} />
    </>
  );
}
