import type { CodeSent, RecoveryCodes, SessionState, TotpEnrollment } from '@shared/api/auth.ts';
import type { MfaMethod } from '@shared/domain/users.ts';
import { apiPost } from '~/lib/api';
import { flushCartSave } from './cart-sync';
import { applySession, applySignedOut } from './session-store';

/**
 * The account calls of DESIGN §10, each recording in the auth state the session the server
 * answers. They throw `ApiError` (French message, per-field messages) like every API call.
 */

interface MailRequestAnswer {
  ok: true;
  message: string;
}

export async function signIn(email: string, password: string): Promise<SessionState> {
  const session = await apiPost<SessionState>('/api/auth/sign-in', { email, password });
  applySession('SIGNED_IN', session);
  return session;
}

export function signUp(input: { email: string; password: string; fullName: string }) {
  return apiPost<{ ok: true }>('/api/auth/sign-up', input);
}

export async function signOut(): Promise<void> {
  // The last cart change still waiting is saved while the session lives.
  flushCartSave();
  await apiPost<SessionState>('/api/auth/sign-out');
  applySignedOut();
}

export function signOutOtherSessions() {
  return apiPost<{ signedOut: number }>('/api/auth/sign-out-others');
}

export function confirmEmail(token: string) {
  return apiPost<{ ok: true }>('/api/auth/confirm', { token });
}

export function resendConfirmation(email: string) {
  return apiPost<MailRequestAnswer>('/api/auth/confirm/resend', { email });
}

export function requestPasswordReset(email: string) {
  return apiPost<MailRequestAnswer>('/api/auth/password-reset', { email });
}

export function resetPassword(token: string, password: string) {
  return apiPost<{ ok: true }>('/api/auth/password-reset/confirm', { token, password });
}

export function changePassword(password: string) {
  return apiPost<{ ok: true }>('/api/auth/password', { password });
}

/** Second factor passed: the session is rotated to assurance level 2. */
export async function verifyMfa(method: MfaMethod, code: string): Promise<SessionState> {
  const session = await apiPost<SessionState>('/api/auth/mfa/verify', { method, code });
  applySession('TOKEN_REFRESHED', session);
  return session;
}

/** Sends an SMS or e-mail code for the second factor. */
export function sendMfaCode(method: 'sms' | 'email') {
  return apiPost<CodeSent>('/api/auth/mfa/challenge', { method });
}

export async function changeMfaMethod(method: MfaMethod): Promise<SessionState> {
  const session = await apiPost<SessionState>('/api/auth/mfa/method', { method });
  applySession('USER_UPDATED', session);
  return session;
}

export async function disableMfa(): Promise<SessionState> {
  const session = await apiPost<SessionState>('/api/auth/mfa/disable');
  applySession('USER_UPDATED', session);
  return session;
}

export function enrollTotp() {
  return apiPost<TotpEnrollment>('/api/auth/mfa/totp/enroll');
}

export function enrollEmail() {
  return apiPost<CodeSent>('/api/auth/mfa/email/enroll');
}

export function enrollSms(phone: string) {
  return apiPost<CodeSent>('/api/auth/mfa/sms/enroll', { phone });
}

/** Activates the pending factor with its first code; the 10 recovery codes are shown once. */
export async function activateFactor(
  factor: 'totp' | 'email' | 'sms',
  code: string,
): Promise<string[]> {
  const answer = await apiPost<RecoveryCodes>(`/api/auth/mfa/${factor}/activate`, { code });
  applySession('TOKEN_REFRESHED', answer.session);
  return answer.recoveryCodes;
}

export async function regenerateRecoveryCodes(): Promise<string[]> {
  const answer = await apiPost<RecoveryCodes>('/api/auth/mfa/recovery-codes');
  applySession('USER_UPDATED', answer.session);
  return answer.recoveryCodes;
}
