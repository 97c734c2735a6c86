import { z } from '../schemas/zod.ts';

/** What /api/health and the admin's 'État du serveur' card say (docs/decisions/0181). */
export const HEALTH_TEXT = {
  databaseDown: 'La base de données est indisponible.',
  diskFull:
    'Le disque de la base de données est plein ou en lecture seule : les commandes ne peuvent pas être enregistrées. Libérez de la place dans DATA_DIR.',
  outboxStalled: (minutes: number) =>
    `Des messages aux clients attendent depuis plus de ${minutes} minutes : l’envoi des SMS et e-mails semble arrêté.`,
} as const;

/** Something that does not stop the shop, but that someone must look at. */
export const healthProblemSchema = z.object({ code: z.string(), message: z.string() });

/** GET /api/health, 200: `degraded` keeps the instance in rotation and says what is wrong. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  problems: z.array(healthProblemSchema).optional(),
});

/** GET /api/admin/health: the server's state for the owner. */
export const adminHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  problems: z.array(healthProblemSchema),
  version: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  /** The database's clock minus this server's, ms (positive: this server is behind). */
  clockSkewMs: z.number().int(),
  clockSkewWarning: z.string().nullable(),
  /** The data folder's disk, bytes; null when it cannot be read. */
  disk: z
    .object({ freeBytes: z.number().int(), totalBytes: z.number().int(), writable: z.boolean() })
    .nullable(),
  outbox: z.object({
    /** Messages still to send. */
    pending: z.number().int(),
    /** Of those, due for more than the stall threshold and not taken by any instance. */
    overdue: z.number().int(),
    /** Given up after their last attempt, in the last 7 days. */
    failedLastWeek: z.number().int(),
  }),
});

export type AdminHealth = z.infer<typeof adminHealthSchema>;
