import { z } from '../schemas/zod.ts';
import { MFA_METHODS, ROLES, SECURITY_LEVELS } from '../domain/users.ts';

/**
 * What GET /api/auth/session answers (and sign-in, and every call that changes the session): the
 * client's whole auth state in one object.
 * - `status`: `anonymous`; `mfa_required` (password checked, second factor still to pass: account
 *   routes answer 401 `mfa_required` until POST /api/auth/mfa/verify succeeds); `authenticated`.
 * - `hasMfa`: two-factor is on for the account (security level `enhanced`).
 * - `assuranceLevel`: 0 anonymous, 1 password, 2 password and second factor (needed by /vip).
 * - `mfaMethods`: the methods this account can verify with now (the selector of /mfa-verification).
 */
export const sessionStateSchema = z.object({
  status: z.enum(['anonymous', 'mfa_required', 'authenticated']),
  user: z
    .object({
      id: z.uuid(),
      email: z.string(),
      fullName: z.string(),
      role: z.enum(ROLES),
      securityLevel: z.enum(SECURITY_LEVELS),
      mfaMethod: z.enum(MFA_METHODS).nullable(),
    })
    .nullable(),
  hasMfa: z.boolean(),
  assuranceLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  mfaMethods: z.array(z.enum(MFA_METHODS)),
  recoveryCodesLeft: z.number().int(),
  /** An administrator without a second factor: enrol one before any admin route answers. */
  mfaEnrollmentRequired: z.boolean(),
  /** MFA_DEMO=1: any 6-digit code passes (show the spec's demo banner). */
  mfaDemo: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** 200 of POST /api/auth/confirm: `alreadyConfirmed` when the link had already done its work. */
export const confirmedSchema = okSchema.extend({ alreadyConfirmed: z.boolean().optional() });

/** 200 of POST /api/auth/mfa/totp/enroll: the key to type by hand, its URL and the QR code. */
export const totpEnrollmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});

/**
 * 200 of the activations and of POST /api/auth/mfa/recovery-codes: shown once, never again. An
 * activation that adds a method to an account which already had one answers an empty list: the
 * saved codes stay valid.
 */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
  session: sessionStateSchema,
});

/** 200 of POST /api/auth/mfa/challenge and of the e-mail/SMS enrolments. */
export const codeSentSchema = z.object({
  method: z.enum(['sms', 'email']),
  /** Where the code went, masked: `a•••@e•••.ci`, `•• •• •• 12 34`. */
  destination: z.string(),
  expiresInSeconds: z.number().int(),
  /** Seconds before 'Renvoyer le code' may send another. */
  resendAfterSeconds: z.number().int(),
});

/** A favourite's product as the catalogue has it now (name, price, picture: her main photo or the drawing). */
export const favouriteProductSchema = z.object({
  name: z.string(),
  price: z.number().int(),
  oldPrice: z.number().int().optional(),
  image: z.string(),
  /** The main photo's `<picture>` sources, when the owner uploaded one. */
  photo: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }).optional(),
  /** False when the product is no longer on sale (archived since). */
  available: z.boolean(),
});
export const favouriteSchema = z.object({
  id: z.uuid(),
  productId: z.string(),
  createdAt: z.string(),
  product: favouriteProductSchema,
});
export const favouritesSchema = z.object({ favourites: z.array(favouriteSchema) });
export type Favourite = z.infer<typeof favouriteSchema>;

/** A saved cart line as GET/PUT /api/cart answer it: name, price and picture from the catalogue. */
export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  price: z.number().int(),
  size: z.string(),
  quantity: z.number().int(),
  image: z.string(),
  /** False when the product or this size is sold out now (checkout would refuse it). */
  available: z.boolean(),
});
export const cartSchema = z.object({ items: z.array(cartItemSchema) });
export type CartItem = z.infer<typeof cartItemSchema>;

export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export type CodeSent = z.infer<typeof codeSentSchema>;
