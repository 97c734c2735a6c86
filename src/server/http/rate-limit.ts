import { HttpError, MESSAGES } from './errors.ts';

export type RateLimitOptions = {
  max: number;
  /** Milliseconds or an `ms` string such as '10 minutes'. */
  timeWindow: string | number;
  /** French text of the 429 answer. */
  message?: string;
  /** 'preHandler' counts only requests that passed validation (and auth guards). */
  hook?: 'onRequest' | 'preHandler';
};

/**
 * Route config for @fastify/rate-limit, which is registered with `global: false`: only routes
 * that use this are limited. Keyed by client network, an IPv4 address or an IPv6 /64
 * (plugins/rate-limits.ts; set TRUST_PROXY=true behind a reverse proxy).
 */
export function rateLimit({
  max,
  timeWindow,
  message = MESSAGES.rateLimited,
  hook = 'onRequest',
}: RateLimitOptions) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook,
      errorResponseBuilder: () => new HttpError(429, 'rate_limited', message),
    },
  };
}
