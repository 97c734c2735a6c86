import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema } from '../../shared/schemas/contact.ts';
import { HttpError } from '../http/errors.ts';
import { CONTACT_RATE_LIMIT_MESSAGE, saveContactMessage } from './contact-service.ts';

export {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMIT_MESSAGE,
} from './contact-service.ts';

/**
 * POST /api/contact. The page's plain HTML form (no JavaScript yet) posts to the
 * /contact route's action instead (src/web/routes/contact.tsx, ADR 0111), which shares this
 * allowance through `app.contact` (decorated by the app).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app;

  app.post(
    '/api/contact',
    {
      preHandler: async (request, reply) => {
        const wait = await contact.allowance(request);
        if (wait > 0) {
          void reply.header('retry-after', String(wait));
          throw new HttpError(429, 'rate_limited', CONTACT_RATE_LIMIT_MESSAGE);
        }
      },
      schema: {
        body: contactSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await saveContactMessage(app, request.body, request.log);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
