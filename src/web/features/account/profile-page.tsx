import type { MfaMethod } from '@shared/domain/users.ts';
import { useLocation } from 'react-router';
import { returnPath } from '~/lib/auth/auth-state';
import { useAuth } from '~/lib/auth/use-auth';
import { PasswordForm } from './password-form';
import { factorOf, SecuritySettings } from './security-settings';

/** /profile ('Mon Profil'): the password form and the security settings. */
export default function ProfilePage() {
  const auth = useAuth();
  const location = useLocation();
  const state = location.state as { enroll?: MfaMethod; from?: string } | null;
  const user = auth.user!;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="display-title text-2xl sm:text-3xl">Mon Profil</h1>
      <dl className="mt-4 grid gap-1 text-sm text-neutral-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-ink">Nom</dt>
        <dd>{user.fullName}</dd>
        <dt className="font-semibold text-ink">E-mail</dt>
        <dd className="break-all">{user.email}</dd>
      </dl>
      <div className="mt-8 grid gap-6">
        <PasswordForm />
        <SecuritySettings
          auth={auth}
          enroll={factorOf(state?.enroll)}
          returnTo={state?.from ? returnPath(state) : undefined}
        />
      </div>
    </div>
  );
}
