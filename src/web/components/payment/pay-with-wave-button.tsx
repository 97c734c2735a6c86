import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { LoaderIcon, WalletIcon } from './icons';

/**
 * 'Payer avec Wave' through Wave Checkout: the server opens a session for the order, then the
 * window goes to Wave (on a phone, the Wave app). `phone` proves a guest's order as on /suivi; a
 * signed-in customer's own order needs none. A refusal is said under the button, and the transfer
 * instructions around it stay usable.
 */
export function PayWithWaveButton({
  reference,
  phone,
  variant = 'primary',
}: {
  reference: string;
  phone?: string;
  variant?: 'primary' | 'outline';
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  // Back from Wave with the browser's back button, the page comes from its cache as it was left:
  // busy. The shopper may want to tap again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function onPay() {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const { startWaveCheckout } = await import('./wave-checkout');
      const result = await startWaveCheckout({ reference, ...(phone ? { phone } : {}) });
      if (result.ok) {
        // Stays busy: the page is leaving for Wave; a second tap would open a second session.
        window.location.assign(result.launchUrl);
        return;
      }
      setProblem(result.message);
    } catch (error) {
      // The module did not load (connection lost).
      console.error(error);
      setProblem(WAVE_UNREACHABLE);
    }
    setBusy(false);
  }

  return (
    <div className="space-y-2">
      <Button
        size="lg"
        block
        variant={variant}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void onPay()}
      >
        {busy ? (
          <LoaderIcon aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <WalletIcon aria-hidden="true" className="size-5" />
        )}
        Payer avec Wave
      </Button>
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * PAYMENT_TEXT.unavailable (src/shared/api/payments.ts), repeated here: importing that module
 * would bring zod into the pages that show the button. A test keeps the two equal.
 */
export const WAVE_UNREACHABLE =
  'Le paiement Wave en ligne est indisponible pour le moment : payez par transfert Wave au numéro indiqué.';
