import { OWNER_EMAIL_TEXT } from '@shared/schemas/staff.ts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { ApiError, apiPost } from '~/lib/api';
import type { ReauthProof } from '~/lib/auth/auth-api';
import { notify } from '~/lib/toast';
import { ReauthPrompt } from '../../account/reauth-prompt';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur est survenue. Veuillez réessayer.';

/**
 * 'Mon adresse e-mail' (docs/decisions/0202): where the security notices and reset links go. The
 * owner proves herself, then types the code sent to the new address; only then is it applied.
 */
export function OwnerEmailSection() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'idle' | 'proof' | 'code'>('idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function ask(proof: ReauthProof) {
    setBusy(true);
    try {
      const { message } = await apiPost<{ message: string }>('/api/admin/account/email', {
        email,
        ...proof,
      });
      setError(undefined);
      setStep('code');
      notify({ title: message, variant: 'success' });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { message } = await apiPost<{ message: string }>('/api/admin/account/email/confirm', {
        code,
      });
      notify({ title: message, variant: 'success' });
      setStep('idle');
      setEmail('');
      setCode('');
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Mon adresse e-mail
      </h2>
      <p className="text-sm text-neutral-700">
        Les messages de sécurité et de réinitialisation y sont envoyés ; c’est aussi votre nom
        d’utilisateur.
      </p>
      {step === 'code' ? (
        <form onSubmit={(e) => void confirm(e)} className="space-y-3">
          <p className="text-sm">{OWNER_EMAIL_TEXT.codeSent}</p>
          <FormField
            label="Code reçu à la nouvelle adresse"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
          <Button type="submit" block disabled={busy} aria-busy={busy}>
            Confirmer la nouvelle adresse
          </Button>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            setStep('proof');
          }}
          className="space-y-3"
        >
          <FormField
            label="Nouvelle adresse e-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="outline" block>
            Changer mon adresse
          </Button>
        </form>
      )}
      <Dialog open={step === 'proof'} onOpenChange={(open) => !open && setStep('idle')}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Confirmer le changement d’adresse</DialogTitle>
            <DialogDescription>Confirmez qu’il s’agit bien de vous.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <ReauthPrompt
              what="Un code sera envoyé à la nouvelle adresse ; l’ancienne sera prévenue du changement."
              submitLabel="Envoyer le code"
              withAuthenticator
              busy={busy}
              error={error}
              onSubmit={(proof) => void ask(proof)}
              onCancel={() => setStep('idle')}
            />
          </DialogBody>
        </DialogContent>
      </Dialog>
    </section>
  );
}
