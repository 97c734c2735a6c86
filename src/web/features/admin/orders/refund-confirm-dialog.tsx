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

/**
 * A refund asks first (ADR 0182): money that leaves does not come back with a tap. By Wave, the
 * shop's Wave account pays it back; by hand, the owner says she already did. Either way the
 * customer gets an SMS. Focus starts on 'Garder le paiement', the harmless answer.
 */
export function RefundConfirmDialog({
  order,
  byWave,
  open,
  onOpenChange,
  onConfirm,
}: {
  order: AdminOrder;
  byWave: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent initialFocus={keep}>
        <DialogHeader>
          <DialogTitle>Rembourser le client de {order.reference} ?</DialogTitle>
          <DialogDescription>
            {byWave
              ? `Wave rendra ${formatPrice(order.totalAmount)} au client depuis votre compte Wave Business.`
              : 'Confirmez que vous avez déjà rendu l’argent au client vous-même.'}{' '}
            Le client sera prévenu par SMS.
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
            Oui, rembourser
          </Button>
          <button
            ref={keep}
            type="button"
            className={buttonVariants({ variant: 'outline', block: true })}
            onClick={() => onOpenChange(false)}
          >
            Garder le paiement
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
