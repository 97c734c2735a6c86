import type { CreatedOrder } from '@shared/api/orders.ts';
import { useShopSettings } from '~/lib/shop-settings';
import { formatPrice } from '@shared/format/money.ts';
import { PROMO_PERCENT } from '@shared/schemas/promo.ts';
import { Link } from 'react-router';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { LinkButton } from '~/components/ui/link-button';
import { PayByNotice } from '~/components/payment/pay-by-notice';
import { PaymentActions } from '~/components/payment/payment-actions';
import { CopyNumberButton } from '~/components/payment/copy-button';

/** The path of /suivi with the reference filled in. */
export function trackingPath(reference: string): string {
  return `/suivi?ref=${encodeURIComponent(reference)}`;
}

/**
 * After the order: how to pay it by Wave. Everything comes from the server's
 * answer — the amount it priced, the shop's Wave number and WhatsApp as configured, the payment
 * link when the shop has one, whether Wave Checkout is configured — never from constants built
 * into the page. With Wave Checkout, 'Payer avec Wave' opens a checkout session (ADR 0143).
 */
export function PaymentDialog({
  created,
  phone,
  onClose,
}: {
  created: CreatedOrder | undefined;
  /** The phone typed in the checkout form: proves the order is the shopper's to Wave Checkout. */
  phone?: string;
  /** Every way out (✕, Escape, backdrop, the links): the owner shows the thank-you toast. */
  onClose: () => void;
}) {
  const { name: shopName } = useShopSettings();
  const payment = created?.payment;
  const amount = payment ? formatPrice(payment.amount) : '';
  return (
    <Dialog open={payment !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {created && payment && (
          <>
            <DialogHeader>
              <DialogTitle>Paiement par Wave</DialogTitle>
              <DialogDescription>
                Commande <strong className="text-ink">{payment.reference}</strong> enregistrée. Nous
                la préparons dès réception de votre paiement.
              </DialogDescription>
            </DialogHeader>
            <DialogBody>
              <dl className="divide-y divide-black/10 rounded-lg bg-sand px-4">
                <div className="py-3">
                  <dt className="text-xs font-bold tracking-[0.15em] text-neutral-700 uppercase">
                    Montant à envoyer
                  </dt>
                  <dd className="mt-1 text-2xl font-extrabold" data-testid="payment-amount">
                    {amount}
                  </dd>
                  {created.order.discount > 0 && (
                    <dd
                      className="mt-1 text-sm font-semibold text-lagoon"
                      data-testid="payment-discount"
                    >
                      Code promo : -{formatPrice(created.order.discount)} (-{PROMO_PERCENT} %) déjà
                      déduits
                    </dd>
                  )}
                </div>
                <div className="py-3">
                  <dt className="text-xs font-bold tracking-[0.15em] text-neutral-700 uppercase">
                    Numéro Wave
                  </dt>
                  <dd className="mt-1 flex items-center justify-between gap-3">
                    <span
                      className="text-lg font-bold whitespace-nowrap"
                      data-testid="payment-number"
                    >
                      {payment.number}
                    </span>
                    <CopyNumberButton number={payment.number} />
                  </dd>
                </div>
                <div className="py-3">
                  <dt className="text-xs font-bold tracking-[0.15em] text-neutral-700 uppercase">
                    Référence à écrire dans la note
                  </dt>
                  <dd
                    className="mt-1 font-mono text-lg font-bold tracking-widest"
                    data-testid="payment-reference"
                  >
                    {payment.reference}
                  </dd>
                </div>
              </dl>
              <PayByNotice payBy={payment.payBy} className="mt-3 text-sm leading-relaxed" />
              <h3 className="mt-6 text-sm font-bold tracking-[0.15em] uppercase">Comment payer</h3>
              <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed">
                <li>
                  Dans Wave, envoyez <strong>{amount}</strong> au{' '}
                  <strong className="whitespace-nowrap">{payment.number}</strong>.
                </li>
                <li>
                  Dans la note du transfert, écrivez la référence{' '}
                  <strong className="font-mono tracking-wider whitespace-nowrap">
                    {payment.reference}
                  </strong>
                  .
                </li>
                <li>
                  Envoyez-nous la capture du paiement sur WhatsApp : votre colis part dès sa
                  réception.
                </li>
              </ol>
              <p className="mt-5 text-sm">
                Suivez l’avancement à tout moment :{' '}
                <Link
                  to={trackingPath(payment.reference)}
                  onClick={onClose}
                  className="inline-flex min-h-11 items-center font-semibold text-lagoon underline underline-offset-4"
                >
                  suivre ma commande
                </Link>
              </p>
            </DialogBody>
            <DialogFooter className="flex flex-col gap-3">
              <PaymentActions
                payment={payment}
                phone={phone}
                checkout={payment.checkout}
                shopName={shopName}
              />
              <LinkButton to="/" replace variant="ghost" size="lg" block onClick={onClose}>
                Retour à la boutique
              </LinkButton>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
