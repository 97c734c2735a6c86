import type { OrderPayment } from '@shared/api/orders.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useId, useSyncExternalStore } from 'react';
import { CopyNumberButton } from './copy-button';
import { useShopSettings } from '~/lib/shop-settings';
import { PayByNotice } from './pay-by-notice';
import { PaymentActions } from './payment-actions';

const subscribeNothing = () => () => {};

/** False in the server's HTML and during hydration, true once the page's JavaScript runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

const termClass = 'text-xs font-bold tracking-[0.15em] text-neutral-700 uppercase';

/**
 * How to pay an order still unpaid (ADR 0144), on /suivi and in 'Mes commandes': amount,
 * Wave number with copy, the reference for the transfer's note, 'Payer avec Wave' and the WhatsApp
 * proof. Rendered by the server: without JavaScript everything but Wave Checkout works (that
 * button appears once the page runs, rather than as a button that does nothing).
 */
export function HowToPayPanel({
  payment,
  phone,
  headingLevel: Heading = 'h2',
}: {
  payment: OrderPayment;
  /** The phone the order was found with (/suivi); none for a signed-in customer's own order. */
  phone?: string;
  /** 'h3' inside an order's card ('Mes commandes'), whose title is the h2. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { name: shopName } = useShopSettings();
  const hydrated = useHydrated();
  const headingId = useId();
  const amount = formatPrice(payment.amount);
  const checkout = payment.checkout && hydrated;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="how-to-pay"
      className="rounded-lg border border-lagoon/40 bg-sand p-3 sm:p-5"
    >
      <Heading id={headingId} className="text-base font-bold">
        Comment payer cette commande
      </Heading>
      <dl className="mt-3 divide-y divide-black/10 rounded-md bg-white px-3 sm:px-4">
        <div className="py-3">
          <dt className={termClass}>Montant à envoyer</dt>
          <dd className="mt-1 text-xl font-extrabold" data-testid="how-to-pay-amount">
            {amount}
          </dd>
        </div>
        <div className="py-3">
          <dt className={termClass}>Numéro Wave</dt>
          {/* Wraps under the number when a narrow card leaves no room beside it. */}
          <dd className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <span className="text-lg font-bold whitespace-nowrap" data-testid="how-to-pay-number">
              {payment.number}
            </span>
            <CopyNumberButton number={payment.number} />
          </dd>
        </div>
        <div className="py-3">
          <dt className={termClass}>Référence à écrire dans la note</dt>
          <dd
            className="mt-1 font-mono text-lg font-bold tracking-widest"
            data-testid="how-to-pay-reference"
          >
            {payment.reference}
          </dd>
        </div>
      </dl>
      <PayByNotice payBy={payment.payBy} className="mt-3 text-sm leading-relaxed" />
      <p className="mt-3 text-sm leading-relaxed">
        Dans Wave, envoyez <strong>{amount}</strong> au{' '}
        <strong className="whitespace-nowrap">{payment.number}</strong> avec la référence{' '}
        <strong className="font-mono whitespace-nowrap">{payment.reference}</strong> dans la note,
        puis envoyez-nous la capture du paiement sur WhatsApp.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <PaymentActions payment={payment} phone={phone} checkout={checkout} shopName={shopName} />
      </div>
    </section>
  );
}
