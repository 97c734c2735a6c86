/** User facts shared by the database schema (its checks), the API and the screens. */

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

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
