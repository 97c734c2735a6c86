import { z } from './zod.ts';
import {
  emailSchema,
  fullNameSchema,
  mfaVerifySchema,
  newPasswordSchema,
  passwordField,
  tokenSchema,
} from './auth.ts';

/** The owner's staff screen, 'Équipe' (docs/decisions/0201). */

export const STAFF_TEXT = {
  roleInvalid: 'Choisissez un rôle : Propriétaire ou Vendeur.',
  invitationInvalid:
    'Ce lien d’invitation n’est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau à la propriétaire de la boutique.',
  alreadyStaff: 'Cette personne fait déjà partie de l’équipe.',
  customerAccount:
    'Cette adresse est celle d’un compte client. Invitez une autre adresse e-mail pour l’équipe.',
  notFound: 'Cette personne ne fait pas partie de l’équipe.',
  notYourself: 'Vous ne pouvez pas changer votre propre rôle ni vous retirer de l’équipe.',
  sessionNotFound: 'Cette session est déjà terminée.',
  invited: 'Invitation envoyée.',
} as const;

const staffRoleSchema = z.enum(['admin', 'vendeur'], { error: STAFF_TEXT.roleInvalid });

/** What the owner proves again before changing who enters the wing (ADR 0162). */
const reauthFields = {
  currentPassword: passwordField.optional(),
  mfa: mfaVerifySchema.optional(),
};

/** Body of POST /api/admin/staff/invitations. */
export const staffInviteSchema = z.object(
  { fullName: fullNameSchema, email: emailSchema, role: staffRoleSchema, ...reauthFields },
  { error: 'Indiquez le nom, l’adresse e-mail et le rôle de la personne à inviter.' },
);

/** Body of PATCH /api/admin/staff/:id. */
export const staffRoleChangeSchema = z.object(
  { role: staffRoleSchema, ...reauthFields },
  { error: STAFF_TEXT.roleInvalid },
);

/** Body of POST /api/admin/staff/:id/remove. */
export const staffRemoveSchema = z.object(reauthFields, { error: STAFF_TEXT.notFound });

/** Body of POST /api/staff/invitation: the token of the link. */
export const invitationTokenSchema = z.object(
  { token: tokenSchema },
  { error: STAFF_TEXT.invitationInvalid },
);

/** Body of POST /api/staff/invitation/accept. */
export const invitationAcceptSchema = z.object(
  { token: tokenSchema, password: newPasswordSchema },
  { error: 'Veuillez choisir un mot de passe.' },
);

export const staffPersonSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** The latest use of any of their sessions; null if never signed in. */
  lastSeenAt: z.string().nullable(),
  self: z.boolean(),
});

export const staffInvitationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});

export const staffListSchema = z.object({
  people: z.array(staffPersonSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** One of the owner's own sessions: the device as its browser named itself, never an address. */
export const ownSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export const ownSessionsSchema = z.object({ sessions: z.array(ownSessionSchema) });
export type OwnSessions = z.infer<typeof ownSessionsSchema>;

export const invitationDetailsSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});

export const OWNER_EMAIL_TEXT = {
  codeSent:
    'Un code vient d’être envoyé à la nouvelle adresse. Saisissez-le ici pour appliquer le changement.',
  sameEmail: 'C’est déjà votre adresse.',
  taken: 'Cette adresse appartient déjà à un autre compte.',
  noChange: 'Aucun changement d’adresse en attente : recommencez.',
  wrongCode: 'Code incorrect ou expiré. Vérifiez le dernier e-mail reçu ou recommencez.',
  changed: 'Adresse modifiée. L’ancienne adresse a été prévenue.',
} as const;

/** Body of POST /api/admin/account/email. */
export const ownerEmailChangeSchema = z.object(
  { email: emailSchema, ...reauthFields },
  { error: 'Indiquez la nouvelle adresse e-mail.' },
);

/** Body of POST /api/admin/account/email/confirm. */
export const ownerEmailConfirmSchema = z.object(
  {
    code: z
      .string({ error: OWNER_EMAIL_TEXT.wrongCode })
      .trim()
      .regex(/^\d{6}$/, { error: OWNER_EMAIL_TEXT.wrongCode }),
  },
  { error: OWNER_EMAIL_TEXT.wrongCode },
);
