import type { RecoveryCodes, TotpEnrollment } from '@shared/api/auth.ts';
import { apiPost } from '~/lib/api';

/**
 * POST /api/auth/mfa/totp/enroll at an admin's first sign-in: the password just typed is the
 * re-authentication the server asks before any factor is added.
 */
export function enrolAdminTotp(currentPassword: string): Promise<TotpEnrollment> {
  return apiPost<TotpEnrollment>('/api/auth/mfa/totp/enroll', { currentPassword });
}

/** POST /api/auth/mfa/totp/activate: the app's first code; the session becomes level 2. */
export function activateAdminTotp(code: string): Promise<RecoveryCodes> {
  return apiPost<RecoveryCodes>('/api/auth/mfa/totp/activate', { code });
}
