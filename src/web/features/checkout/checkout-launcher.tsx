import { useEffect, useState, type ComponentType } from 'react';
import { notify } from '~/lib/toast';
import type { CheckoutFlowProps } from './checkout-flow';

let flowModule: Promise<ComponentType<CheckoutFlowProps>> | undefined;

function loadFlow() {
  flowModule ??= import('./checkout-flow').then((m) => m.CheckoutFlow);
  return flowModule;
}

/**
 * What the cart page carries of the checkout: this small loader. The dialogs, zod, the API client
 * and the geolocation code come with the first tap on 'PASSER À LA CAISSE', so no page's first
 * load pays for them (ADR 0070). Once loaded the flow stays mounted: what the shopper typed
 * survives closing the dialog, and the payment dialog outlives the cart it emptied.
 */
export function CheckoutLauncher(props: CheckoutFlowProps) {
  const { open, onOpenChange } = props;
  const [Flow, setFlow] = useState<ComponentType<CheckoutFlowProps>>();

  useEffect(() => {
    if (!open || Flow) return;
    let current = true;
    loadFlow().then(
      (component) => {
        if (current) setFlow(() => component);
      },
      (error: unknown) => {
        flowModule = undefined;
        console.error(error);
        if (!current) return;
        onOpenChange(false);
        notify({
          title: 'Erreur',
          description:
            'Le formulaire de commande n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.',
          variant: 'destructive',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [open, Flow, onOpenChange]);

  if (Flow) return <Flow {...props} />;
  if (!open) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white shadow-lg"
    >
      Ouverture du formulaire de commande…
    </p>
  );
}
