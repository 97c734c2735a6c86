import type { SessionState } from '@shared/api/auth.ts';
import type { MfaMethod } from '@shared/domain/users.ts';
import { apiPost } from '~/lib/api';

/** POST /api/auth/mfa/verify: completes a sign-in that answered `mfa_required`. */
export function verifyMfa(input: { method: MfaMethod; code: string }): Promise<SessionState> {
  return apiPost<SessionState>('/api/auth/mfa/verify', input);
}

/** POST /api/auth/mfa/challenge: sends a code by SMS or e-mail; returns where it went (masked). */
export function sendMfaCode(method: 'sms' | 'email'): Promise<{ destination: string }> {
  return apiPost<{ destination: string }>('/api/auth/mfa/challenge', { method });
}
