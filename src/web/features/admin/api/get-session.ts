import type { SessionState } from '@shared/api/auth.ts';
import { apiGet } from '~/lib/api';

/** GET /api/auth/session: who the cookie belongs to. */
export function getSession(signal?: AbortSignal): Promise<SessionState> {
  return apiGet<SessionState>('/api/auth/session', { signal });
}

/** An administrator whose session is complete (second factor passed when they have one). */
export function isAdminSession(session: SessionState): boolean {
  return session.status === 'authenticated' && session.user?.role === 'admin';
}
