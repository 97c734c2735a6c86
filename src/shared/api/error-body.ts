import { z } from '../schemas/zod.ts';

/**
 * The one error shape of every API answer (ADR 0006): a machine code, a French message a toast
 * can show as is, and per-field French messages for forms. The server builds it, the web client
 * (`src/web/lib/api.ts`) parses it; neither decodes error bodies by hand.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
