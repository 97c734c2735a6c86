import type { OrderPayment } from '@shared/api/orders.ts';
import { buttonVariants } from '~/components/ui/button-variants';
import { MessageIcon, WalletIcon } from './icons';
import { PayWithWaveButton } from './pay-with-wave-button';
import { whatsappProofLink } from './whatsapp-proof';

/**
 * The ways to pay an order, shared by the payment dialog and the 'Comment payer' panel: 'Payer
 * avec Wave' (Wave Checkout when `checkout`, else the owner's payment link when there is one),
 * then the WhatsApp proof, the main button when there is no other.
 */
export function PaymentActions({
  payment,
  phone,
  checkout,
  shopName,
}: {
  payment: OrderPayment;
  phone: string | undefined;
  checkout: boolean;
  shopName: string;
}) {
  const hasMainButton = checkout || payment.link !== undefined;
  return (
    <>
      {checkout ? (
        <PayWithWaveButton reference={payment.reference} phone={phone} />
      ) : (
        payment.link && (
          <a
            href={payment.link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg', block: true })}
          >
            <WalletIcon aria-hidden="true" className="size-5" />
            Payer avec Wave
          </a>
        )
      )}
      <a
        href={whatsappProofLink(payment, shopName)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({
          size: 'lg',
          block: true,
          variant: hasMainButton ? 'outline' : 'primary',
        })}
      >
        <MessageIcon aria-hidden="true" className="size-5" />
        Envoyer la preuve sur WhatsApp
      </a>
    </>
  );
}
