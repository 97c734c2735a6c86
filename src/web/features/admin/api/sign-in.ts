import type { SessionState } from '@shared/api/auth.ts';
import { apiPost } from '~/lib/api';

/** POST /api/admin/sign-in: 401 'Nom d'utilisateur ou mot de passe incorrect', 429 when throttled. */
export function adminSignIn(input: { username: string; password: string }): Promise<SessionState> {
  return apiPost<SessionState>('/api/admin/sign-in', input);
}
