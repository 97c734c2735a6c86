import { z } from '../schemas/zod.ts';

/** The admin's Messages tab (ADR 0131). */

export const MESSAGE_BOXES = ['inbox', 'archived'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** The newest messages of a box, at most this many (a shop gets a few a day). */
export const ADMIN_MESSAGES_MAX = 200;
export const MESSAGE_NOT_FOUND = 'Ce message n’existe pas ou a été supprimé';

export const adminMessagesQuerySchema = z.object({
  box: z.enum(MESSAGE_BOXES, { error: 'Boîte de messages inconnue' }).default('inbox'),
});

export const messageIdParamsSchema = z.object({
  id: z.uuid({ error: 'Identifiant de message invalide' }),
});

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessagesSchema = z.object({
  messages: z.array(adminMessageSchema),
  /** Unread messages in the inbox: the Messages card's figure. */
  unread: z.number().int(),
});
export type AdminMessages = z.infer<typeof adminMessagesSchema>;

export const messageChangeSchema = z
  .object(
    {
      read: z.boolean({ error: 'La valeur « lu » doit être vrai ou faux' }).optional(),
      archived: z.boolean({ error: 'La valeur « archivé » doit être vrai ou faux' }).optional(),
    },
    { error: 'Modification du message invalide' },
  )
  .refine((change) => change.read !== undefined || change.archived !== undefined, {
    error: 'Rien à modifier sur ce message',
  });
export type MessageChange = z.infer<typeof messageChangeSchema>;

export const adminOneMessageSchema = z.object({ message: adminMessageSchema });
