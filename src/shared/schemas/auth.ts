import { z } from './zod.ts';
import { MFA_METHODS } from '../domain/users.ts';
import { CHECKOUT_LIMITS, PHONE_MESSAGE, phoneField } from './order.ts';
import { emailAddress, singleLine } from './text.ts';

/**
 * Account forms (sign-in and sign-up, two-factor code, new password), shared by the
 * screens (react-hook-form resolvers) and the server, which validates every body with them.
 */

export const PASSWORD_MAX_LENGTH = 128;
/**
 * One password policy for sign-up, change and reset (docs/decisions/0104), as NIST
 * SP 800-63B advises: a length, no character-class rules, and on the server a strength estimate
 * (zxcvbn) and the leaked-password list. The browser checks the length; the server the rest.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const AUTH_MESSAGES = {
  emailInvalid: 'Veuillez entrer une adresse email valide',
  passwordRequired: 'Veuillez entrer un mot de passe',
  passwordTooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  passwordWeak:
    'Ce mot de passe est trop facile à deviner. Allongez-le, par exemple avec quelques mots choisis au hasard.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  fullNameRequired: 'Veuillez entrer votre nom complet',
  codeInvalid: 'Veuillez entrer un code à 6 chiffres valide',
  recoveryCodeInvalid: 'Veuillez entrer un code de récupération valide',
  methodInvalid: 'Méthode de vérification inconnue',
  tokenInvalid: 'Ce lien est invalide ou a expiré.',
} as const;

/** The live-checklist criterion of the sign-up form: the length (in characters, spaces count). */
export function passwordStrength(password: string) {
  return { hasLength: [...password].length >= PASSWORD_MIN_LENGTH };
}

export function isStrongPassword(password: string): boolean {
  return Object.values(passwordStrength(password)).every(Boolean);
}

export const emailSchema = emailAddress(AUTH_MESSAGES.emailInvalid)
  // Addresses are compared and stored in lower case (the unique index is on lower(email)).
  .transform((value) => value.toLowerCase());

/** Any non-empty password (sign-in only needs one typed). Never trimmed: spaces are characters. */
export const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong });

/**
 * A new password, the same for sign-up, /profile and the reset link: at least 8 characters, at
 * most 128 (the server then estimates its strength and checks the leaked list).
 */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong, abort: true })
  .refine(isStrongPassword, { error: AUTH_MESSAGES.passwordTooShort });

export const signUpPasswordSchema = newPasswordSchema;

export const fullNameSchema = singleLine(AUTH_MESSAGES.fullNameRequired)
  .min(1, { error: AUTH_MESSAGES.fullNameRequired })
  .min(CHECKOUT_LIMITS.fullName.min, {
    error: 'Le nom complet doit contenir au moins 3 caractères',
  })
  .max(CHECKOUT_LIMITS.fullName.max, {
    error: 'Le nom complet ne peut pas dépasser 100 caractères',
  });

/** Body of POST /api/auth/sign-up. The form's confirmation field stays in the browser. */
export const signUpSchema = z.object(
  { email: emailSchema, password: signUpPasswordSchema, fullName: fullNameSchema },
  { error: 'Le formulaire d’inscription est incomplet' },
);

/** The sign-up form with its confirmation ('Les mots de passe ne correspondent pas'). */
export const signUpFormSchema = signUpSchema
  .extend({ confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDiffer }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** Body of POST /api/auth/sign-in. */
export const signInSchema = z.object(
  { email: emailSchema, password: passwordField },
  { error: 'Veuillez entrer votre email et votre mot de passe' },
);

/** Body of POST /api/auth/password-reset and POST /api/auth/confirm/resend. */
export const emailOnlySchema = z.object(
  { email: emailSchema },
  { error: AUTH_MESSAGES.emailInvalid },
);

/** A token from a confirmation or reset link (43 base64url characters; a little slack). */
export const tokenSchema = z
  .string({ error: AUTH_MESSAGES.tokenInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: AUTH_MESSAGES.tokenInvalid });

/** Body of POST /api/auth/confirm. */
export const confirmEmailSchema = z.object(
  { token: tokenSchema },
  { error: AUTH_MESSAGES.tokenInvalid },
);

/** Body of POST /api/auth/password-reset/confirm. */
export const resetPasswordSchema = z.object(
  { token: tokenSchema, password: newPasswordSchema },
  { error: 'Veuillez entrer un nouveau mot de passe' },
);

export const mfaMethodSchema = z.enum(MFA_METHODS, { error: AUTH_MESSAGES.methodInvalid });

/** Exactly 6 digits; spaces typed or pasted between groups are dropped. */
export const sixDigitCodeSchema = z
  .string({ error: AUTH_MESSAGES.codeInvalid })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: AUTH_MESSAGES.codeInvalid }));

