import { INFO_UNAVAILABLE, type AdminOrder } from '@shared/api/admin.ts';
import { formatPrice } from '@shared/format/money.ts';
import { createPortal } from 'react-dom';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { ADDRESS_UNSPECIFIED, amountToCollect, mapHref } from './delivery-slip';

/** The slip's facts; `onScreen` makes the address a map link (paper cannot follow one). */
function Slip({ order, onScreen }: { order: AdminOrder; onScreen: boolean }) {
  const { customer } = order;
  const collect = amountToCollect(order);
  return (
    <>
      <p className="font-mono text-lg font-bold tracking-wider">{order.reference}</p>
      <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-2 gap-y-1">
        <dt className="text-neutral-700">Client</dt>
        <dd className="font-semibold">{customer.fullName ?? INFO_UNAVAILABLE}</dd>
        <dt className="text-neutral-700">Téléphone</dt>
        <dd className="font-semibold">{customer.phone ?? INFO_UNAVAILABLE}</dd>
        {order.pickupShop ? (
          <>
            <dt className="text-neutral-700">Retrait à</dt>
            <dd className="break-words">
              <span className="font-semibold">{order.pickupShop.name}</span>
              {order.pickupShop.address && `, ${order.pickupShop.address}`}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-neutral-700">Adresse</dt>
            <dd className="break-words">
              {customer.address && onScreen ? (
                <a
                  href={mapHref(customer.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-lagoon-dark underline underline-offset-4"
                >
                  {customer.address}
                </a>
              ) : (
                (customer.address ?? ADDRESS_UNSPECIFIED)
              )}
            </dd>
          </>
        )}
        {order.instructions && (
          <>
            <dt className="text-neutral-700">Instructions</dt>
            <dd className="break-words">{order.instructions}</dd>
          </>
        )}
      </dl>
      <ul className="mt-3 divide-y divide-black/10 border-y border-black/10">
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.size}`} className="py-1.5">
            {item.quantity} × {item.name} — taille {item.size}
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex items-baseline justify-between gap-2 text-base">
        <dt className="font-semibold">À encaisser</dt>
        <dd className="font-extrabold whitespace-nowrap">
          {collect === 0 ? `${formatPrice(0)} (déjà payée)` : formatPrice(collect)}
        </dd>
      </dl>
    </>
  );
}

/**
 * The delivery slip (ADR 0190): what the courier needs. On screen in a dialog; 'Imprimer' prints
 * a copy placed straight under <body>, alone on an A6 sheet (the `delivery-slip-print` rules in
 * styles/app.css hide the rest of the page).
 */
export function DeliverySlipDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Bon de livraison {order.reference}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <div className="text-sm">
            <Slip order={order} onScreen />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button type="button" onClick={() => window.print()} className="max-sm:w-full">
            Imprimer
          </Button>
        </DialogFooter>
      </DialogContent>
      {createPortal(
        <div aria-hidden="true" className="delivery-slip-print hidden text-sm print:block">
          <Slip order={order} onScreen={false} />
        </div>,
        document.body,
      )}
    </Dialog>
  );
}
