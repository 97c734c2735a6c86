import type { StaffRole } from '@shared/domain/users.ts';
import { createContext, useContext } from 'react';

/**
 * The signed-in staff member's role, given by the dashboard to its tabs. Without it (a tab tested
 * alone) the screens are the owner's; the server refuses a vendeur's calls either way.
 */
const StaffRoleContext = createContext<StaffRole>('admin');

export const StaffRoleProvider = StaffRoleContext.Provider;

/**
 * Whether the owner is signed in: a vendeur's screens leave out the buttons and links whose routes
 * the server refuses her (403, src/server/admin/staff-access.ts, docs/decisions/0200).
 */
export function useIsOwner(): boolean {
  return useContext(StaffRoleContext) === 'admin';
}