/**
 * Recovery codes: 10 characters of an alphabet without look-alikes, shown as `XXXXX-XXXXX`;
 * accepted in any case, with or without the dash and spaces.
 */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const recoveryCodeSchema = z
  .string({ error: AUTH_MESSAGES.recoveryCodeInvalid })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[2-9A-HJ-NP-Z]{10}$/, { error: AUTH_MESSAGES.recoveryCodeInvalid }));

/** Body of POST /api/auth/mfa/verify: 6 digits, or a recovery code for `recovery`. */
export const mfaVerifySchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('authenticator'), code: sixDigitCodeSchema }),
    z.object({ method: z.literal('sms'), code: sixDigitCodeSchema }),
    z.object({ method: z.literal('email'), code: sixDigitCodeSchema }),
    z.object({
      method: z.literal('recovery'),
      // MFA_DEMO accepts any 6 digits for every method, recovery included (the spec's demo).
      code: z.union([sixDigitCodeSchema, recoveryCodeSchema], {
        error: AUTH_MESSAGES.recoveryCodeInvalid,
      }),
    }),
  ],
  { error: AUTH_MESSAGES.methodInvalid },
);

/** Body of POST /api/auth/mfa/method and POST /api/auth/mfa/challenge. */
export const mfaMethodBodySchema = z.object(
  { method: mfaMethodSchema },
  { error: AUTH_MESSAGES.methodInvalid },
);

/** Body of POST /api/auth/mfa/{totp,email,sms}/activate. */
export const mfaActivateSchema = z.object(
  { code: sixDigitCodeSchema },
  { error: AUTH_MESSAGES.codeInvalid },
);

export const REAUTH_MESSAGES = {
  required:
    'Confirmez qu’il s’agit bien de vous : saisissez votre mot de passe actuel ou un code de vérification.',
  wrongPassword: 'Mot de passe actuel incorrect',
} as const;

/**
 * What takes an account over (a new password, a factor turned off or added, new recovery codes)
 * proves the caller is its owner again: the current password, or a fresh second-factor code. The
 * server says which one is missing or wrong (`reauth_required`, `wrong_password`, `invalid_code`).
 */
const reauthFields = {
  currentPassword: passwordField.optional(),
  mfa: mfaVerifySchema.optional(),
};

/** Body of POST /api/auth/mfa/{totp,email}/enroll, /mfa/disable and /mfa/recovery-codes. */
export const reauthSchema = z.object(reauthFields, { error: REAUTH_MESSAGES.required });

/** Body of POST /api/auth/password. */
export const changePasswordSchema = z.object(
  { password: newPasswordSchema, ...reauthFields },
  { error: 'Veuillez entrer un nouveau mot de passe' },
);

const newPasswordFields = {
  password: newPasswordSchema,
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDiffer }),
};
const samePasswords: [
  (form: { password: string; confirmPassword: string }) => boolean,
  { error: string; path: string[] },
] = [
  (form) => form.password === form.confirmPassword,
  { error: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] },
];

/** The reset-link form: 'Nouveau mot de passe' and 'Confirmer le mot de passe'. */
export const newPasswordFormSchema = z.object(newPasswordFields).refine(...samePasswords);

/** The /profile form: 'Mot de passe actuel' too. */
export const changePasswordFormSchema = z
  .object({ currentPassword: passwordField, ...newPasswordFields })
  .refine(...samePasswords);

/** Body of POST /api/auth/mfa/sms/enroll: the phone the codes will go to. */
export const smsEnrollSchema = z.object(
  {
    phone: phoneField(),
    ...reauthFields,
  },
  { error: PHONE_MESSAGE },
);

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;
export type MfaVerifyInput = z.input<typeof mfaVerifySchema>;
export type ReauthInput = z.input<typeof reauthSchema>;
