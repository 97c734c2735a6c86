import type { CodeSent, TotpEnrollment } from '@shared/api/auth.ts';
import { phoneField } from '@shared/schemas/order.ts';
import { z } from '@shared/schemas/zod.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { CodeInput } from '~/components/ui/code-input';
import { FormField } from '~/components/ui/form-field';
import { textButtonClass } from '~/components/ui/text-button';
import { ApiError } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import {
  activateFactor,
  enrollEmail,
  enrollSms,
  enrollTotp,
  type ReauthProof,
} from '~/lib/auth/auth-api';
import { notify } from '~/lib/toast';
import { TotpKey } from './totp-key';

export type Factor = 'totp' | 'email' | 'sms';

/** The messages of the security and two-factor settings. */
export const SECURITY_MESSAGES = {
  enabled: 'MFA activé',
  disabled: 'MFA désactivé',
  methodChanged: 'Méthode MFA mise à jour',
  settingsFailed: 'Un problème est survenu lors de la mise à jour des paramètres de sécurité',
  methodFailed: 'Un problème est survenu lors du changement de méthode MFA',
  invalidCode:
    'Code incorrect. Vérifiez-le et réessayez (avec l’application, vérifiez aussi que votre téléphone est à l’heure).',
  /** Ours: a method added to an account whose double authentification was already on. */
  methodAdded: 'Méthode de vérification ajoutée',
} as const;

function failure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'invalid_code') return SECURITY_MESSAGES.invalidCode;
    if (error.status === 400 || error.status === 409 || error.status === 429) return error.message;
  }
  console.error(error);
  return SECURITY_MESSAGES.settingsFailed;
}

function fail(error: unknown) {
  notify({ title: 'Erreur', description: failure(error), variant: 'destructive' });
}

/** `JBSW Y3DP EHPK 3PXP`: the key in groups of four, easier to type. */
/** The server did not take the re-authentication (missing, wrong password or code). */
export function refusedProof(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    ['reauth_required', 'wrong_password', 'invalid_code', 'method_unavailable'].includes(error.code)
  );
}

/** The phone the SMS codes will go to, checked by the server's rule (its French messages). */
const smsPhoneSchema = z.object({ phone: phoneField() });

/**
 * Turning a factor on (ADR 0032): the authenticator app with its QR code and manual key, or an
 * e-mail or SMS code; the first code activates it. The account's first factor brings 10 recovery
 * codes (shown once by the caller); a later one brings none and leaves the saved ones valid.
 */
export function FactorEnrollment({
  factor,
  proof,
  onActivated,
  onCancel,
  onRefused,
}: {
  factor: Factor;
  /** The owner's re-authentication, asked just before (the server checks it at the first call). */
  proof: ReauthProof;
  onActivated: (recoveryCodes: string[]) => void;
  onCancel: () => void;
  /** The server refused the proof: its French message, to ask again. */
  onRefused: (message: string) => void;
}) {
  const id = useId();
  const [totp, setTotp] = useState<TotpEnrollment>();
  const [sent, setSent] = useState<CodeSent>();
  const phoneForm = useZodForm(smsPhoneSchema);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  async function start() {
    setBusy(true);
    try {
      if (factor === 'totp') setTotp(await enrollTotp(proof));
      else if (factor === 'email') setSent(await enrollEmail(proof));
    } catch (error) {
      if (refusedProof(error)) onRefused(error.message);
      else fail(error);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (started.current || factor === 'sms') return;
    started.current = true;
    void start();
    // Starts once per mounted enrollment (the parent remounts it for another factor).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sendSms = phoneForm.handleSubmit(async ({ phone }) => {
    setBusy(true);
    try {
      setSent(await enrollSms(phone, proof));
    } catch (error) {
      if (refusedProof(error)) onRefused(error.message);
      else if (error instanceof ApiError && error.fields.phone)
        showServerErrors(phoneForm, { phone: error.fields.phone }, ['phone']);
      else fail(error);
    } finally {
      setBusy(false);
    }
  });

  async function activate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) {
      notify({
        title: 'Code invalide',
        description: 'Veuillez entrer un code à 6 chiffres',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const codes = await activateFactor(factor, code);
      // No codes back: two-factor was already on, this method joins it and the saved recovery
      // codes stay valid.
      notify(
        codes.length > 0
          ? {
              title: SECURITY_MESSAGES.enabled,
              description: 'Un code vous sera demandé à chaque connexion.',
              variant: 'success',
            }
          : {
              title: SECURITY_MESSAGES.methodAdded,
              description: 'Vos codes de récupération restent valables.',
              variant: 'success',
            },
      );
      onActivated(codes);
    } catch (error) {
      setCode('');
      fail(error);
      setBusy(false);
    }
  }

  const ready = factor === 'totp' ? Boolean(totp) : Boolean(sent);

  return (
    <div className="rounded-lg bg-sand/70 p-4 sm:p-5">
      {factor === 'totp' && (
        <>
          <h3 className="font-bold">1. Scannez ce QR code</h3>
          <p className="mt-1 text-sm text-neutral-700">
            Avec Google Authenticator, Microsoft Authenticator, Aegis ou toute application TOTP.
          </p>
          {totp ? (
            <>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(totp.qrSvg)}`}
                alt="QR code à scanner avec votre application d’authentification"
                width={192}
                height={192}
                className="mt-4 size-48 rounded-md bg-white p-2"
              />
              <TotpKey secret={totp.secret} otpauthUrl={totp.otpauthUrl} className="mt-4" />
            </>
          ) : (
            <p className="mt-4 text-sm text-neutral-700" role="status">
              {busy ? 'Préparation du QR code...' : ''}
            </p>
          )}
        </>
      )}

      {factor === 'sms' && (
        <form noValidate onSubmit={(e) => void sendSms(e)} className="space-y-3">
          <h3 className="font-bold">1. Votre numéro de téléphone</h3>
          <FormField
            label="Téléphone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07 00 00 00 00"
            {...phoneForm.register('phone')}
            error={phoneForm.formState.errors.phone?.message}
          />
          <Button type="submit" variant="dark" disabled={busy} aria-busy={busy}>
            {sent ? 'Renvoyer le code' : 'Recevoir un code par SMS'}
          </Button>
          {sent && (
            <p role="status" className="text-sm text-neutral-700">
              Code envoyé au {sent.destination}.
            </p>
          )}
        </form>
      )}

      {factor === 'email' && (
        <>
          <h3 className="font-bold">1. Consultez votre boîte mail</h3>
          <p role="status" className="mt-1 text-sm text-neutral-700">
            {sent
              ? `Nous avons envoyé un code à 6 chiffres à ${sent.destination}.`
              : busy
                ? 'Envoi du code...'
                : ''}
          </p>
          {sent && (
            <button
              type="button"
              className={textButtonClass}
              disabled={busy}
              onClick={() => void start()}
            >
              Renvoyer le code
            </button>
          )}
        </>
      )}

      {ready && (
        <form noValidate onSubmit={(e) => void activate(e)} className="mt-5">
          <label htmlFor={`${id}-code`} className="block font-bold">
            2. Saisissez le code à 6 chiffres
          </label>
          <div className="mt-3">
            <CodeInput id={`${id}-code`} value={code} onChange={setCode} disabled={busy} />
          </div>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={busy || code.length !== 6} aria-busy={busy}>
              {busy ? 'Activation...' : 'Activer'}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              Annuler
            </Button>
          </div>
        </form>
      )}
      {!ready && (
        <Button variant="ghost" className="mt-4" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
      )}
    </div>
  );
}
