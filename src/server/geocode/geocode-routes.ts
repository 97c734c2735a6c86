import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { GeocoderUnavailableError, ReverseGeocoder } from './reverse-geocoder.ts';

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} doit être un nombre` })
    .min(-limit, { error: `${name} doit être comprise entre -${limit} et ${limit}` })
    .max(limit, { error: `${name} doit être comprise entre -${limit} et ${limit}` });

const query = z.object({
  lat: coordinate('La latitude', 90),
  lon: coordinate('La longitude', 180),
});

export const GEOCODER_UNAVAILABLE =
  'Impossible de trouver l’adresse de cette position pour le moment.';

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const geocoder = new ReverseGeocoder({
    baseUrl: config.geocoderUrl,
    userAgent: `${config.shop.name}/1.0 (${config.publicUrl}; ${config.shop.email})`,
  });

  app.get(
    '/api/geocode/reverse',
    {
      config: rateLimit({ max: 20, timeWindow: '1 minute' }),
      schema: {
        querystring: query,
        response: { 200: z.object({ displayName: z.string() }), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      // A position is personal: never cached by the browser or a proxy, never logged.
      reply.header('cache-control', 'no-store');
      try {
        return { displayName: await geocoder.reverse(request.query.lat, request.query.lon) };
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        request.log.warn({ reason: error.message }, 'reverse geocoding failed');
        throw new HttpError(503, 'geocoder_unavailable', GEOCODER_UNAVAILABLE);
      }
    },
  );
};
