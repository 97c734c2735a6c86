import { apiPost } from '~/lib/api';

/** POST /api/auth/sign-out: ends the session (the live channel's stream ends with it). */
export function signOut(): Promise<unknown> {
  return apiPost('/api/auth/sign-out');
}
