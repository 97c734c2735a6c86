/** User facts shared by the database schema (its checks), the API and the screens. */

/**
 * 'admin' is the owner (la propriétaire: everything); 'vendeur' a staff member she invited, who
 * works the orders, the stock, the messages and the customers (docs/decisions/0200).
 */
export const ROLES = ['customer', 'admin', 'vendeur'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that enter the admin wing (its password door and its second factor). */
export type StaffRole = Exclude<Role, 'customer'>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Propriétaire',
  vendeur: 'Vendeur',
};

export function isStaff(role: Role | undefined): role is StaffRole {
  return role === 'admin' || role === 'vendeur';
}

/** The user's security level: standard, or enhanced once a second factor is on. */
export const SECURITY_LEVELS = ['standard', 'enhanced'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

/** Second-factor methods and their labels. */
export const MFA_METHODS = ['authenticator', 'sms', 'email', 'recovery'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

export const MFA_METHOD_LABELS: Record<MfaMethod, string> = {
  authenticator: "Application d'authentification",
  sms: 'SMS',
  email: 'Email',
  recovery: 'Codes de récupération',
};
