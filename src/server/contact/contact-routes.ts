import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema } from '../../shared/schemas/contact.ts';
import { contactMessages } from '../db/schema.ts';
import { rateLimit } from '../http/rate-limit.ts';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
export const CONTACT_RATE_LIMIT_MESSAGE =
  'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      // Counted after validation: only messages that would be stored use up the allowance.
      config: rateLimit({
        ...CONTACT_RATE_LIMIT,
        hook: 'preHandler',
        message: CONTACT_RATE_LIMIT_MESSAGE,
      }),
      schema: {
        body: contactSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await app.db.insert(contactMessages).values(request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
