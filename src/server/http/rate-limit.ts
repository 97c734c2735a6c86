import type { FastifyRequest } from 'fastify';
import { clientNetwork } from './client-network.ts';
import { HttpError, MESSAGES } from './errors.ts';

export type RateLimitOptions = {
  max: number;
  /** Milliseconds or an `ms` string such as '10 minutes'. */
  timeWindow: string | number;
  /** French text of the 429 answer. */
  message?: string;
  /** 'preHandler' counts only requests that passed validation (and auth guards). */
  hook?: 'onRequest' | 'preHandler';
  /** Count per client network (an IPv4 address, an IPv6 /64) instead of per address. */
  perNetwork?: boolean;
};

/**
 * Route config for @fastify/rate-limit, which is registered with `global: false`: only routes
 * that use this are limited. Keyed by client IP (set TRUST_PROXY=true behind a reverse proxy).
 */
export function rateLimit({
  max,
  timeWindow,
  message = MESSAGES.rateLimited,
  hook = 'onRequest',
  perNetwork = false,
}: RateLimitOptions) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook,
      ...(perNetwork
        ? { keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip) }
        : {}),
      errorResponseBuilder: () => new HttpError(429, 'rate_limited', message),
    },
  };
}
