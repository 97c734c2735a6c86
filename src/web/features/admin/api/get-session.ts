import type { SessionState } from '@shared/api/auth.ts';
import { isStaff } from '@shared/domain/users.ts';
import { apiGet } from '~/lib/api';

/** GET /api/auth/session: who the cookie belongs to. */
export function getSession(signal?: AbortSignal): Promise<SessionState> {
  return apiGet<SessionState>('/api/auth/session', { signal });
}

/** Staff (the owner or a vendeur) whose session passed the second factor (the server's admin guard). */
export function isAdminSession(session: SessionState): boolean {
  return (
    session.status === 'authenticated' &&
    isStaff(session.user?.role) &&
    session.assuranceLevel === 2
  );
}
