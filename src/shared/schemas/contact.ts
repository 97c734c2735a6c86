import { emailAddress, multiLine, singleLine } from './text.ts';
import { z } from './zod.ts';

/** Limits of the contact form, shared by the form and POST /api/contact. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 5, max: 150 },
  message: { min: 10, max: 5000 },
  phone: { max: 30 },
} as const;

/** The phone message (phone.ts holds it too, but brings libphonenumber into the page). */
const CONTACT_PHONE_MESSAGE = 'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)';

/** Optional (ADR 0131): digits with the spaces, dots, dashes, brackets and leading + people type. */
function isContactPhone(value: string): boolean {
  if (value === '') return true;
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s.\-()/]+$/.test(value) && digits >= 8 && digits <= 15;
}

export const contactSchema = z.object(
  {
    name: singleLine('Le nom est requis')
      .min(CONTACT_LIMITS.name.min, { error: 'Le nom doit contenir au moins 2 caractères' })
      .max(CONTACT_LIMITS.name.max, { error: 'Le nom ne peut pas dépasser 100 caractères' }),
    email: emailAddress('Adresse email invalide', CONTACT_LIMITS.email.max),
    subject: singleLine('Le sujet est requis')
      .min(CONTACT_LIMITS.subject.min, { error: 'Le sujet doit contenir au moins 5 caractères' })
      .max(CONTACT_LIMITS.subject.max, { error: 'Le sujet ne peut pas dépasser 150 caractères' }),
    message: multiLine('Le message est requis')
      .min(CONTACT_LIMITS.message.min, { error: 'Le message doit contenir au moins 10 caractères' })
      .max(CONTACT_LIMITS.message.max, {
        error: 'Le message ne peut pas dépasser 5000 caractères',
      }),
    /** So the shop can answer on WhatsApp; '' when left empty. */
    phone: singleLine(CONTACT_PHONE_MESSAGE)
      .max(CONTACT_LIMITS.phone.max, { error: CONTACT_PHONE_MESSAGE })
      .refine(isContactPhone, { error: CONTACT_PHONE_MESSAGE })
      .optional(),
  },
  { error: 'Le formulaire de contact est incomplet' },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
