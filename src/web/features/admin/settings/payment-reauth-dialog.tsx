import { SETTINGS_TEXT } from '@shared/api/admin-settings.ts';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import type { ReauthProof } from '~/lib/auth/auth-api';
import { ReauthPrompt } from '../../account/reauth-prompt';

/**
 * The server refused a new payment detail without a proof (docs/decisions/0162): the admin types
 * her password, or a code of her authenticator app, and the same save is sent again with it.
 */
export function PaymentReauthDialog({
  open,
  busy,
  error,
  onProof,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  /** The server's French answer to a wrong password or code. */
  error: string | undefined;
  onProof: (proof: ReauthProof) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirmer le changement de paiement</DialogTitle>
          <DialogDescription>{SETTINGS_TEXT.reauthRequired}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ReauthPrompt
            what="Les clientes verront ces nouvelles coordonnées de paiement dès l’enregistrement."
            submitLabel="Confirmer et enregistrer"
            withAuthenticator
            busy={busy}
            error={error}
            onSubmit={onProof}
            onCancel={onCancel}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
