import type { CodeSent, RecoveryCodes, SessionState, TotpEnrollment } from '@shared/api/auth.ts';
import type { MfaMethod } from '@shared/domain/users.ts';
import { apiPost } from '~/lib/api';
import { forgetSavedAddress } from '~/lib/saved-address';
import { flushCartSave } from './cart-sync';
import { applySession, applySignedOut } from './session-store';

/**
 * The account calls of the API, each recording in the auth state the session the server
 * answers. They throw `ApiError` (French message, per-field messages) like every API call.
 */

/** The owner's proof before a takeover step: the current password, or a fresh code. */
export type ReauthProof =
  { currentPassword: string } | { mfa: { method: Exclude<MfaMethod, 'recovery'>; code: string } };

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
  // A shared phone: what this person saved in the browser goes with their session.
  forgetSavedAddress();
  applySignedOut();
}

export function signOutOtherSessions() {
  return apiPost<{ signedOut: number }>('/api/auth/sign-out-others');
}

export function confirmEmail(token: string) {
  return apiPost<{ ok: true; alreadyConfirmed?: boolean }>('/api/auth/confirm', { token });
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

export function changePassword(password: string, proof: ReauthProof) {
  return apiPost<{ ok: true }>('/api/auth/password', { password, ...proof });
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

export async function disableMfa(proof: ReauthProof): Promise<SessionState> {
  const session = await apiPost<SessionState>('/api/auth/mfa/disable', proof);
  applySession('USER_UPDATED', session);
  return session;
}

export function enrollTotp(proof: ReauthProof) {
  return apiPost<TotpEnrollment>('/api/auth/mfa/totp/enroll', proof);
}

export function enrollEmail(proof: ReauthProof) {
  return apiPost<CodeSent>('/api/auth/mfa/email/enroll', proof);
}

export function enrollSms(phone: string, proof: ReauthProof) {
  return apiPost<CodeSent>('/api/auth/mfa/sms/enroll', { phone, ...proof });
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

export async function regenerateRecoveryCodes(proof: ReauthProof): Promise<string[]> {
  const answer = await apiPost<RecoveryCodes>('/api/auth/mfa/recovery-codes', proof);
  applySession('USER_UPDATED', answer.session);
  return answer.recoveryCodes;
}
