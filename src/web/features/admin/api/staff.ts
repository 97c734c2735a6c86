import type { OwnSessions, StaffList } from '@shared/schemas/staff.ts';
import type { StaffRole } from '@shared/domain/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiSend } from '~/lib/api';
import type { ReauthProof } from '~/lib/auth/auth-api';
import { adminKeys } from './keys';

const staffKey = [...adminKeys.all, 'staff'] as const;
const sessionsKey = [...adminKeys.all, 'own-sessions'] as const;

/** GET /api/admin/staff: the team and the pending invitations (the owner's alone). */
export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => apiGet<StaffList>('/api/admin/staff', { signal }),
  });
}

/** GET /api/admin/sessions: the owner's own sessions. */
export function useOwnSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiGet<OwnSessions>('/api/admin/sessions', { signal }),
  });
}

export type StaffAction =
  | { kind: 'invite'; fullName: string; email: string; role: StaffRole }
  | { kind: 'role'; id: string; role: StaffRole }
  | { kind: 'remove'; id: string };

/** The three changes that need the owner's proof (docs/decisions/0201); each answers the new list. */
export function useStaffChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, proof }: { action: StaffAction; proof: ReauthProof }) => {
      if (action.kind === 'invite') {
        const { kind: _, ...person } = action;
        return apiPost<StaffList>('/api/admin/staff/invitations', { ...person, ...proof });
      }
      if (action.kind === 'role')
        return apiSend<StaffList>('PATCH', `/api/admin/staff/${action.id}`, {
          role: action.role,
          ...proof,
        });
      return apiPost<StaffList>(`/api/admin/staff/${action.id}/remove`, proof);
    },
    onSuccess: (list) => queryClient.setQueryData(staffKey, list),
  });
}

/** 'Terminer ses sessions' for a person. */
export function useEndStaffSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ ended: number }>(`/api/admin/staff/${id}/sessions/end`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** Ends one of the owner's own sessions. */
export function useEndOwnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ ok: true }>(`/api/admin/sessions/${id}/end`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
