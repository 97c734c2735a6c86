import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema, type ContactInput } from '../../shared/schemas/contact.ts';
import { contactMessages } from '../db/schema.ts';
import { pgError } from '../db/pg-errors.ts';
import { HttpError, MESSAGES } from '../http/errors.ts';
import { isCrossSite } from '../http/same-origin.ts';
import { contactProblemPage } from './contact-page.ts';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
export const CONTACT_RATE_LIMIT_MESSAGE =
  'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.';
/** SPEC §8's contact failure message. */
export const CONTACT_FAILURE_MESSAGE =
  "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.";

/** Where the plain form goes once its message is stored: a prerendered French confirmation. */
export const CONTACT_SENT_PATH = '/contact/merci';

type Field = keyof ContactInput;

/** The first French message of each invalid field, as the form shows them. */
function fieldErrors(body: unknown): Partial<Record<Field, string>> | undefined {
  const parsed = contactSchema.safeParse(body);
  if (parsed.success) return undefined;
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // One allowance per IP for both ways in (the JSON API and the plain form), counted only for
  // messages that would be stored (after validation), as before.
  const limit = app.createRateLimit({ ...CONTACT_RATE_LIMIT });
  async function withinLimit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return true;
    void reply.header('retry-after', String(result.ttlInSeconds));
    return false;
  }

  app.post(
    '/api/contact',
    {
      preHandler: async (request, reply) => {
        if (!(await withinLimit(request, reply))) {
          throw new HttpError(429, 'rate_limited', CONTACT_RATE_LIMIT_MESSAGE);
        }
      },
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

  // The same message from the page's plain HTML form, for a phone whose JavaScript has not loaded
  // (yet): urlencoded, answered with pages. Its own scope, so only this route parses forms.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    form.post('/contact', async (request, reply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const page = (status: number, title: string, message: string, errors?: object) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(contactProblemPage({ title, message, values: body, errors }));

      // No session rides on this form, but another site must not post messages through visitors:
      // the API's rule (http/same-origin.ts). `Origin: null` (a sandboxed frame, a data: page) and
      // a sibling site (`Sec-Fetch-Site: same-site`) are refused; the shop's own contact pages are
      // sent with `Referrer-Policy: same-origin` so that browsers give their real Origin here.
      const site = request.headers['sec-fetch-site'];
      const foreign =
        (site !== undefined && site !== 'same-origin') ||
        isCrossSite(request, app.config.publicUrl);
      if (foreign) {
        return page(403, 'Message non envoyé', MESSAGES.crossSite);
      }
      const errors = fieldErrors(body);
      if (errors) return page(400, 'Message non envoyé', MESSAGES.validation, errors);
      if (!(await withinLimit(request, reply))) {
        return page(429, 'Message non envoyé', CONTACT_RATE_LIMIT_MESSAGE);
      }
      try {
        await app.db.insert(contactMessages).values(contactSchema.parse(body));
      } catch (error) {
        // Only the SQLSTATE: the driver's message would carry the shopper's text.
        request.log.error({ sqlstate: pgError(error)?.code }, 'contact form: message not stored');
        return page(503, 'Message non envoyé', CONTACT_FAILURE_MESSAGE);
      }
      return reply.redirect(CONTACT_SENT_PATH, 303);
    });
  });
};
