import { AUTH_MESSAGES } from '@shared/schemas/auth.ts';
import { ApiError } from '~/lib/api';

/** Sign-in and sign-up: what the shopper reads for each server refusal. */
export const AUTH_ERRORS = {
  emailNotConfirmed: 'Email non confirmé. Veuillez vérifier votre boîte mail',
  invalidCredentials: 'Email ou mot de passe incorrect',
  emailTaken: 'Un compte avec cet email existe déjà',
  other: 'Une erreur est survenue',
} as const;

/** The form's success toasts. */
export const AUTH_TOASTS = {
  signedIn: 'Connexion réussie',
  signedUp: 'Inscription réussie',
  signedUpDescription:
    'Consultez votre boîte mail et cliquez sur le lien de confirmation, puis connectez-vous.',
} as const;

/** The title of the toast that goes with each field message. */
const TITLES: Record<string, string> = {
  [AUTH_MESSAGES.emailInvalid]: 'Email invalide',
  [AUTH_MESSAGES.passwordRequired]: 'Mot de passe requis',
  [AUTH_MESSAGES.passwordTooShort]: 'Mot de passe insuffisant',
  [AUTH_MESSAGES.passwordWeak]: 'Mot de passe insuffisant',
  [AUTH_MESSAGES.passwordsDiffer]: 'Mots de passe différents',
};

export function toastTitleFor(message: string): string {
  return TITLES[message] ?? 'Erreur';
}

/** The message shown for a failed sign-in or sign-up, by the server's code. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_ERRORS.other;
  switch (error.code) {
    case 'email_not_confirmed':
      return AUTH_ERRORS.emailNotConfirmed;
    case 'invalid_credentials':
      return AUTH_ERRORS.invalidCredentials;
    case 'email_taken':
      return AUTH_ERRORS.emailTaken;
    default:
      // The server's French words for what it refused (a leaked password, too many tries, a
      // field, a full sign-in line: ADR 0102), and 'Une erreur est survenue' for anything else.
      return error.status === 400 || error.status === 429 || error.code === 'sign_in_busy'
        ? error.message
        : AUTH_ERRORS.other;
  }
}
