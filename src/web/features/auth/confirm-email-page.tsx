import { emailOnlySchema } from '@shared/schemas/auth.ts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { LinkButton } from '~/components/ui/link-button';
import { Spinner } from '~/components/account/protected';
import { ApiError } from '~/lib/api';
import { confirmEmail, resendConfirmation } from '~/lib/auth/auth-api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { AUTH_ERRORS } from './auth-messages';

type Result =
  { state: 'pending' } | { state: 'done'; already: boolean } | { state: 'failed'; message: string };

// One call per token, even if the page mounts twice (React's development double effects).
const calls = new Map<string, Promise<boolean>>();

const MISSING_TOKEN =
  'Ce lien de confirmation est incomplet. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau.';

/** /auth/confirm?token=…: the link of the confirmation e-mail. */
export default function ConfirmEmailPage() {
  // URLSearchParams itself: react-router's useSearchParams would add its code to every page.
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  const [result, setResult] = useState<Result>(() =>
    token ? { state: 'pending' } : { state: 'failed', message: MISSING_TOKEN },
  );

  useEffect(() => {
    if (!token) return;
    let call = calls.get(token);
    if (!call) {
      call = confirmEmail(token).then((answer) => answer.alreadyConfirmed === true);
      calls.set(token, call);
    }
    let current = true;
    call.then(
      (already) => {
        if (!current) return;
        setResult({ state: 'done', already });
        // The token is spent: a reload should not try it again.
        void navigate(pathname, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        setResult({
          state: 'failed',
          message: error instanceof ApiError ? error.message : AUTH_ERRORS.other,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate, pathname]);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="display-title text-2xl sm:text-3xl">Confirmation de votre adresse</h1>
      {result.state === 'pending' && <Spinner label="Confirmation en cours..." className="mt-10" />}
      {result.state === 'done' && (
        <div className="mt-6">
          <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
            {result.already
              ? 'Votre adresse e-mail est déjà confirmée : vous pouvez vous connecter.'
              : 'Votre adresse e-mail est confirmée. Bienvenue chez LAGUNE !'}
          </p>
          <LinkButton to="/auth" size="lg" block className="mt-6">
            Se connecter
          </LinkButton>
        </div>
      )}
      {result.state === 'failed' && <ResendConfirmation message={result.message} />}
    </section>
  );
}

/** A new confirmation link, asked with the address checked by the API's own schema (ADR 0110). */
function ResendConfirmation({ message }: { message: string }) {
  const form = useZodForm(emailOnlySchema);
  const { errors, isSubmitting: busy } = form.formState;
  const [answer, setAnswer] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      setAnswer((await resendConfirmation(email)).message);
    } catch (caught) {
      const said = caught instanceof ApiError ? caught.message : AUTH_ERRORS.other;
      showServerErrors(form, { email: said }, ['email']);
    }
  });

  return (
    <div className="mt-6">
      <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
        {message}
      </p>
      {answer ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-sm text-green-900">
          {answer}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => (busy ? event.preventDefault() : void onSubmit(event))}
          className="mt-6 space-y-4"
        >
          <FormField
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <Button type="submit" block disabled={busy} aria-busy={busy}>
            {busy ? 'Envoi...' : 'Recevoir un nouveau lien'}
          </Button>
        </form>
      )}
      <LinkButton to="/auth" variant="ghost" block className="mt-3">
        Retour à la connexion
      </LinkButton>
    </div>
  );
}
