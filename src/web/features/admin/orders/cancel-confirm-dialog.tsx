import type { AdminOrder } from '@shared/api/admin.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useRef } from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';

/** Statuses in which the customer has paid: cancelling means a refund to make by hand. */
const PAID_STATUSES = new Set<AdminOrder['status']>(['paid', 'shipped', 'delivered']);

/**
 * 'Annulée' picked in a card's status menu asks first: a tap meant for the next
 * item on a phone must not cancel an order, above all a paid one. Focus starts on 'Garder la
 * commande', the harmless answer.
 */
export function CancelConfirmDialog({
  order,
  open,
  onOpenChange,
  onConfirm,
}: {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const paid = PAID_STATUSES.has(order.status);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent initialFocus={keep}>
        <DialogHeader>
          <DialogTitle>Annuler la commande {order.reference} ?</DialogTitle>
          <DialogDescription>
            {paid
              ? `Cette commande est déjà payée (${formatPrice(order.totalAmount)}) : pensez à rembourser le client. `
              : ''}
            Les articles reviendront en stock.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            variant="danger"
            block
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            Oui, annuler la commande
          </Button>
          <button
            ref={keep}
            type="button"
            className={buttonVariants({ variant: 'outline', block: true })}
            onClick={() => onOpenChange(false)}
          >
            Garder la commande
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
